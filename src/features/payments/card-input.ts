/** Formatting helpers of the test card form (the server does the real validation). */

/** '4242424242424242' -> '4242 4242 4242 4242' (digits only, at most 19). */
export function formatCardNumber(value: string) {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' -> '12 / 30'; a leading 2-9 means a one-digit month ('4' -> '04 / '). */
export function formatExpiry(value: string, previous = '') {
  let digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  const deleting = value.length < previous.length;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** '12 / 30' -> { expMonth: 12, expYear: 30 }, or null while incomplete. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 4) return null;
  return { expMonth: Number(digits.slice(0, 2)), expYear: Number(digits.slice(2)) };
}

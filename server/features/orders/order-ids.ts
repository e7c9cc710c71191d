import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'PP-' and 8 characters without look-alikes (0/O, 1/I). */
export function newOrderId() {
  return `PP-${[...randomBytes(8)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

const DOWNLOAD_DAYS = 30;

/** A download link that works without a session (from the e-mail) for 30 days. */
export function signDownload(secret: string, orderId: string, index: number, now = Date.now()) {
  const exp = Math.floor(now / 1000) + DOWNLOAD_DAYS * 86_400;
  const sig = createHmac('sha256', secret).update(`${orderId}:${index}:${exp}`).digest('base64url');
  return { exp, sig };
}

/** Refuses an expired link, and one whose expiry lies beyond the 30 days a download link may live. */
export function verifyDownload(
  secret: string,
  orderId: string,
  index: number,
  exp: number,
  sig: string,
  now = Date.now(),
) {
  if (!Number.isInteger(exp) || exp * 1000 < now || exp * 1000 > now + DOWNLOAD_DAYS * 86_400_000) return false;
  const expected = createHmac('sha256', secret).update(`${orderId}:${index}:${exp}`).digest();
  let given: Buffer;
  try {
    given = Buffer.from(sig, 'base64url');
  } catch {
    return false;
  }
  return given.length === expected.length && timingSafeEqual(given, expected);
}

import { AppError } from '../../../core/errors.js';
import type { TestCard } from '../payments.port.js';

/** The built-in gateway's test cards (the same numbers Stripe uses in test mode). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export const DECLINED_MESSAGE = 'Your card was declined.';
export const INSUFFICIENT_FUNDS_MESSAGE = 'Your card has insufficient funds.';
export const NOT_A_TEST_CARD_MESSAGE =
  'Your card was declined. This shop is in test mode: no real card is charged, use 4242 4242 4242 4242.';

export type CardVerdict = { ok: true } | { ok: false; code: 'card_declined' | 'insufficient_funds'; message: string };

function luhnValid(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Checks a card like a card form would; throws a 400 with the message a customer understands. */
export function validateTestCard(card: TestCard, now = new Date()): string {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(digits)) throw new AppError('BAD_REQUEST', 'Your card number is invalid.');
  if (digits.length < 13) throw new AppError('BAD_REQUEST', 'Your card number is incomplete.');
  if (digits.length > 19 || !luhnValid(digits)) throw new AppError('BAD_REQUEST', 'Your card number is invalid.');
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    throw new AppError('BAD_REQUEST', "Your card's expiration date is invalid.");
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year < thisYear)
    throw new AppError('BAD_REQUEST', "Your card's expiration year is in the past.");
  if (year === thisYear && card.expMonth < now.getUTCMonth() + 1)
    throw new AppError('BAD_REQUEST', "Your card's expiration date is in the past.");
  if (year > thisYear + 50) throw new AppError('BAD_REQUEST', "Your card's expiration year is invalid.");
  if (!/^\d{3,4}$/.test(card.cvc.trim())) throw new AppError('BAD_REQUEST', "Your card's security code is incomplete.");
  return digits;
}

/** What the test gateway does with a valid card number. */
export function verdictFor(digits: string): CardVerdict {
  if (digits === TEST_CARDS.success) return { ok: true };
  if (digits === TEST_CARDS.insufficientFunds)
    return { ok: false, code: 'insufficient_funds', message: INSUFFICIENT_FUNDS_MESSAGE };
  if (digits === TEST_CARDS.declined) return { ok: false, code: 'card_declined', message: DECLINED_MESSAGE };
  return { ok: false, code: 'card_declined', message: NOT_A_TEST_CARD_MESSAGE };
}

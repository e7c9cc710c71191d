import type { Db } from '../../db/client.js';
import { findTokenPackage } from '../../../common/catalog.js';
import { AppError } from '../../core/errors.js';
import type { SucceededPayment } from '../../adapters/payments/payments.port.js';
import { startPayment, type Payments } from '../payments/payments.service.js';
import { applyTokenChange } from './tokens.service.js';
import type { Tx } from '../../db/tx.js';

/** Starts paying for a token package: the price and token count come only from the catalog. */
export async function startTokenPurchase(db: Db, payments: Payments, input: { userId: string; packageId: string }) {
  const pkg = findTokenPackage(input.packageId);
  if (!pkg) throw new AppError('BAD_REQUEST', 'Unknown token package.');
  const started = await startPayment(db, payments, {
    userId: input.userId,
    purpose: 'tokens',
    amountCents: pkg.priceCents,
    details: { packageId: pkg.id, tokens: pkg.tokens },
    description: `${pkg.tokens} Pawtrait Studio tokens`,
  });
  return { ...started, packageId: pkg.id, tokens: pkg.tokens };
}

/**
 * Fulfilment of a paid token pack, run inside the transaction that marked the payment succeeded.
 * The ledger's (reason, refId) uniqueness is a second lock: one payment can credit only once.
 */
export async function fulfilTokenPurchase(tx: Tx, payment: SucceededPayment) {
  const pkg = findTokenPackage(String(payment.details.packageId));
  const tokens = Number(payment.details.tokens);
  if (!pkg || pkg.tokens !== tokens || pkg.priceCents !== payment.amountCents) {
    throw new Error(`Payment ${payment.id} does not describe a known token package.`);
  }
  await applyTokenChange(tx, { userId: payment.userId, delta: tokens, reason: 'purchase', refId: payment.id });
}

export function registerTokenFulfilment(payments: Payments) {
  payments.events.onSucceeded('tokens', fulfilTokenPurchase);
}

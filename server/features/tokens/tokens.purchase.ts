import type { Db } from '../../db/client.js';
import { findPack } from '../../../common/shop-settings.js';
import type { ShopSettings } from '../../../common/contracts/settings.js';
import type { ShopSettingsService } from '../settings/settings.service.js';
import { AppError } from '../../core/errors.js';
import type { SucceededPayment } from '../../adapters/payments/payments.port.js';
import { startPayment, type Payments } from '../payments/payments.service.js';
import { applyTokenChange } from './tokens.service.js';
import type { Tx } from '../../db/tx.js';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema.js';
import type { Mailer } from '../../adapters/email/email.port.js';
import { tokenReceiptEmail } from './token-receipt.js';
import { greetingName } from '../../../common/greeting.js';

/**
 * Starts paying for a token package: the price and token count come only from the live settings, and
 * the payment records them (the pack is credited as it was bought, whatever the price list says later).
 */
export async function startTokenPurchase(
  db: Db,
  payments: Payments,
  settings: Pick<ShopSettings, 'tokenPacks' | 'shop'>,
  input: { userId: string; packageId: string },
) {
  const pkg = findPack(settings, input.packageId);
  if (!pkg) throw new AppError('BAD_REQUEST', 'Unknown token package.');
  const started = await startPayment(db, payments, {
    userId: input.userId,
    purpose: 'tokens',
    amountCents: pkg.priceCents,
    details: { packageId: pkg.id, tokens: pkg.tokens },
    description: `${pkg.tokens} ${settings.shop.name} tokens`,
  });
  return { ...started, packageId: pkg.id, tokens: pkg.tokens };
}

export type ReceiptDeps = {
  mailer: Pick<Mailer, 'enqueue'>;
  publicUrl: string;
  settings: Pick<ShopSettingsService, 'current'>;
};

/**
 * Fulfilment of a paid token pack, run inside the transaction that marked the payment succeeded:
 * the credit and its receipt e-mail (outbox) commit together. The ledger's (reason, refId)
 * uniqueness is a second lock: one payment credits, and is receipted, only once.
 */
export function fulfilTokenPurchase(deps: ReceiptDeps) {
  return async (tx: Tx, payment: SucceededPayment) => {
    // What was bought is what the server recorded when the payment started (startTokenPurchase).
    const tokens = Number(payment.details.tokens);
    if (!Number.isInteger(tokens) || tokens < 1 || payment.details.packageId !== `tokens_${tokens}`) {
      throw new Error(`Payment ${payment.id} does not describe a token package.`);
    }
    const credit = await applyTokenChange(tx, {
      userId: payment.userId,
      delta: tokens,
      reason: 'purchase',
      refId: payment.id,
    });
    if (!credit.applied) return;
    const [buyer] = await tx
      .select({ email: user.email, name: user.name })
      .from(user)
      .where(eq(user.id, payment.userId));
    if (!buyer) return;
    await deps.mailer.enqueue(
      tx,
      tokenReceiptEmail({
        to: buyer.email,
        name: greetingName(buyer),
        pkg: { tokens, priceCents: payment.amountCents },
        shopName: deps.settings.current().settings.shop.name,
        balance: credit.balance,
        paymentId: payment.id,
        tokensPage: `${deps.publicUrl}/tokens`,
      }),
    );
  };
}

export function registerTokenFulfilment(payments: Payments, deps: ReceiptDeps) {
  payments.events.onSucceeded('tokens', fulfilTokenPurchase(deps));
}

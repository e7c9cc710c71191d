import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createLocalGateway } from './local/local-gateway.js';
import type { PaymentGateway } from './payments.port.js';
import { createStripeGateway } from './stripe/stripe-gateway.js';

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in test gateway (its intents in the shop's database). */
export function createPaymentGateway(config: Config['payments'], db: Db): PaymentGateway {
  if (config.kind === 'stripe') return createStripeGateway(config);
  return createLocalGateway(db);
}

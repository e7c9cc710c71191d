import type { AppDeps } from '../../deps.js';
import type { PublicConfig } from '../../../common/contracts/account.js';

/** What the SPA may know of the shop's setup (GET /api/config; the server-rendered sign-in forms are seeded with it). */
export function publicConfig(config: AppDeps['config'], payments: AppDeps['payments']): PublicConfig {
  return {
    publicUrl: config.publicUrl,
    providers: { google: Boolean(config.google), apple: Boolean(config.apple) },
    devOutbox: !config.production,
    payments: {
      kind: payments.gateway.kind,
      ...(payments.gateway.publishableKey ? { publishableKey: payments.gateway.publishableKey } : {}),
    },
  };
}

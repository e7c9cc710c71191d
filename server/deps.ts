import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { Auth } from './features/auth/auth.js';
import type { Mailer } from './adapters/email/email.port.js';
import type { Storage } from './adapters/storage/storage.port.js';
import type { EventHub } from './features/events/events.service.js';
import type { SessionCache } from './http/session-cache.js';
import type { Payments } from './features/payments/payments.service.js';
import type { AiPort } from './adapters/ai/ai.port.js';
import type { MockupsPort } from './adapters/mockups/mockups.port.js';
import type { Jobs } from './jobs/jobs.js';
import type { FulfilmentPort } from './adapters/fulfilment/fulfilment.port.js';
import type { Lifecycle } from './core/lifecycle.js';
import type { Metrics } from './features/metrics/metrics.service.js';
import type { ShopSettingsService } from './features/settings/settings.service.js';

/** Everything a route plugin may use; built once in main.ts (or a test) and handed down. */
export type AppDeps = {
  config: Config;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  hub: EventHub;
  /** Token -> user for a few seconds, dropped on every node when a session is revoked. */
  sessions: SessionCache;
  /** The payment gateway (built-in test gateway or Stripe) and the internal "payment succeeded" event. */
  payments: Payments;
  /** The image model: the built-in painter or OpenAI. */
  ai: AiPort;
  /** Framed mockups: the built-in engine or Printful. */
  mockups: MockupsPort;
  /** Where approved prints are made: the built-in local lab or Printful. */
  fulfilment: FulfilmentPort;
  /** The job engine (pg-boss on the shop's database), the pixel pool and their settings. */
  jobs: Jobs;
  /** Server secret (AUTH_SECRET or the local one) for signed links such as download URLs. */
  secret: string;
  /** Starting, ready or draining: what /api/health/ready reports besides its checks. */
  lifecycle: Lifecycle;
  /** This process's Prometheus registry (GET /metrics; a worker's own port). */
  metrics: Metrics;
  /** The storefront settings (prices, claims, policies, the shop's name), live on every node. */
  settings: ShopSettingsService;
};

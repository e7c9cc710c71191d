import { z } from 'zod';
import os from 'node:os';
import path from 'node:path';

/** Every setting the server reads, parsed once from the environment. Nothing else reads process.env. */
const boolish = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** An optional setting where an empty value (`NAME=` in a .env file) means "not set". */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  ADMIN_EMAILS: list,
  ADMIN_USER_IDS: list,
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  APPLE_APP_BUNDLE_IDENTIFIER: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Pawtrait Studio <hello@pawtrait.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SERVE_SPA: z.enum(['1', '0']).default('1'),
  DIST_DIR: optionalText(z.string()),
  ALLOW_TEST_PAYMENTS: boolish,
  /** The OpenAPI document and UI at /api/docs: on in development, off in production unless API_DOCS=1. */
  API_DOCS: z.enum(['1', '0', 'true', 'false']).optional(),
  /** Production with an http:// PUBLIC_URL (other than localhost) starts only with ALLOW_INSECURE_HTTP=1. */
  ALLOW_INSECURE_HTTP: boolish,
  PRINTFUL_API_KEY: optionalText(z.string()),
  PRINTFUL_API_URL: optionalText(z.string().url()),
  PRINTFUL_PRODUCT_ID: z.coerce.number().int().default(2),
  PRINTFUL_VARIANTS: optionalText(z.string()),
  PRINTFUL_WEBHOOK_SECRET: optionalText(z.string().min(16)),
  FULFILMENT_PROVIDER: optionalText(z.enum(['local', 'printful'])),
  PROOF_WINDOW_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  LOCAL_LAB_STEP_SECONDS: z.coerce.number().int().min(0).default(60),
  FULFILMENT_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  FULFILMENT_RETRY_SECONDS: z.coerce.number().int().min(1).default(60),
  PRINTFUL_MOCKUP_HOSTS: z.string().default('printful-upload.s3-accelerate.amazonaws.com,files.cdn.printful.com'),
  STRIPE_SECRET_KEY: optionalText(z.string().regex(/^(sk|rk)_/, 'must start with sk_ or rk_')),
  STRIPE_PUBLISHABLE_KEY: optionalText(z.string().startsWith('pk_')),
  STRIPE_WEBHOOK_SECRET: optionalText(z.string().startsWith('whsec_')),
  STRIPE_API_HOST: optionalText(z.string()),
  STRIPE_API_PORT: optionalText(z.coerce.number().int().min(1).max(65535)),
  STRIPE_API_PROTOCOL: optionalText(z.enum(['http', 'https'])),
  S3_BUCKET: optionalText(z.string()),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalText(z.string().url()),
  S3_ACCESS_KEY_ID: optionalText(z.string()),
  S3_SECRET_ACCESS_KEY: optionalText(z.string()),
  S3_FORCE_PATH_STYLE: boolish,
  S3_PREFIX: optionalText(z.string()),
  OPENAI_API_KEY: optionalText(z.string()),
  OPENAI_BASE_URL: optionalText(z.string().url()),
  OPENAI_IMAGE_MODEL: z.string().default('gpt-image-1'),
  OPENAI_TEXT_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(90_000),
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  IMAGE_CONCURRENCY: optionalText(z.coerce.number().int().min(1).max(64)),
  WORKERS: z.enum(['0', '1']).default('1'),
  JOB_SYNC_WAIT_MS: z.coerce.number().int().min(0).default(25_000),
  IMAGE_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(300),
  IMAGE_JOB_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  IMAGE_QUEUE_MAX_WAITING: z.coerce.number().int().min(1).max(1000).default(3),
  IMAGE_QUEUE_MAX_FREE_WAITING: z.coerce.number().int().min(1).max(1000).default(1),
  PHOTO_CHECKS_PER_ACCOUNT: optionalText(z.coerce.number().int().min(1).max(64)),
  PHOTO_CHECK_MAX_WAITING: z.coerce.number().int().min(1).max(100).default(3),
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_STORE: z.enum(['database', 'memory']).default('database'),
  TRUST_PROXY: optionalText(z.string()),
  REQUIRE_EMAIL_VERIFICATION: z.enum(['1', '0', 'true', 'false']).optional(),
  AUTH_RATE_LIMIT: z.enum(['1', '0', 'true', 'false']).optional(),
  SIGNUPS_PER_HOUR: optionalText(z.coerce.number().int().min(1)),
  METRICS_TOKEN: optionalText(z.string().min(16)),
  BACKUP_TOKEN: optionalText(z.string().min(16)),
  BACKUP_KEY: optionalText(z.string().min(32)),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
});

const on = (v: string | undefined, fallback: boolean) => (v === undefined ? fallback : v === '1' || v === 'true');

/** An http:// address other than this machine's own (localhost, 127.0.0.1, [::1]). */
export function isInsecurePublicUrl(publicUrl: string) {
  const url = new URL(publicUrl);
  return url.protocol === 'http:' && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/**
 * TRUST_PROXY: which hops may tell us the client address (X-Forwarded-For). Empty: none (the
 * socket address is the client). A number: that many proxies in front. Otherwise a comma list of
 * addresses or CIDRs, e.g. '10.0.0.0/8,127.0.0.1'.
 */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const v = (raw ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v === 'true')
    throw new Error(
      'Invalid configuration:\n  TRUST_PROXY=true would trust any X-Forwarded-For; give a hop count or the proxy addresses.',
    );
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const item of list) {
    if (!/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(item) && !['loopback', 'linklocal', 'uniquelocal'].includes(item)) {
      throw new Error(`Invalid configuration:\n  TRUST_PROXY: '${item}' is not an address, a CIDR or a hop count.`);
    }
  }
  return list;
}

/** The shop's own origins: where its pages are served from. State-changing requests must come from one. */
export function shopOrigins(port: number, publicUrl: string, production: boolean) {
  const origins = new Set([`http://localhost:${port}`, `http://127.0.0.1:${port}`, new URL(publicUrl).origin]);
  // npm run dev: Vite's dev server (port 5173) proxies /api to the API.
  if (!production) for (const host of ['localhost', '127.0.0.1']) origins.add(`http://${host}:5173`);
  return [...origins];
}

type PaymentsConfig =
  | { kind: 'local' }
  | {
      kind: 'stripe';
      secretKey: string;
      publishableKey: string;
      webhookSecret?: string;
      api: { host?: string; port?: number; protocol?: 'http' | 'https' };
    };

/** Stripe when its secret key is set (then the publishable key is needed too); else the test gateway. */
function paymentsConfig(c: z.infer<typeof configSchema>, production: boolean): PaymentsConfig {
  if (!c.STRIPE_SECRET_KEY) {
    // The test gateway accepts 4242... for free: never by accident on a real shop.
    if (production && !c.ALLOW_TEST_PAYMENTS) {
      throw new Error(
        'Invalid configuration:\n  STRIPE_SECRET_KEY is required in production (or set ' +
          'ALLOW_TEST_PAYMENTS=1 for a demo shop that takes only test cards).',
      );
    }
    return { kind: 'local' };
  }
  if (!c.STRIPE_PUBLISHABLE_KEY)
    throw new Error('Invalid configuration:\n  STRIPE_PUBLISHABLE_KEY is required when STRIPE_SECRET_KEY is set.');
  if (production && !c.STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET is required in production: payments are fulfilled only from signed webhooks.',
    );
  }
  return {
    kind: 'stripe',
    secretKey: c.STRIPE_SECRET_KEY,
    publishableKey: c.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: c.STRIPE_WEBHOOK_SECRET,
    api: { host: c.STRIPE_API_HOST, port: c.STRIPE_API_PORT, protocol: c.STRIPE_API_PROTOCOL },
  };
}

/** Printful needs its key and the variant id of each framed size and colour ('size:color' -> id, JSON). */
function printfulConfig(c: z.infer<typeof configSchema>) {
  let variants: Record<string, number>;
  try {
    variants = z.record(z.string(), z.number().int()).parse(JSON.parse(c.PRINTFUL_VARIANTS ?? ''));
  } catch {
    throw new Error(
      'Invalid configuration:\n  PRINTFUL_VARIANTS must be JSON like {"small:black": 1234, ...} when PRINTFUL_API_KEY is set.',
    );
  }
  return {
    kind: 'printful' as const,
    apiKey: c.PRINTFUL_API_KEY!,
    apiUrl: c.PRINTFUL_API_URL,
    productId: c.PRINTFUL_PRODUCT_ID,
    variants,
    mockupHosts: c.PRINTFUL_MOCKUP_HOSTS.split(',')
      .map((h) => h.trim())
      .filter(Boolean),
  };
}

/**
 * Where paid prints go: Printful when its key is set (FULFILMENT_PROVIDER=local keeps the built-in
 * lab, e.g. with Printful mockups only), else the built-in local lab.
 */
function fulfilmentConfig(c: z.infer<typeof configSchema>, production: boolean) {
  const kind = c.FULFILMENT_PROVIDER ?? (c.PRINTFUL_API_KEY ? 'printful' : 'local');
  const common = {
    proofWindowHours: c.PROOF_WINDOW_HOURS,
    retries: c.FULFILMENT_RETRIES,
    retrySeconds: c.FULFILMENT_RETRY_SECONDS,
  };
  if (kind === 'local') return { ...common, kind: 'local' as const, stepSeconds: c.LOCAL_LAB_STEP_SECONDS };
  if (!c.PRINTFUL_API_KEY)
    throw new Error('Invalid configuration:\n  FULFILMENT_PROVIDER=printful needs PRINTFUL_API_KEY.');
  if (production && !c.PRINTFUL_WEBHOOK_SECRET)
    throw new Error(
      'Invalid configuration:\n  PRINTFUL_WEBHOOK_SECRET is required in production: shipments are applied only from signed webhooks.',
    );
  const { apiKey, apiUrl, variants } = printfulConfig(c);
  return { ...common, kind: 'printful' as const, apiKey, apiUrl, variants, webhookSecret: c.PRINTFUL_WEBHOOK_SECRET };
}

export type Config = ReturnType<typeof loadConfig>;

/** The admin account a local first start creates (development only, when no ADMIN_EMAILS or ADMIN_USER_IDS). */
export const LOCAL_ADMIN_EMAIL = 'admin@pawtrait.local';

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production';
  const dataDir = path.resolve(c.DATA_DIR);
  const publicUrl = (
    c.PUBLIC_URL ??
    `http://${c.HOST === '0.0.0.0' ? 'localhost' : c.HOST === '127.0.0.1' ? 'localhost' : c.HOST}:${c.PORT}`
  ).replace(/\/$/, '');
  if (production && !c.ALLOW_INSECURE_HTTP && isInsecurePublicUrl(publicUrl)) {
    throw new Error(
      `Invalid configuration:\n  PUBLIC_URL must be https:// in production (it is ${publicUrl}): ` +
        `session cookies would travel unencrypted. Set ALLOW_INSECURE_HTTP=1 only for a shop that ` +
        `is not reachable from the internet.`,
    );
  }
  return {
    env: c.NODE_ENV,
    production,
    apiDocs: on(c.API_DOCS, !production),
    port: c.PORT,
    host: c.HOST,
    dataDir,
    databaseUrl: c.DATABASE_URL,
    publicUrl,
    origins: shopOrigins(c.PORT, publicUrl, production),
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    /** Sign-up tokens wait for a verified e-mail address (default: on in production). */
    requireEmailVerification: on(c.REQUIRE_EMAIL_VERIFICATION, production),
    /** Better Auth's own per-address limits (sign-in 3 per 10 s...): on in production. */
    authRateLimit: on(c.AUTH_RATE_LIMIT, production),
    /** New accounts per client address per hour. */
    signupsPerHour: c.SIGNUPS_PER_HOUR ?? (production ? 10 : 500),
    authSecret: c.AUTH_SECRET,
    admin: { emails: c.ADMIN_EMAILS.map((e) => e.toLowerCase()), userIds: c.ADMIN_USER_IDS },
    google:
      c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET
        ? { clientId: c.GOOGLE_CLIENT_ID, clientSecret: c.GOOGLE_CLIENT_SECRET }
        : undefined,
    apple:
      c.APPLE_CLIENT_ID && c.APPLE_CLIENT_SECRET
        ? {
            clientId: c.APPLE_CLIENT_ID,
            clientSecret: c.APPLE_CLIENT_SECRET,
            appBundleIdentifier: c.APPLE_APP_BUNDLE_IDENTIFIER,
          }
        : undefined,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    logLevel: c.LOG_LEVEL ?? (c.NODE_ENV === 'test' ? 'silent' : 'info'),
    serveSpa: c.SERVE_SPA === '1',
    distDir: c.DIST_DIR ? path.resolve(c.DIST_DIR) : undefined,
    payments: paymentsConfig(c, production),
    storage: c.S3_BUCKET
      ? {
          kind: 's3' as const,
          bucket: c.S3_BUCKET,
          region: c.S3_REGION,
          endpoint: c.S3_ENDPOINT,
          accessKeyId: c.S3_ACCESS_KEY_ID,
          secretAccessKey: c.S3_SECRET_ACCESS_KEY,
          forcePathStyle: c.S3_FORCE_PATH_STYLE || undefined,
          prefix: c.S3_PREFIX,
        }
      : { kind: 'local' as const },
    mockups: c.PRINTFUL_API_KEY ? printfulConfig(c) : { kind: 'local' as const },
    /** After the payment: the proof window, the print provider and its submission retries. */
    fulfilment: fulfilmentConfig(c, production),
    ai: c.OPENAI_API_KEY
      ? {
          kind: 'openai' as const,
          apiKey: c.OPENAI_API_KEY,
          baseURL: c.OPENAI_BASE_URL,
          imageModel: c.OPENAI_IMAGE_MODEL,
          textModel: c.OPENAI_TEXT_MODEL,
          timeoutMs: c.OPENAI_TIMEOUT_MS,
          maxRetries: c.OPENAI_MAX_RETRIES,
        }
      : { kind: 'local' as const },
    jobs: {
      /** Pixel tasks and image jobs at once per process, across every kind (default: the cores). */
      imageConcurrency: c.IMAGE_CONCURRENCY ?? Math.max(1, os.availableParallelism()),
      /** This process works the queues (WORKERS=0: API only, `npm run worker` elsewhere does it). */
      workers: c.WORKERS === '1',
      /** How long a spec'd synchronous call waits on its job before answering 202 with the job id. */
      syncWaitMs: c.JOB_SYNC_WAIT_MS,
      /** A job running longer (a dead worker) is handed back for a retry, at most `retries` times. */
      timeoutSeconds: c.IMAGE_JOB_TIMEOUT_SECONDS,
      retries: c.IMAGE_JOB_RETRIES,
      /** Image jobs one account may have waiting (queued, not yet started); more answer 429 (decision 017). */
      maxWaiting: c.IMAGE_QUEUE_MAX_WAITING,
      /** Of those, free ones (background removal): a lower cap, as they cost the customer nothing. */
      maxFreeWaiting: c.IMAGE_QUEUE_MAX_FREE_WAITING,
      /** Free photo checks per account in the pool at once (default: half its threads), and waiting (decision 041). */
      photoChecksPerAccount: c.PHOTO_CHECKS_PER_ACCOUNT,
      photoCheckMaxWaiting: c.PHOTO_CHECK_MAX_WAITING,
      maintenanceSeconds: c.JOBS_MAINTENANCE_SECONDS,
    },
    rateLimitStore: c.RATE_LIMIT_STORE,
    /** GET /metrics beyond loopback: `Authorization: Bearer <token>`. */
    metricsToken: c.METRICS_TOKEN,
    /** GET /ops/backup beyond a local operator: `Authorization: Bearer <token>` (never the metrics token). */
    backupToken: c.BACKUP_TOKEN,
    /** Signs and checks backup archives (HMAC); AUTH_SECRET, or the local secret, when unset. */
    backupKey: c.BACKUP_KEY,
    /** Where `npm run worker` serves its own /metrics (0: none). */
    metricsPort: c.METRICS_PORT,
  };
}

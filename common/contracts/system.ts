import { z } from 'zod';

/** `GET /api/health`. */
export const healthSchema = z.object({ ok: z.literal(true) });

/** `GET /api/health/live`: the process answers. */
export const liveSchema = z.object({ ok: z.literal(true) });

/** `GET /api/health/ready` (200 ready, 503 not): the phase of the node and each check. */
export const readinessSchema = z.object({
  ready: z.boolean(),
  phase: z.enum(['starting', 'ready', 'draining']),
  checks: z.object({ database: z.boolean(), migrations: z.boolean(), jobs: z.boolean(), files: z.boolean() }),
});

/** `GET /api/events` is a text/event-stream; its first event, `ready`, carries this. */
export const readyEventSchema = z.object({ signedIn: z.boolean() });

/** `GET /api/dev/outbox` (development only, admin): the recorded e-mails. */
export const outboxSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/** `GET /api/admin/health` (admin): the shop's health at a glance, polled by the admin desk. */
export const shopHealthSchema = z.object({
  queues: z.array(
    z.object({
      kind: z.string(),
      queued: z.number().int(),
      running: z.number().int(),
      oldestWaitSeconds: z.number().nullable(),
    }),
  ),
  failedLastDay: z.array(z.object({ kind: z.string(), reason: z.string(), count: z.number().int() })),
  ordersNeedingAttention: z.array(
    z.object({ id: z.string(), status: z.string(), attention: z.string(), updatedAt: z.string() }),
  ),
  email: z.object({
    backlog: z.number().int(),
    failed: z.number().int(),
    lastError: z.object({ message: z.string(), at: z.string() }).nullable(),
  }),
  storage: z.object({
    databaseBytes: z.number().nullable(),
    fileBytes: z.number().nullable(),
    fileCount: z.number().int().nullable(),
  }),
  checkedAt: z.string(),
});
export type ShopHealth = z.infer<typeof shopHealthSchema>;

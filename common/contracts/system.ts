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
  messages: z.array(z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), status: z.string(), createdAt: z.string() })),
});

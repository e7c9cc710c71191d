import { z } from 'zod';

/** `GET /api/health`. */
export const healthSchema = z.object({ ok: z.literal(true) });

/** `GET /api/events` is a text/event-stream; its first event, `ready`, carries this. */
export const readyEventSchema = z.object({ signedIn: z.boolean() });

/** `GET /api/dev/outbox` (development only, admin): the recorded e-mails. */
export const outboxSchema = z.object({
  messages: z.array(z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), status: z.string(), createdAt: z.string() })),
});

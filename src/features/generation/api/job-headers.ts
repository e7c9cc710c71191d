/**
 * Headers of the three job requests: `Prefer: respond-async` asks the server to answer 202 with a
 * job id at once instead of holding the request open; an `Idempotency-Key` makes a resend answer
 * with the job it first made (common/contracts/generation.ts).
 */
export const jobHeaders = (idempotencyKey?: string): Record<string, string> =>
  idempotencyKey ? { Prefer: 'respond-async', 'Idempotency-Key': idempotencyKey } : { Prefer: 'respond-async' };

import { AsyncLocalStorage } from 'node:async_hooks';
import { randomFillSync } from 'node:crypto';

/** The request a piece of work runs for: set by the HTTP layer, read where a job is queued. */
const context = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `fn` (and every continuation it starts) as part of the request `requestId`. */
export function runInRequest<T>(requestId: string, fn: () => T): T {
  return context.run({ requestId }, fn);
}

/** The id of the request this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

/** A proxy's X-Request-Id is kept when it is a plain token; anything else gets a fresh id. */
const ACCEPTED = /^[A-Za-z0-9._:-]{8,64}$/;

// Fresh ids are 8 random bytes in hex, cut from a pool filled 512 ids at a time (one call into the CSPRNG per
// request cost more than the rest of a cached reply).
const ID_BYTES = 8;
const pool = Buffer.alloc(ID_BYTES * 512);
let used = pool.length;

function freshId(): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += ID_BYTES;
  return pool.toString('hex', used - ID_BYTES, used);
}

export function requestIdFrom(header: string | string[] | undefined): string {
  if (typeof header === 'string' && ACCEPTED.test(header)) return header;
  return freshId();
}

import type { Db } from './client.js';

/** A database transaction, as services and adapters (payment events, e-mail outbox) receive it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

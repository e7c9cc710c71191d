/**
 * The database could not be reached or went away mid-query (PostgreSQL restarting, shutting down, the
 * network gone, no pool connection within its timeout). Such a request is answered 503 with a message to
 * try again shortly, not a 500: nothing the customer did, and nothing lasting.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN']);
/** SQLSTATE class 08 (connection exception) and 57P01–57P03 (admin/crash shutdown, cannot connect now). */
const SQLSTATE = /^(08\d{3}|57P0[1-3])$/;
const MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Connection ended unexpectedly/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; typeof e === 'object' && e !== null && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    e = cause;
  }
  return false;
}

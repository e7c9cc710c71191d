import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../core/errors.js';

/** Longest request target (path and query) we accept. */
export const MAX_URL_LENGTH = 4096;
/** Longest single text value in a JSON body, a query or a path parameter. */
export const MAX_TEXT_LENGTH = 20_000;
const MAX_DEPTH = 12;

/** A lone (unpaired) UTF-16 surrogate: text no database can store. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (s: string) => !LONE_SURROGATE.test(s);

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Why a raw request target is refused, or null. Percent-escapes are decoded to bytes and must be
 * valid UTF-8 (no overlong forms, no encoded surrogates) without NUL; raw characters must be
 * well-formed too.
 */
export function badUrlReason(url: string): string | null {
  if (url.length > MAX_URL_LENGTH) return 'The address is too long.';
  if (!wellFormed(url) || url.includes('\0')) return 'The address contains characters that are not allowed.';
  if (!url.includes('%')) return null;
  const bytes: number[] = [];
  for (let i = 0; i < url.length; i++) {
    const ch = url.charCodeAt(i);
    if (ch === 0x25 && /^[0-9a-fA-F]{2}$/.test(url.slice(i + 1, i + 3))) {
      bytes.push(parseInt(url.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (ch < 0x80) bytes.push(ch);
    else bytes.push(...Buffer.from(url[i]!, 'utf8'));
  }
  if (bytes.includes(0)) return 'The address contains characters that are not allowed.';
  try {
    strictUtf8.decode(Uint8Array.from(bytes));
  } catch {
    return 'The address is not valid UTF-8.';
  }
  return null;
}

/** Why a parsed value (JSON body, query, params) is refused, or null: NUL, lone surrogates, oversized text. */
export function badValueReason(value: unknown, where: string, depth = 0): string | null {
  if (typeof value === 'string') {
    if (value.length > MAX_TEXT_LENGTH) return `A value in the ${where} is too long.`;
    if (value.includes('\0') || !wellFormed(value))
      return `A value in the ${where} contains characters that are not allowed.`;
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return badRawBodyReason(value);
  if (depth > MAX_DEPTH) return `The ${where} is nested too deeply.`;
  for (const [key, v] of Object.entries(value)) {
    const reason = badValueReason(key, where, depth + 1) ?? badValueReason(v, where, depth + 1);
    if (reason) return reason;
  }
  return null;
}

/**
 * A raw body (the signed webhooks keep theirs as bytes for the signature): refused when it is not
 * valid UTF-8 or holds a NUL byte, and, when it is JSON, when a string in it (escapes decoded: \u0000,
 * half a surrogate pair) could not be stored. Lengths are the provider's business: not checked here.
 */
export function badRawBodyReason(body: Buffer): string | null {
  let text: string;
  try {
    text = strictUtf8.decode(body);
  } catch {
    return 'The request body is not valid UTF-8.';
  }
  if (text.includes('\0')) return 'The request body contains characters that are not allowed.';
  if (!text.includes('\\u')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null; // not JSON: the route's own parsing refuses it
  }
  return badStoredText(parsed) ? 'The request body contains characters that are not allowed.' : null;
}

/** Whether any key or string in a parsed JSON value holds NUL or half a surrogate pair (or it nests absurdly deep). */
function badStoredText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0') || !wellFormed(value);
  if (value === null || typeof value !== 'object') return false;
  if (depth > 64) return true;
  return Object.entries(value).some(([key, v]) => badStoredText(key, depth + 1) || badStoredText(v, depth + 1));
}

/**
 * The one input rule for every route: the raw address is checked on arrival, the parsed query,
 * path parameters and JSON body before validation. Refused input gets 400 and reaches no service,
 * so no database (PGlite or PostgreSQL) ever sees a NUL byte or half a surrogate pair.
 */
export function registerInputHygiene(app: FastifyInstance) {
  // Callback-style hooks: no promise per request.
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    const reason = badUrlReason(request.url);
    done(reason ? new AppError('BAD_REQUEST', reason) : undefined);
  });
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    // A picture sent as bytes (the touched-up mask) is not text: its route checks it as an image.
    const body =
      Buffer.isBuffer(request.body) && request.headers['content-type']?.startsWith('image/') ? null : request.body;
    const reason =
      badValueReason(request.params, 'address') ??
      badValueReason(request.query, 'query') ??
      badValueReason(body, 'request body');
    done(reason ? new AppError('BAD_REQUEST', reason) : undefined);
  });
}

import type { ApiErrorBody } from '../../common/errors';
import { ApiError } from './api-errors-base';
import { checkReply } from './reply-check';
import type { Reply, ReplyKey } from './reply-schemas';

export { ApiError };

type Options = { method?: string; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> };

/**
 * The one way the SPA calls the server: JSON in, JSON out, errors as ApiError. `reply` names the
 * route's reply contract (src/lib/reply-schemas.ts), which types the result.
 */
export async function api<K extends ReplyKey>(path: string, opts: Options & { reply: K }): Promise<Reply<K>>;
/** A call whose reply is not used (e.g. Better Auth's own routes). */
export async function api(path: string, opts?: Options & { reply?: undefined }): Promise<unknown>;
export async function api(path: string, opts: Options & { reply?: ReplyKey } = {}): Promise<unknown> {
  let res: Response;
  // Form data and raw files (a Blob carries its own content type) go as they are; anything else as JSON.
  const isForm =
    (typeof FormData !== 'undefined' && opts.body instanceof FormData) ||
    (typeof Blob !== 'undefined' && opts.body instanceof Blob);
  try {
    res = await fetch(path, {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      headers: {
        ...(opts.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData | Blob) : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', 'Could not reach the shop. Check your connection and try again.');
  }
  const text = await res.text();
  const data = text ? safeJson(text) : res.status === 204 ? null : undefined;
  if (!res.ok) {
    const body = data as Partial<ApiErrorBody> | undefined;
    throw new ApiError(
      res.status,
      body?.error?.code ?? 'HTTP',
      body?.error?.message ?? `HTTP error! status: ${res.status}`,
    );
  }
  // Checked against its contract in development, tests and the journeys' build (reply-check.ts).
  if (opts.reply) checkReply(path, opts.reply, data);
  return data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

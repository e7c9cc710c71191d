import type { ApiErrorBody } from '../../common/errors';
import type { Reply, ReplyKey } from './reply-schemas';

/** An API failure with the server's code and message (or a network failure). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Options = { method?: string; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> };

/**
 * Replies are checked against their contract in development, in unit tests and in the build the
 * browser journeys run; a constant, so the production build drops the check and its schemas.
 */
const CHECK_REPLIES = import.meta.env.DEV || import.meta.env.VITE_CHECK_REPLIES === '1';

/**
 * The one way the SPA calls the server: JSON in, JSON out, errors as ApiError. `reply` names the
 * route's reply contract (src/lib/reply-schemas.ts), which types the result.
 */
export async function api<K extends ReplyKey>(path: string, opts: Options & { reply: K }): Promise<Reply<K>>;
/** A call whose reply is not used (e.g. Better Auth's own routes). */
export async function api(path: string, opts?: Options & { reply?: undefined }): Promise<unknown>;
export async function api(path: string, opts: Options & { reply?: ReplyKey } = {}): Promise<unknown> {
  let res: Response;
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  try {
    res = await fetch(path, {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      headers: { ...(opts.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}), ...opts.headers },
      body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
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
    throw new ApiError(res.status, body?.error?.code ?? 'HTTP', body?.error?.message ?? `HTTP error! status: ${res.status}`);
  }
  if (CHECK_REPLIES && opts.reply) await checkReply(path, opts.reply, data);
  return data;
}

async function checkReply(path: string, key: ReplyKey, data: unknown) {
  const { replySchemas } = await import('./reply-schemas');
  const checked = replySchemas[key].safeParse(data);
  if (checked.success) return;
  const issue = checked.error.issues[0];
  const message = `The reply of ${path} breaks its contract '${key}': ${issue?.path.join('.') || '(root)'} ${issue?.message ?? ''}`;
  console.error(message, data);
  throw new ApiError(0, 'CONTRACT', message);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

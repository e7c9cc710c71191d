import type { ApiErrorBody } from '../../common/errors';
import type { RouteBody, RouteKey, RouteParams, RouteQuery, RouteReply } from '../../common/contracts/routes';
import { ApiError } from './api-errors-base';
import { checkReply } from './reply-check';

export { ApiError };

type Extra = { signal?: AbortSignal; headers?: Record<string, string> };
type Takes<Name extends string, T, Required extends boolean> = [T] extends [never]
  ? { [P in Name]?: undefined }
  : Required extends true
    ? { [P in Name]: T }
    : { [P in Name]?: T };

/** What a call of route K takes: its path parameters and body when it has them, an optional query. */
export type RequestOptions<K extends RouteKey> = Takes<
  'params',
  keyof RouteParams<K> extends never ? never : RouteParams<K>,
  true
> &
  Takes<'body', RouteBody<K>, true> &
  Takes<'query', RouteQuery<K>, false> &
  Extra;
type Args<K extends RouteKey> =
  object extends RequestOptions<K> ? [opts?: RequestOptions<K>] : [opts: RequestOptions<K>];

/**
 * The one way the SPA calls the server: a route of the map (common/contracts/routes.ts) with its
 * parameters, body and query, JSON in and out, errors as ApiError. The route types the result.
 */
export async function request<K extends RouteKey>(route: K, ...[opts]: Args<K>): Promise<RouteReply<K>> {
  const o = (opts ?? {}) as { params?: Record<string, string>; body?: unknown; query?: object } & Extra;
  const space = route.indexOf(' ');
  const method = route.slice(0, space);
  const path = routePath(route.slice(space + 1), o.params, o.query);
  const data = await send(path, method, o);
  // Checked against its contract in development, tests and the journeys' build (reply-check.ts).
  checkReply(path, route, data);
  return data as RouteReply<K>;
}

/** The address of a path pattern with its `:name` parts filled in and the query's defined values. */
export function routePath(pattern: string, params?: Record<string, string>, query?: object): string {
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

async function send(path: string, method: string, opts: { body?: unknown } & Extra): Promise<unknown> {
  let res: Response;
  // Form data and raw files (a Blob carries its own content type) go as they are; anything else as JSON.
  const isForm =
    (typeof FormData !== 'undefined' && opts.body instanceof FormData) ||
    (typeof Blob !== 'undefined' && opts.body instanceof Blob);
  try {
    res = await fetch(path, {
      method,
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
  return data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

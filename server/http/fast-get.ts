import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { requestIdFrom } from '../core/request-context.js';

/** A complete answer to a GET, built from data already in memory. */
export type FastAnswer = { status: number; headers: Record<string, string>; body: Buffer | null };
/**
 * A FastAnswer with its final header lists (security headers, length) for GET and HEAD, built once and kept; each
 * list starts with X-Request-Id (first, as Fastify sends it), its value written per request.
 */
export type Prepared = { status: number; get: string[]; head: string[]; body: Buffer | null };
const REQUEST_ID_VALUE = 1;
/** Answers a GET or HEAD for an exact path (no query, no escapes), or undefined to leave it to Fastify. */
export type FastRoute = (path: string, headers: IncomingMessage['headers']) => Prepared | undefined;

/**
 * A lean path for cached public GETs, in front of Fastify's router (see docs/decisions/014-fast-cached-gets.md).
 * It answers only what is already in memory and has no per-request work besides choosing the encoding and
 * comparing the ETag; everything else (a query string, a percent-escape, a cache miss, request logging at
 * info, a closing server) goes through Fastify. Routes that register here must build their answer with the
 * same function their Fastify handler uses, and fast-get.test.ts compares the two byte for byte.
 */
export function createFastGets(securityHeaders: Record<string, string>) {
  const routes: FastRoute[] = [];
  let enabled = true;

  function answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (!enabled || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const url = req.url ?? '';
    if (url.includes('?') || url.includes('%')) return false;
    for (const route of routes) {
      const found = route(url, req.headers);
      if (!found) continue;
      const headers = req.method === 'HEAD' ? found.head : found.get;
      // The list's X-Request-Id slot: writeHead turns the list into the reply's header block at once, so the shared
      // list can carry this request's id (a header set with setHeader instead sends writeHead down its slow path,
      // which validates and sets every header of the list one by one).
      headers[REQUEST_ID_VALUE] = requestIdFrom(req.headers['x-request-id']);
      res.writeHead(found.status, headers);
      if (req.method === 'HEAD') res.end();
      else res.end(found.body ?? undefined);
      api.served++;
      return true;
    }
    return false;
  }

  const api = {
    /** Requests answered here (the equivalence test checks that it did answer). */
    served: 0,
    add(route: FastRoute) {
      routes.push(route);
    },
    /**
     * The final header lists, as Fastify would send them: a body's length; a HEAD without one says 0 (its HEAD route
     * measures the empty payload), a GET 304 nothing.
     */
    prepare(answer: FastAnswer): Prepared {
      const flat = (extra: Record<string, string>) => [
        'x-request-id',
        '',
        ...Object.entries({ ...securityHeaders, ...answer.headers, ...extra }).flat(),
      ];
      const length: Record<string, string> = answer.body ? { 'content-length': String(answer.body.length) } : {};
      return {
        status: answer.status,
        get: flat(length),
        head: flat(answer.body ? length : { 'content-length': '0' }),
        body: answer.body,
      };
    },
    /** Off for good: the server is closing (Fastify answers 503 then), or request logging needs Fastify's logger. */
    disable() {
      enabled = false;
    },
    /** The same HTTP/1 server Fastify would create (its settings copied from lib/server.js), with the fast path first. */
    serverFactory(
      this: void,
      handler: (req: IncomingMessage, res: ServerResponse) => void,
      options: FastifyServerOptions & { http?: http.ServerOptions },
    ) {
      const server = http.createServer(options.http ?? {}, (req, res) => {
        if (!answer(req, res)) handler(req, res);
      });
      server.keepAliveTimeout = options.keepAliveTimeout!;
      server.requestTimeout = options.requestTimeout!;
      server.setTimeout(options.connectionTimeout ?? 0);
      if ((options.maxRequestsPerSocket ?? 0) > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket!;
      return server;
    },
  };
  return api;
}

export type FastGets = ReturnType<typeof createFastGets>;

declare module 'fastify' {
  interface FastifyInstance {
    fastGets: FastGets;
  }
}

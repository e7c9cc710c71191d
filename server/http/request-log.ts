import { LogController, type FastifyInstance, type FastifyServerOptions, type preValidationHookHandler } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { requestIdFrom, runInRequest } from '../core/request-context.js';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The process logger: JSON lines in production; one short coloured line per entry in development (so the first-run
 * admin password does not scroll away), written synchronously on this thread: a transport's worker thread wrote
 * Fastify's 'Server listening' line after the password box, which must be the last thing a first start prints
 * (issue 36). pino-pretty is a development dependency: imported only here, never in production.
 */
export async function loggerOptions(config: { production: boolean; logLevel: string }) {
  if (config.production) return { level: config.logLevel };
  const { default: pretty } = await import('pino-pretty');
  const stream = pretty({
    colorize: true,
    singleLine: true,
    translateTime: 'HH:MM:ss',
    ignore: 'pid,hostname',
    sync: true,
  });
  return { level: config.logLevel, stream };
}

/** Fastify options: our request id (a sane proxy-given one or a fresh one) and no built-in two-line request logging. */
export const requestIdOptions = () =>
  ({
    genReqId: (req: IncomingMessage) => requestIdFrom(req.headers[REQUEST_ID_HEADER]),
    requestIdHeader: false,
    logController: new LogController({ disableRequestLogging: true }),
  }) satisfies Partial<FastifyServerOptions>;

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'];
/** Whether a logger at `loggerLevel` writes a line at `level` ('silent', or no logger, writes none). */
const keeps = (loggerLevel: string | undefined, level: 'debug' | 'info' | 'warn') => {
  const at = LEVELS.indexOf(loggerLevel ?? 'silent');
  return at !== -1 && at <= LEVELS.indexOf(level);
};

/** Methods that never queue work: their requests need no request context. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A file a page loads (script, style, font, picture): one page view asks for dozens, so at the default level they
 * would bury the lines that matter (issue 36: the first start's admin password). Served ones are logged at debug.
 */
const isFileRead = (method: string, pathname: string) =>
  (method === 'GET' || method === 'HEAD') &&
  (pathname.startsWith('/assets/') || pathname.startsWith('/files/') || /\.[a-z0-9]+$/i.test(pathname));

/**
 * Every reply carries X-Request-Id; the code of a request that may queue jobs runs inside its request context (so
 * the job carries the id); one line per request is logged when it completes (warn for 5xx, debug for a file served
 * to a page), built only when the logger's level keeps it.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // Entered just before the handler (body parsing continues on the socket's events, outside any context), on the
  // routes that write only: once any context is entered, Node tracks every promise of the process (decision 042).
  const enterRequestContext: preValidationHookHandler = (request, _reply, done) => runInRequest(request.id, done);
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => READS.has(method))) return;
    route.preValidation = [...[route.preValidation ?? []].flat(), enterRequestContext];
  });
  app.addHook('onResponse', (request, reply, done) => {
    const pathname = request.url.split('?')[0]!;
    const level =
      reply.statusCode >= 500
        ? 'warn'
        : reply.statusCode < 400 && isFileRead(request.method, pathname)
          ? 'debug'
          : 'info';
    if (keeps(request.log.level, level)) {
      const ms = Math.round(reply.elapsedTime);
      request.log[level](`${request.method} ${pathname} ${reply.statusCode} ${ms} ms`);
    }
    done();
  });
}

/**
 * While the node drains, every reply closes its connection: a kept-alive socket would otherwise hold
 * the closing server open (for the keep-alive timeout) after its last request was answered.
 */
export function registerDrainClose(app: FastifyInstance, draining: () => boolean) {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining()) void reply.header('connection', 'close');
    done(null, payload);
  });
}

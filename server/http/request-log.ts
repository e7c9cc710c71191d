import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { requestIdFrom, runInRequest } from '../core/request-context.js';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The process logger: JSON lines in production; one short coloured line per entry in development
 * (so the first-run admin password does not scroll away).
 */
export function loggerOptions(config: { production: boolean; logLevel: string }) {
  if (config.production) return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: { colorize: true, singleLine: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
    },
  };
}

/** Fastify options: our request id (a sane proxy-given one or a fresh one) and no built-in two-line request logging. */
export const requestIdOptions = () =>
  ({
    genReqId: (req: IncomingMessage) => requestIdFrom(req.headers[REQUEST_ID_HEADER]),
    requestIdHeader: false,
    logController: new LogController({ disableRequestLogging: true }),
  }) satisfies Partial<FastifyServerOptions>;

/**
 * Every reply carries X-Request-Id; the request's code (and the jobs it queues) runs inside its
 * request context; one line per request is logged when it completes (warn for 5xx).
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    runInRequest(request.id, done);
  });
  // Body parsing continues on the socket's events, outside the context: enter it again before the handler.
  app.addHook('preValidation', (request, _reply, done) => runInRequest(request.id, done));
  app.addHook('onResponse', (request, reply, done) => {
    const ms = Math.round(reply.elapsedTime);
    const line = `${request.method} ${request.url.split('?')[0]} ${reply.statusCode} ${ms} ms`;
    if (reply.statusCode >= 500) request.log.warn(line);
    else request.log.info(line);
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

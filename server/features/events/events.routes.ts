import type { FastifyPluginAsync } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { AppDeps } from '../../deps.js';
import { readUser } from '../../http/auth-guard.js';
import { ADMIN_AUDIENCE, type LiveEvent } from './events.service.js';

const HEARTBEAT_MS = 25_000;

/**
 * Server-Sent Events: a signed-in user hears their own changes and the shop-wide ones ('*');
 * admins also hear every order's state change ('admin-orders'); a signed-out visitor hears only the
 * shop-wide ones (new templates).
 */
export const eventsRoutes: FastifyPluginAsync<AppDeps> = async (app, { auth, config, hub }) => {
  const open = new Set<ServerResponse>();
  // preClose: end the streams before the server waits for open connections to finish.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  app.get(
    '/api/events',
    { schema: { tags: ['events'], summary: 'Live updates (text/event-stream)' } },
    async (request, reply) => {
      const user = await readUser(auth, config, request);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (event: LiveEvent) =>
        res.write(`event: ${event.topic}\ndata: ${JSON.stringify(event.data ?? {})}\n\n`);
      res.write(`retry: 3000\nevent: ready\ndata: ${JSON.stringify({ signedIn: Boolean(user) })}\n\n`);
      const unsubscribers = [hub.subscribe('*', send)];
      if (user) unsubscribers.push(hub.subscribe(user.id, send));
      if (user?.isAdmin) unsubscribers.push(hub.subscribe(ADMIN_AUDIENCE, send));
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      open.add(res);
      const cleanup = () => {
        clearInterval(heartbeat);
        unsubscribers.forEach((u) => u());
        open.delete(res);
      };
      request.raw.on('close', cleanup);
      res.on('close', cleanup);
    },
  );
};

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { CLIENT_IP_HEADER } from './auth.js';
import { readableAuthBody } from './auth-messages.js';

/** Better Auth answers everything under /api/auth; Fastify only translates the request and reply. */
export const authRoutes: FastifyPluginAsync<AppDeps> = async (app, { auth, config }) => {
  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, config.publicUrl);
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (value !== undefined && key !== CLIENT_IP_HEADER)
        headers.append(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    // The client address Fastify resolved (socket, or TRUST_PROXY hops): Better Auth keys its limits on it.
    headers.set(CLIENT_IP_HEADER, request.ip);
    const hasBody = request.method !== 'GET' && request.body !== undefined;
    const response = await auth.handler(
      new Request(url, { method: request.method, headers, body: hasBody ? JSON.stringify(request.body) : undefined }),
    );
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    if (!response.body) return reply.send(null);
    return reply.send(
      readableAuthBody(
        response.status,
        response.headers.get('content-type'),
        Buffer.from(await response.arrayBuffer()),
      ),
    );
  }

  // New accounts per client address (request.ip: the socket, or the TRUST_PROXY hops), always on.
  app.post('/api/auth/sign-up/email', {
    schema: { hide: true },
    config: { rateLimit: { max: config.signupsPerHour, timeWindow: '1 hour' } },
    handler,
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    config: { rateLimit: config.production ? { max: 30, timeWindow: '1 minute' } : false },
    handler,
  });
};

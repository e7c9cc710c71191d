import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { templateIdParamsSchema, templateListSchema, templateSchema } from '../../../common/contracts/templates.js';
import { notFound } from '../../core/errors.js';
import { getTemplate, listTemplates } from './templates.service.js';
import { pickEncoding } from '../../http/encoding.js';
import { createJsonCache, type Encoded } from './templates.cache.js';
import type { FastAnswer, Prepared } from '../../http/fast-get.js';

const CACHE_HEADERS = { 'cache-control': 'public, max-age=0, must-revalidate', vary: 'accept-encoding' };
const JSON_TYPE = 'application/json; charset=utf-8';

/** A cached body's answer: 304 on a matching ETag, else the pre-compressed form the client accepts. */
function encodedAnswer(headers: FastifyRequest['headers'], body: Encoded): FastAnswer {
  if (headers['if-none-match'] === body.etag)
    return { status: 304, headers: { etag: body.etag, ...CACHE_HEADERS }, body: null };
  const encoding = pickEncoding(headers['accept-encoding']);
  // Already serialised and compressed once per change; a Buffer bypasses the serialiser.
  if (encoding === 'identity')
    return {
      status: 200,
      headers: { etag: body.etag, ...CACHE_HEADERS, 'content-type': JSON_TYPE },
      body: body.identity,
    };
  return {
    status: 200,
    headers: { etag: body.etag, ...CACHE_HEADERS, 'content-type': JSON_TYPE, 'content-encoding': encoding },
    body: body[encoding],
  };
}

function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: Encoded) {
  const answer = encodedAnswer(request.headers, body);
  return reply
    .code(answer.status)
    .headers(answer.headers)
    .send(answer.body ?? undefined);
}

const DETAIL_PREFIX = '/api/templates/';

export const templatesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, hub }) => {
  // One load for the list and every template by id (hidden ones stay readable by id).
  const cache = createJsonCache(async () => {
    const all = await listTemplates(db, { includeHidden: true });
    return { body: { templates: all.filter((t) => !t.hidden) }, parts: all.map((t) => [t.id, t] as [string, unknown]) };
  });
  const unsubscribe = hub.subscribe('*', (event) => event.topic === 'templates' && cache.invalidate());
  app.addHook('onClose', async () => unsubscribe());
  // The same answers without Fastify's pipeline, once the cache is built (server/http/fast-get.ts), each
  // prepared once per body and variant (304, br, gzip, identity): they depend on nothing else in the request.
  const prepared = new WeakMap<Encoded, Map<string, Prepared>>();
  const fastAnswer = (headers: FastifyRequest['headers'], body: Encoded) => {
    const variant = headers['if-none-match'] === body.etag ? '304' : pickEncoding(headers['accept-encoding']);
    let variants = prepared.get(body);
    if (!variants) prepared.set(body, (variants = new Map<string, Prepared>()));
    let answer = variants.get(variant);
    if (!answer) variants.set(variant, (answer = app.fastGets.prepare(encodedAnswer(headers, body))));
    return answer;
  };
  app.fastGets.add((path, headers) => {
    const built = cache.peek();
    if (!built) return undefined;
    if (path === '/api/templates') return fastAnswer(headers, built);
    if (!path.startsWith(DETAIL_PREFIX)) return undefined;
    const id = path.slice(DETAIL_PREFIX.length);
    // Only ids the route itself would accept (templateIdParamsSchema, one path segment).
    const part = id.length <= 100 && !id.includes('/') ? built.parts.get(id) : undefined;
    return part ? fastAnswer(headers, part) : undefined;
  });

  app.get(
    '/api/templates',
    // compress: false, the bodies are compressed once per change (no per-request compression hooks).
    { compress: false, schema: { tags: ['templates'], response: { 200: templateListSchema } } },
    async (request, reply) => sendEncoded(request, reply as unknown as FastifyReply, await cache.get()) as never,
  );

  app.get(
    '/api/templates/:id',
    { schema: { tags: ['templates'], params: templateIdParamsSchema, response: { 200: templateSchema } } },
    async (request, reply) => {
      const cached = (await cache.get()).parts.get(request.params.id);
      if (cached) return sendEncoded(request, reply, cached) as never;
      // Not in the cache: maybe created a moment ago on another node, before its notification arrived.
      const template = await getTemplate(db, request.params.id);
      if (!template) throw notFound('Template');
      cache.invalidate();
      return template;
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { signedInUser } from '../../http/auth-guard.js';
import { AppError } from '../../core/errors.js';
import { orderIdParamsSchema, orderTimelineSchema } from '../../../common/contracts/order-life.js';
import { approveOrder, cancelOrder } from './order-life.service.js';
import { applyProviderEvent } from './fulfilment.service.js';
import { customerTimeline } from './order-timeline.js';
import { readOrderProof } from './order-proof.js';
import { orderDownloadParamsSchema } from '../../../common/contracts/orders.js';

const user = { access: 'user' as const };
const reply = { 200: orderTimelineSchema };
/** The rate limit of each of the proof's two decisions, Approve and Cancel (the same numbers, set once). */
const proofDecisionLimit = { max: 20, timeWindow: '1 minute' };

/** The customer's side of an order after payment: its timeline, and the proof's Approve / Cancel. Owner only. */
export const orderLifeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { config } = deps;
  const view = { db: deps.db, storage: deps.storage, links: { publicUrl: config.publicUrl, secret: deps.secret } };

  app.get(
    '/api/orders/:id/timeline',
    {
      config: user,
      schema: {
        tags: ['orders'],
        summary: 'History, proof, tracking and downloads of one of your orders',
        params: orderIdParamsSchema,
        response: reply,
      },
    },
    async (request) => {
      const me = signedInUser(request);
      return customerTimeline(view, me.id, request.params.id);
    },
  );

  app.get(
    '/api/orders/:id/items/:index/proof',
    {
      config: user,
      schema: {
        tags: ['orders'],
        summary:
          'The proof of a framed item: a watermarked, reduced image (owner or admin, while the order is not cancelled)',
        description: 'Answers a JPEG. Never the print file: that goes only to the print provider and the admin.',
        params: orderDownloadParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, index } = request.params;
      const body = await readOrderProof(
        {
          db: deps.db,
          storage: deps.storage,
          pool: deps.jobs.pool,
          shopName: deps.settings.current().settings.shop.name,
        },
        { orderId: id, index, viewer: signedInUser(request) },
      );
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'private, max-age=600')
        .header('vary', 'cookie')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );

  app.post(
    '/api/orders/:id/approve',
    {
      config: { ...user, rateLimit: proofDecisionLimit },
      schema: {
        tags: ['orders'],
        summary: 'Approve the proof: the print goes into production',
        params: orderIdParamsSchema,
        response: reply,
      },
    },
    async (request) => {
      const me = signedInUser(request);
      await approveOrder(deps, { orderId: request.params.id, actor: 'customer', userId: me.id });
      return customerTimeline(view, me.id, request.params.id);
    },
  );

  app.post(
    '/api/orders/:id/cancel',
    {
      config: { ...user, rateLimit: proofDecisionLimit },
      schema: {
        tags: ['orders'],
        summary: 'Cancel at the proof, with a full refund',
        params: orderIdParamsSchema,
        response: reply,
      },
    },
    async (request) => {
      const me = signedInUser(request);
      await cancelOrder(deps, { orderId: request.params.id, actor: 'customer', userId: me.id });
      return customerTimeline(view, me.id, request.params.id);
    },
  );

  await app.register(printfulWebhookRoutes, deps);
};

/** Printful's signed webhook, in its own plugin for the raw-body parser its signature needs. */
const printfulWebhookRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1_000_000 }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/api/fulfilment/printful/webhook',
    {
      config: { origin: 'webhook' },
      schema: {
        tags: ['orders'],
        summary: 'Printful webhook (signed)',
        response: { 200: z.object({ received: z.boolean(), outcome: z.string() }) },
      },
    },
    async (request) => {
      const { fulfilment } = deps;
      if (!fulfilment.verifyWebhook)
        throw new AppError('NOT_FOUND', 'Printful is not the print provider of this shop.');
      if (!Buffer.isBuffer(request.body)) throw new AppError('BAD_REQUEST', 'Missing webhook body.');
      const signature = request.headers['x-pf-webhook-signature'];
      const event = fulfilment.verifyWebhook(request.body, typeof signature === 'string' ? signature : undefined);
      if (!event) return { received: true, outcome: 'ignored' };
      const outcome = await applyProviderEvent(deps, event);
      if (outcome === 'unknown_order')
        request.log.warn({ externalId: event.externalId }, 'printful webhook for an unknown order');
      return { received: true, outcome };
    },
  );
};

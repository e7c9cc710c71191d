import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import {
  adminOrderDetailSchema,
  adminOrderListSchema,
  adminStateFilterSchema,
  orderIdParamsSchema,
  resendEmailBodySchema,
  resendEmailReplySchema,
} from '../../../common/contracts/order-life.js';
import { cancelOrder } from './order-life.service.js';
import { retryOrder } from './fulfilment.service.js';
import { adminOrderDetail, listOrdersByState } from './order-timeline.js';
import { resendNotice } from './order-notices.js';

const admin = { access: 'admin' as const };
const detail = { 200: adminOrderDetailSchema };

/** The admin desk's side of an order's life: filter by state, history, retry, cancel with refund, resend an e-mail. */
export const orderLifeAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, mailer, config } = deps;
  const view = { db, storage: deps.storage, links: { publicUrl: config.publicUrl, secret: deps.secret } };

  app.get(
    '/api/admin/orders/state/:state',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Orders in one state (or needs_attention), newest change first',
        params: z.object({ state: adminStateFilterSchema }),
        response: { 200: adminOrderListSchema },
      },
    },
    async (request) => listOrdersByState(view, request.params.state),
  );

  app.get(
    '/api/admin/orders/:id/history',
    { config: admin, schema: { tags: ['admin'], params: orderIdParamsSchema, response: detail } },
    async (request) => adminOrderDetail(view, request.params.id),
  );

  app.post(
    '/api/admin/orders/:id/retry',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Retry a failed submission or refund',
        params: orderIdParamsSchema,
        response: detail,
      },
    },
    async (request) => {
      await retryOrder(deps, request.params.id);
      return adminOrderDetail(view, request.params.id);
    },
  );

  app.post(
    '/api/admin/orders/:id/cancel',
    {
      config: admin,
      schema: { tags: ['admin'], summary: 'Cancel with a full refund', params: orderIdParamsSchema, response: detail },
    },
    async (request) => {
      await cancelOrder(deps, { orderId: request.params.id, actor: 'admin' });
      return adminOrderDetail(view, request.params.id);
    },
  );

  app.post(
    '/api/admin/orders/:id/resend-email',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Send a status e-mail the customer already had once again',
        params: orderIdParamsSchema,
        body: resendEmailBodySchema,
        response: { 200: resendEmailReplySchema },
      },
    },
    async (request) => {
      await resendNotice({ db, mailer, publicUrl: config.publicUrl }, request.params.id, request.body.kind);
      return { sent: true as const };
    },
  );
};

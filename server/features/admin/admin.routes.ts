import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { signedInUser } from '../../http/auth-guard.js';
import {
  adminOrderListSchema,
  adminOrderParamsSchema,
  adminOrdersQuerySchema,
  adminTemplateListSchema,
  generatedTemplateSchema,
  generateTemplateBodySchema,
  referencePetSchema,
  templateCreateBodySchema,
  templateMockupBodySchema,
  templateMockupSchema,
  templateUpdateBodySchema,
  testEmailReplySchema,
} from '../../../common/contracts/admin.js';
import { orderSchema } from '../../../common/contracts/orders.js';
import { templateIdParamsSchema as templateId, templateSchema } from '../../../common/contracts/templates.js';
import {
  addTemplate,
  deleteTemplate,
  generateTemplate,
  listAllTemplates,
  makeTemplateMockup,
  pickReferencePet,
  publishTemplateImage,
  updateTemplate,
} from './admin-templates.service.js';
import { completeOrder, listAllOrders, sendTestEmail } from './admin-orders.service.js';

const admin = { access: 'admin' as const };

/** Admin desk: template authoring and the order desk. Every route is admin-only (config.access). */
export const adminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, storage, ai, mailer, config } = deps;

  app.get(
    '/api/admin/reference-pet',
    {
      config: admin,
      schema: { tags: ['admin'], summary: 'A random image from dog_cat/', response: { 200: referencePetSchema } },
    },
    async () => pickReferencePet(storage),
  );

  app.post(
    '/api/generate-template',
    {
      config: { ...admin, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { tags: ['admin'], body: generateTemplateBodySchema, response: { 200: generatedTemplateSchema } },
    },
    async (request) => generateTemplate({ db, storage, ai }, { adminId: signedInUser(request).id, ...request.body }),
  );

  app.post(
    '/api/printful-mockup',
    {
      config: { ...admin, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        summary: 'A framed mockup of a template image (built-in engine, or Printful when configured)',
        body: templateMockupBodySchema,
        response: { 200: templateMockupSchema },
      },
    },
    async (request) =>
      makeTemplateMockup(
        { db, storage, mockups: deps.mockups },
        { adminId: signedInUser(request).id, ...request.body },
      ),
  );

  app.get(
    '/api/admin/templates',
    { config: admin, schema: { tags: ['admin'], response: { 200: adminTemplateListSchema } } },
    async () => ({
      templates: await listAllTemplates(db),
    }),
  );

  app.post(
    '/api/admin/templates',
    { config: admin, schema: { tags: ['admin'], body: templateCreateBodySchema, response: { 201: templateSchema } } },
    async (request, reply) => {
      return reply.status(201).send(await addTemplate({ db, storage }, request.body));
    },
  );

  app.patch(
    '/api/admin/templates/:id',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        params: templateId,
        body: templateUpdateBodySchema,
        response: { 200: templateSchema },
      },
    },
    async (request) => {
      const { image, ...rest } = request.body;
      return updateTemplate(db, request.params.id, {
        ...rest,
        ...(image !== undefined ? { image: await publishTemplateImage(storage, image) } : {}),
      });
    },
  );

  app.delete(
    '/api/admin/templates/:id',
    { config: admin, schema: { tags: ['admin'], params: templateId, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteTemplate(db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/admin/orders',
    {
      config: admin,
      schema: { tags: ['admin'], querystring: adminOrdersQuerySchema, response: { 200: adminOrderListSchema } },
    },
    async (request) => ({
      orders: await listAllOrders(db, storage, request.query.status),
    }),
  );

  app.post(
    '/api/admin/orders/:id/complete',
    { config: admin, schema: { tags: ['admin'], params: adminOrderParamsSchema, response: { 200: orderSchema } } },
    async (request) =>
      completeOrder(db, mailer, { orderId: request.params.id, accountUrl: `${config.publicUrl}/account` }),
  );

  app.post(
    '/api/test-email',
    {
      config: { ...admin, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: ['admin'], response: { 200: testEmailReplySchema } },
    },
    async (request) => sendTestEmail(mailer, signedInUser(request).email),
  );
};

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { requireAdmin } from '../../http/auth-guard.js';
import { AppError } from '../../core/errors.js';
import { templateSchema } from '../../../common/contracts/templates.js';
import { createTemplate, listTemplates } from '../templates/templates.service.js';
import { deleteTemplate, generateTemplate, makeTemplateMockup, pickReferencePet, publishTemplateImage, updateTemplate } from './admin-templates.service.js';
import { completeOrder, listAllOrders, sendTestEmail } from './admin-orders.service.js';

const admin = { access: 'admin' as const };
const templateId = z.object({ id: z.string().min(1).max(100) });
const imageUrl = z.string().trim().min(1).max(2000);
const templateFields = {
  name: z.string().trim().min(1, 'Name is required.').max(80),
  description: z.string().trim().min(1, 'Description is required.').max(600),
  prompt: z.string().trim().min(1, 'Please enter a prompt to generate the template.').max(3000),
  image: imageUrl,
  subtitle: z.string().trim().max(60).nullish(),
  priceCents: z.number().int().min(100).max(100_000).nullish(),
};

/** Admin desk: template authoring and the order desk. Every route is admin-only (config.access). */
export const adminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, storage, ai, mailer, auth, config } = deps;

  app.get('/api/admin/reference-pet', { config: admin, schema: { tags: ['admin'], summary: 'A random image from dog_cat/' } }, async () => pickReferencePet(storage));

  app.post(
    '/api/generate-template',
    {
      config: { ...admin, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        body: z.object({ userPrompt: z.string().trim().min(1, 'Please enter a prompt to generate the template.').max(2000), referenceImageUrl: imageUrl }),
        response: { 200: z.object({ name: z.string(), short: z.string(), description: z.string(), imageUrl: z.string() }) },
      },
    },
    async (request) => {
      const user = await requireAdmin(auth, config, request);
      return generateTemplate({ db, storage, ai }, { adminId: user.id, ...request.body });
    },
  );

  app.post(
    '/api/printful-mockup',
    {
      config: { ...admin, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        summary: 'A framed mockup of a template image (built-in engine, or Printful when configured)',
        body: z.object({ imageUrl, size: z.enum(['small', 'medium', 'large']).default('medium'), color: z.enum(['black', 'white', 'red_oak']).default('black') }),
        response: { 200: z.object({ mockupUrl: z.string() }) },
      },
    },
    async (request) => {
      const user = await requireAdmin(auth, config, request);
      return makeTemplateMockup({ db, storage, mockups: deps.mockups }, { adminId: user.id, ...request.body });
    },
  );

  app.get('/api/admin/templates', { config: admin, schema: { tags: ['admin'], response: { 200: z.object({ templates: z.array(templateSchema) }) } } }, async () => ({
    templates: await listTemplates(db, { includeHidden: true }),
  }));

  app.post('/api/admin/templates', { config: admin, schema: { tags: ['admin'], body: z.object(templateFields), response: { 201: templateSchema } } }, async (request, reply) => {
    const { image, ...rest } = request.body;
    return reply.status(201).send(await createTemplate(db, { ...rest, image: await publishTemplateImage(storage, image), sortOrder: 1000 }));
  });

  app.patch(
    '/api/admin/templates/:id',
    { config: admin, schema: { tags: ['admin'], params: templateId, body: z.object({ ...templateFields, hidden: z.boolean(), sortOrder: z.number().int() }).partial(), response: { 200: templateSchema } } },
    async (request) => {
      const { image, ...rest } = request.body;
      return updateTemplate(db, request.params.id, { ...rest, ...(image !== undefined ? { image: await publishTemplateImage(storage, image) } : {}) });
    },
  );

  app.delete('/api/admin/templates/:id', { config: admin, schema: { tags: ['admin'], params: templateId, response: { 204: z.null() } } }, async (request, reply) => {
    await deleteTemplate(db, request.params.id);
    return reply.status(204).send(null);
  });

  app.get(
    '/api/admin/orders',
    { config: admin, schema: { tags: ['admin'], querystring: z.object({ status: z.enum(['active', 'completed', 'all']).default('active') }) } },
    async (request) => ({ orders: await listAllOrders(db, storage, request.query.status) }),
  );

  app.post('/api/admin/orders/:id/complete', { config: admin, schema: { tags: ['admin'], params: z.object({ id: z.string().max(40) }) } }, async (request) =>
    completeOrder(db, mailer, { orderId: request.params.id, accountUrl: `${config.publicUrl}/account` }),
  );

  app.post(
    '/api/test-email',
    { config: { ...admin, rateLimit: { max: 10, timeWindow: '1 minute' } }, schema: { tags: ['admin'], response: { 200: z.object({ success: z.boolean(), error: z.string().optional() }) } } },
    async (request) => {
      const user = await requireAdmin(auth, config, request);
      return sendTestEmail(mailer, user.email);
    },
  );
};

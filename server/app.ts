import Fastify, { type FastifyReply, type FastifySchema, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.js';
import { registerErrorHandler } from './http/errors.js';
import { validatorCompiler } from './http/validation.js';
import { computeSecurityHeaders, registerSecurityHeaders } from './http/security-headers.js';
import { createFastGets } from './http/fast-get.js';
import { registerAccessHook } from './http/auth-guard.js';
import { databaseRateLimitStore } from './db/rate-limit-store.js';
import { registerInputHygiene } from './http/input-hygiene.js';
import { registerOriginCheck } from './http/origin-check.js';
import { REQUEST_ID_HEADER, registerDrainClose, registerRequestLog, requestIdOptions } from './http/request-log.js';
import { healthRoutes } from './features/health/health.routes.js';
import { metricsRoutes } from './features/metrics/metrics.routes.js';
import { backupRoutes } from './features/metrics/backup.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { accountRoutes } from './features/account/account.routes.js';
import { contactRoutes } from './features/account/contact.routes.js';
import { templatesRoutes } from './features/templates/templates.routes.js';
import { tokensRoutes } from './features/tokens/tokens.routes.js';
import { paymentsRoutes } from './features/payments/payments.routes.js';
import { referralsRoutes } from './features/referrals/referrals.routes.js';
import { uploadsRoutes } from './features/uploads/uploads.routes.js';
import { photoCheckRoutes } from './features/uploads/photo-check.routes.js';
import { generationRoutes } from './features/generation/generation.routes.js';
import { jobsRoutes } from './features/generation/jobs.routes.js';
import { libraryRoutes } from './features/library/library.routes.js';
import { framingRoutes } from './features/framing/framing.routes.js';
import { cartRoutes } from './features/cart/cart.routes.js';
import { ordersRoutes } from './features/orders/orders.routes.js';
import { adminRoutes } from './features/admin/admin.routes.js';
import { orderLifeRoutes } from './features/orders/order-life.routes.js';
import { orderLifeAdminRoutes } from './features/orders/order-life-admin.routes.js';
import { eventsRoutes } from './features/events/events.routes.js';
import { devRoutes } from './features/dev/dev.routes.js';
import { filesRoutes } from './features/files/files.routes.js';
import { spaRoutes } from './features/spa/spa.routes.js';
import { publicConfig } from './features/account/public-config.js';
import { settingsRoutes } from './features/settings/settings.routes.js';

/** TRUST_PROXY as a hop count: the n nearest hops are our proxies. */
const hops = (n: number) => (_address: string, hop: number) => hop < n;

/** fastGets: false sends every request through Fastify (the fast path's equivalence test compares both). */
export type BuildOptions = { logger?: FastifyServerOptions['logger']; distDir?: string; fastGets?: boolean };

/** Every plugin and feature, registered by hand, in order. */
export async function buildApp(deps: AppDeps, opts: BuildOptions = {}) {
  const fastGets = createFastGets(computeSecurityHeaders());
  const app = Fastify({
    serverFactory: fastGets.serverFactory,
    logger: opts.logger ?? false,
    ...requestIdOptions(),
    bodyLimit: 1_000_000,
    trustProxy: typeof deps.config.trustProxy === 'number' ? hops(deps.config.trustProxy) : deps.config.trustProxy,
    frameworkErrors: (err, request, reply) => {
      const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      void (reply as unknown as FastifyReply)
        .code(status)
        .header(REQUEST_ID_HEADER, request.id)
        .send({
          error: {
            code: 'BAD_REQUEST',
            message: status === 414 ? 'The address is too long.' : 'The address is not valid.',
          },
        });
    },
  }).withTypeProvider<ZodTypeProvider>();
  // Every route the app serves, for the authorization matrix test (it fails on an unlisted route).
  const routeList: { method: string; url: string; access: string; schema?: FastifySchema }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    for (const method of methods)
      if (method !== 'HEAD')
        routeList.push({ method, url: route.url, access: route.config?.access ?? 'public', schema: route.schema });
    // Fastify never reads a GET or HEAD body, so @fastify/compress's request decompression (a preParsing hook) has nothing to do there.
    if (route.decompress === undefined && methods.every((m) => m === 'GET' || m === 'HEAD')) route.decompress = false;
  });
  app.decorate('routeList', routeList);
  app.decorate('fastGets', fastGets);
  // Fastify logs each request at info ('incoming request', 'request completed'); the fast path does not, so it stays off then.
  if (opts.fastGets === false || ['trace', 'debug', 'info'].includes(app.log.level)) fastGets.disable();
  // While closing, Fastify answers new requests itself (503).
  app.addHook('preClose', (done) => {
    fastGets.disable();
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLog(app);
  registerDrainClose(app, () => deps.lifecycle.phase === 'draining');

  registerSecurityHeaders(app);
  registerInputHygiene(app);
  registerOriginCheck(app, deps.config.origins);
  await registerAccessHook(app, deps.auth, deps.config, deps.sessions);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // Counted in the database by default, so the limits hold across every API node.
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(deps.config.rateLimitStore === 'database' ? { store: databaseRateLimitStore(deps.db) } : {}),
  });
  // First of the routes, so that the metrics' onRoute hook counts every one of them (the API docs' too).
  await app.register(metricsRoutes, deps);
  // The API's map (every admin route included) is public in development only, unless API_DOCS=1.
  if (deps.config.apiDocs) {
    await app.register(swagger, {
      openapi: { info: { title: 'Pawtrait Studio API', version: '1.0.0' } },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }

  await app.register(backupRoutes, deps);
  await app.register(healthRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(contactRoutes, deps);
  await app.register(templatesRoutes, deps);
  await app.register(tokensRoutes, deps);
  await app.register(paymentsRoutes, deps);
  await app.register(referralsRoutes, deps);
  await app.register(uploadsRoutes, deps);
  await app.register(photoCheckRoutes, deps);
  await app.register(generationRoutes, deps);
  await app.register(jobsRoutes, deps);
  await app.register(libraryRoutes, deps);
  await app.register(framingRoutes, deps);
  await app.register(cartRoutes, deps);
  await app.register(ordersRoutes, deps);
  await app.register(adminRoutes, deps);
  await app.register(settingsRoutes, deps);
  await app.register(orderLifeRoutes, deps);
  await app.register(orderLifeAdminRoutes, deps);
  await app.register(eventsRoutes, deps);
  await app.register(filesRoutes, deps);
  if (!deps.config.production) await app.register(devRoutes, deps);
  if (deps.config.serveSpa && opts.distDir)
    await app.register(spaRoutes, {
      distDir: opts.distDir,
      db: deps.db,
      hub: deps.hub,
      settings: deps.settings,
      publicUrl: deps.config.publicUrl,
      publicConfig: publicConfig(deps.config, deps.payments),
    });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    routeList: { method: string; url: string; access: string; schema?: FastifySchema }[];
  }
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { signedInUser } from '../../http/auth-guard.js';
import {
  adminSettingsSchema,
  publicSettingsSchema,
  saveSettingsBodySchema,
  settingsVersionParamsSchema,
} from '../../../common/contracts/settings.js';

const admin = { access: 'admin' as const };

/** The storefront settings: read by everyone (the SPA), edited, versioned and restored at the admin desk. */
export const settingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { settings }) => {
  const author = (request: Parameters<typeof signedInUser>[0]) => {
    const user = signedInUser(request);
    return { id: user.id, email: user.email };
  };
  const withVersions = async () => ({ ...settings.current(), versions: await settings.versions() });

  app.get(
    '/api/settings',
    {
      schema: { tags: ['settings'], summary: 'The live storefront settings', response: { 200: publicSettingsSchema } },
    },
    async () => settings.current(),
  );

  app.get(
    '/api/admin/settings',
    { config: admin, schema: { tags: ['admin'], response: { 200: adminSettingsSchema } } },
    withVersions,
  );

  app.put(
    '/api/admin/settings',
    {
      config: { ...admin, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { tags: ['admin'], body: saveSettingsBodySchema, response: { 200: adminSettingsSchema } },
    },
    async (request) => {
      await settings.save({ ...request.body, author: author(request) });
      return withVersions();
    },
  );

  app.post(
    '/api/admin/settings/versions/:id/restore',
    {
      config: { ...admin, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { tags: ['admin'], params: settingsVersionParamsSchema, response: { 200: adminSettingsSchema } },
    },
    async (request) => {
      await settings.restore({ versionId: request.params.id, author: author(request) });
      return withVersions();
    },
  );
};

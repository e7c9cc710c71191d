import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { signedInUser } from '../../http/auth-guard.js';
import {
  contactPatchSchema,
  contactReplySchema,
  profilePatchSchema,
  profileReplySchema,
  type Contact,
} from '../../../common/contracts/account.js';
import { readContact, saveContact, saveProfileName } from './contact.service.js';

/** The contact and shipping details saved on the account (checkout fills them in), and the customer's name. */
export const contactRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const user = { access: 'user' as const };

  app.get(
    '/api/me/contact',
    { config: user, schema: { tags: ['account'], response: { 200: contactReplySchema } } },
    async (request) => ({
      contact: await readContact(db, signedInUser(request).id),
    }),
  );

  app.put(
    '/api/me/contact',
    { config: user, schema: { tags: ['account'], body: contactPatchSchema, response: { 200: contactReplySchema } } },
    async (request) => {
      const userId = signedInUser(request).id;
      const current = (await readContact(db, userId)) ?? ({} as Partial<Contact>);
      const sent = Object.fromEntries(Object.entries(request.body).filter(([, v]) => v !== undefined));
      const merged = { ...current, ...sent } as Contact;
      await saveContact(db, userId, merged);
      return { contact: merged };
    },
  );

  app.put(
    '/api/me/profile',
    { config: user, schema: { tags: ['account'], body: profilePatchSchema, response: { 200: profileReplySchema } } },
    async (request) => saveProfileName(db, signedInUser(request).id, request.body.name),
  );
};

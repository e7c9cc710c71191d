import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { readUser } from '../../http/auth-guard.js';
import { notFound } from '../../core/errors.js';
import { fileAccess } from './files.service.js';
import { signedLinkQuerySchema } from '../../../common/contracts/orders.js';
import { avifTwin, hasAvifTwin } from '../../../common/page-images.js';

const acceptsAvif = (accept: string | undefined) => /(^|,)\s*image\/avif\s*(;|,|$)/i.test(accept ?? '');

/**
 * Our stored files. Public-by-nature files (templates/, dog_cat/, samples/) go to anyone and are
 * cached for a year. Everything else is private (decision 007): its owner (the user id in the key,
 * or the upload record of older keys) or the admin with a session, or anyone with an unexpired
 * signed link. Whether a private file exists is never revealed: signed out or
 * someone else's, the answer is the same 404 as for a missing file.
 */
export const filesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { storage, db, auth, config, secret }) => {
  app.get(
    '/files/*',
    {
      schema: {
        hide: true,
        params: z.object({ '*': z.string().max(500) }),
        querystring: signedLinkQuerySchema,
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const access = await fileAccess({ db, secret }, key, {
        ...request.query,
        viewer: () => readUser(auth, config, request),
      });
      if (!access) throw notFound('File');
      const isPublic = access === 'public';
      if (!isPublic && storage.redirectsToStore) {
        if (!(await storage.exists(key))) throw notFound('File');
        return reply.header('cache-control', 'private, max-age=300').redirect(await storage.signedUrl(key), 302);
      }
      // A browser that takes AVIF gets a preview's AVIF twin at the same URL (decision 067): the page, its preload and
      // every srcset stay one set of URLs, and a cache keeps both answers apart by the Accept header.
      const twin = hasAvifTwin(key);
      const file =
        (twin && acceptsAvif(request.headers.accept) ? await storage.get(avifTwin(key)) : null) ??
        (await storage.get(key));
      if (!file) throw notFound('File');
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', isPublic ? 'public, max-age=31536000, immutable' : 'private, max-age=3600')
        .header('vary', isPublic ? (twin ? 'accept, accept-encoding' : 'accept-encoding') : 'cookie')
        .send(file.body);
    },
  );
};

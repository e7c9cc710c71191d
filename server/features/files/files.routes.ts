import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { isPublicKey, isSafeKey, ownerOfKey, verifyFileSignature } from '../../adapters/storage/storage.port.js';
import { orders, uploads } from '../../db/schema.js';
import { readUser } from '../../http/auth-guard.js';
import { notFound } from '../../core/errors.js';

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
        querystring: z.object({ exp: z.coerce.number().int().optional(), sig: z.string().max(100).optional() }),
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isSafeKey(key)) throw notFound('File');
      const isPublic = isPublicKey(key);
      if (!isPublic) {
        const { exp, sig } = request.query;
        const signed = exp !== undefined && sig !== undefined && verifyFileSignature(secret, key, exp, sig);
        if (!signed) {
          const user = await readUser(auth, config, request);
          if (!user || (!user.isAdmin && (await ownerOf(key)) !== user.id)) throw notFound('File');
        }
        if (storage.redirectsToStore) {
          if (!(await storage.exists(key))) throw notFound('File');
          return reply.header('cache-control', 'private, max-age=300').redirect(await storage.signedUrl(key), 302);
        }
      }
      const file = await storage.get(key);
      if (!file) throw notFound('File');
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', isPublic ? 'public, max-age=31536000, immutable' : 'private, max-age=3600')
        .header('vary', isPublic ? 'accept-encoding' : 'cookie')
        .send(file.body);
    },
  );

  /**
   * The owner of a private key: its user segment, an order's customer for the order's pictures
   * (order-images/{orderId}/), or for older upload keys the upload record. An order's print file
   * (orders/{orderId}/) is the admin's only: a framed print does not buy the full-resolution file.
   */
  async function ownerOf(key: string): Promise<string | null> {
    if (key.startsWith('orders/') || key.startsWith('printful/')) return null;
    if (key.startsWith('order-images/')) {
      const orderId = ownerOfKey(key);
      const [order] = orderId ? await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)) : [];
      return order?.userId ?? null;
    }
    const segment = ownerOfKey(key);
    if (segment) return segment;
    const [row] = await db.select({ userId: uploads.userId }).from(uploads).where(eq(uploads.key, key));
    return row?.userId ?? null;
  }
};

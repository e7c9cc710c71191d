import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { signedInUser } from '../../http/auth-guard.js';
import { cartAddBodySchema, cartItemParamsSchema, cartSchema } from '../../../common/contracts/cart.js';
import { addCartItems, clearCart, listCart, removeCartItem } from './cart.service.js';

const user = { access: 'user' as const };

/** The signed-in customer's cart. Changes are pushed live to every open tab ('cart' event). */
export const cartRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, storage }) => {
  app.get('/api/cart', { config: user, schema: { tags: ['cart'], response: { 200: cartSchema } } }, async (request) => {
    const userId = signedInUser(request).id;
    return { items: await listCart(db, storage, userId) };
  });

  app.post(
    '/api/cart/items',
    {
      config: user,
      schema: {
        tags: ['cart'],
        summary: 'Add one item or copy a guest cart up (merged without duplicates)',
        body: cartAddBodySchema,
        response: { 200: cartSchema },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      return { items: await addCartItems(db, storage, userId, request.body.items) };
    },
  );

  app.delete(
    '/api/cart/items/:id',
    { config: user, schema: { tags: ['cart'], params: cartItemParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeCartItem(db, signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/cart',
    { config: user, schema: { tags: ['cart'], response: { 204: z.null() } } },
    async (request, reply) => {
      await clearCart(db, signedInUser(request).id);
      return reply.status(204).send(null);
    },
  );
};

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../http/auth-guard.js';
import { cartItemInputSchema, cartItemSchema } from '../../../common/contracts/cart.js';
import { addCartItems, clearCart, listCart, removeCartItem, withAvailability, MAX_CART_ITEMS } from './cart.service.js';

/** `unavailable`: the line's portrait no longer exists (deleted or expired); checkout refuses it by name. */
const cartReply = z.object({ items: z.array(cartItemSchema.extend({ unavailable: z.boolean() })) });

/** The signed-in customer's cart. Changes are pushed live to every open tab ('cart' event). */
export const cartRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, storage, auth, config }) => {
  app.get('/api/cart', { config: { access: 'user' }, schema: { tags: ['cart'], response: { 200: cartReply } } }, async (request) => {
    const user = await requireUser(auth, config, request);
    return { items: await withAvailability(db, storage, user.id, await listCart(db, user.id)) };
  });

  app.post(
    '/api/cart/items',
    {
      config: { access: 'user' },
      schema: {
        tags: ['cart'],
        summary: 'Add one item or copy a guest cart up (merged without duplicates)',
        body: z.object({ items: z.array(cartItemInputSchema).min(1).max(MAX_CART_ITEMS) }),
        response: { 200: cartReply },
      },
    },
    async (request) => {
      const user = await requireUser(auth, config, request);
      return { items: await withAvailability(db, storage, user.id, await addCartItems(db, user.id, request.body.items)) };
    },
  );

  app.delete('/api/cart/items/:id', { config: { access: 'user' }, schema: { tags: ['cart'], params: z.object({ id: z.string().max(80) }), response: { 204: z.null() } } }, async (request, reply) => {
    const user = await requireUser(auth, config, request);
    await removeCartItem(db, user.id, request.params.id);
    return reply.status(204).send(null);
  });

  app.delete('/api/cart', { config: { access: 'user' }, schema: { tags: ['cart'], response: { 204: z.null() } } }, async (request, reply) => {
    const user = await requireUser(auth, config, request);
    await clearCart(db, user.id);
    return reply.status(204).send(null);
  });
};

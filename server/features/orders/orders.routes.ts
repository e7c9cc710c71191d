import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { requireUser, readUser } from '../../http/auth-guard.js';
import { AppError } from '../../http/errors.js';
import { colorSchema, contactSchema, itemSizeSchema, type Contact } from '../../../common/schemas.js';
import { getOrder, listOrders, readContact, readOrderDownload, saveContact, startCartCheckout } from './orders.service.js';
import { verifyDownload } from './order-ids.js';

const checkoutItem = z.object({
  imageUrl: z.string().max(2000).optional(),
  artworkUrl: z.string().max(2000).optional(),
  size: itemSizeSchema,
  color: colorSchema.nullish(),
  templateName: z.string().max(120).nullish(),
  mockupUrls: z.array(z.string().max(2000)).max(6).optional(),
  id: z.string().max(80).optional(),
  // Accepted and ignored: the server prices from its own catalog.
  price: z.unknown().optional(),
  priceCents: z.unknown().optional(),
});

// TODO(contracts): use the digital-only contact variant from common/contracts/account.ts once merged.
/** A digital-only order's contact: name and e-mail; an address, when sent, is dropped (nothing ships). */
const digitalContactSchema = contactSchema.omit({ address: true });

/** A partial contact: only the fields sent are written (no defaults filled in over saved values). */
const contactPatch = z.object({
  email: contactSchema.shape.email.optional(),
  subscribe: z.boolean().optional(),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().min(1, 'Last name is required.').max(100).optional(),
  phone: z.string().trim().max(40).optional(),
  address: contactSchema.shape.address.optional(),
});

export const ordersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, storage, auth, config, payments, secret } = deps;
  const links = { publicUrl: config.publicUrl, secret };

  app.post(
    '/api/create-cart-payment-intent',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, access: 'user' },
      schema: {
        tags: ['orders'],
        summary: 'Price the cart on the server, store the pending order and open its payment',
        // The contact is checked below: a digital-only order needs no shipping address.
        body: z.object({ items: z.array(checkoutItem).min(1, 'Your cart is empty.').max(50), uid: z.string().max(200).nullish(), contact: z.record(z.string(), z.unknown()).optional() }),
        response: { 200: z.object({ clientSecret: z.string(), orderId: z.string(), paymentId: z.string(), amountCents: z.number() }) },
      },
    },
    async (request) => {
      const user = await requireUser(auth, config, request);
      const { items, uid, contact: given } = request.body;
      if (uid && uid !== user.id) throw new AppError('FORBIDDEN', 'You can only check out your own cart.');
      const contact = given ?? (await readContact(db, user.id));
      const digitalOnly = items.every((i) => i.size === 'digital');
      // A digital-only order keeps a valid address it was given, and needs none.
      const full = contactSchema.safeParse(contact);
      const parsed = full.success || !digitalOnly ? full : digitalContactSchema.safeParse(contact);
      if (!parsed.success) {
        throw new AppError('BAD_REQUEST', digitalOnly ? 'Please fill in your name and e-mail first.' : 'Please fill in your contact and shipping details first.');
      }
      const checkoutItems = items.map((i) => {
        const imageUrl = i.imageUrl ?? i.artworkUrl;
        if (!imageUrl) throw new AppError('BAD_REQUEST', 'Every item needs its image.');
        return { imageUrl, size: i.size, color: i.color, templateName: i.templateName, mockupUrls: i.mockupUrls, cartItemId: i.id };
      });
      return startCartCheckout({ db, storage, payments }, { userId: user.id, items: checkoutItems, contact: parsed.data });
    },
  );

  app.get(
    '/api/orders',
    { config: { access: 'user' }, schema: { tags: ['orders'], querystring: z.object({ limit: z.coerce.number().int().min(1).max(25).default(25), before: z.iso.datetime().optional() }) } },
    async (request) => {
      const user = await requireUser(auth, config, request);
      const { limit, before } = request.query;
      return { orders: await listOrders(db, user.id, { limit, before: before ? new Date(before) : undefined }, links) };
    },
  );

  app.get(
    '/api/orders/:id',
    { config: { access: 'user' }, schema: { tags: ['orders'], summary: "One order: its owner's (or the admin's); anything else is 404 \"We couldn't find that order.\"", params: z.object({ id: z.string().max(40) }) } },
    async (request) => {
    const user = await requireUser(auth, config, request);
    return getOrder(db, user, request.params.id, links);
    },
  );

  app.get(
    '/api/orders/:id/items/:index/download',
    {
      schema: {
        tags: ['orders'],
        summary: 'Full-resolution file of a paid digital item (session, or the signed link from the e-mail)',
        params: z.object({ id: z.string().max(40), index: z.coerce.number().int().min(0).max(49) }),
        querystring: z.object({ exp: z.coerce.number().int().optional(), sig: z.string().max(100).optional() }),
      },
    },
    async (request, reply) => {
      const { id, index } = request.params;
      const { exp, sig } = request.query;
      const signed = exp !== undefined && sig !== undefined && verifyDownload(secret, id, index, exp, sig);
      const user = signed ? null : await readUser(auth, config, request);
      if (!signed && !user) throw new AppError('UNAUTHENTICATED', 'Please sign in first.');
      const file = await readOrderDownload(db, storage, { orderId: id, index, userId: user?.id, signed });
      return reply
        .header('content-type', 'image/jpeg')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );

  app.get('/api/me/contact', { config: { access: 'user' }, schema: { tags: ['account'] } }, async (request) => {
    const user = await requireUser(auth, config, request);
    return { contact: await readContact(db, user.id) };
  });

  app.put('/api/me/contact', { config: { access: 'user' }, schema: { tags: ['account'], body: contactPatch } }, async (request) => {
    const user = await requireUser(auth, config, request);
    const current = (await readContact(db, user.id)) ?? ({} as Partial<Contact>);
    const sent = Object.fromEntries(Object.entries(request.body).filter(([, v]) => v !== undefined));
    const merged = { ...current, ...sent } as Contact;
    await saveContact(db, user.id, merged);
    return { contact: merged };
  });
};

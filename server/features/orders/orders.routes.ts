import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { readUser, signedInUser } from '../../http/auth-guard.js';
import { AppError } from '../../core/errors.js';
import { contactSchema, digitalContactSchema } from '../../../common/contracts/account.js';
import { customerMessage } from '../../../common/contracts/messages.js';
import {
  cartPaymentIntentBodySchema,
  cartPaymentIntentReplySchema,
  orderDownloadParamsSchema,
  orderListQuerySchema,
  orderListSchema,
  orderParamsSchema,
  orderSchema,
  signedLinkQuerySchema,
} from '../../../common/contracts/orders.js';
import { getOrder, listOrders, readContact, readOrderDownload, startCartCheckout } from './orders.service.js';
import { verifyDownload } from './order-ids.js';
import { downloadProblem, downloadProblemPath, wantsPage } from './download-problem.js';

export const ordersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, storage, auth, config, payments, secret } = deps;
  const user = { access: 'user' as const };
  const links = { publicUrl: config.publicUrl, secret };

  app.post(
    '/api/create-cart-payment-intent',
    {
      config: { ...user, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'Price the cart on the server, store the pending order and open its payment',
        body: cartPaymentIntentBodySchema,
        response: { 200: cartPaymentIntentReplySchema },
      },
    },
    async (request) => {
      const caller = signedInUser(request);
      const { items, uid, contact: given } = request.body;
      if (uid && uid !== caller.id) throw new AppError('FORBIDDEN', 'You can only check out your own cart.');
      const contact = given ?? (await readContact(db, caller.id));
      // A digital-only order needs no shipping address: name and e-mail are enough.
      const digitalOnly = items.every((i) => i.size === 'digital');
      // It keeps none either, even when the saved contact has one (nothing of it is needed).
      const parsed = (digitalOnly ? digitalContactSchema : contactSchema).safeParse(contact, {
        error: customerMessage,
      });
      if (!parsed.success) {
        if (given)
          throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? 'Please check your contact details.');
        throw new AppError(
          'BAD_REQUEST',
          digitalOnly
            ? 'Please fill in your name and e-mail first.'
            : 'Please fill in your contact and shipping details first.',
        );
      }
      const checkoutItems = items.map((i) => {
        const imageUrl = i.imageUrl ?? i.artworkUrl;
        if (!imageUrl) throw new AppError('BAD_REQUEST', 'Every item needs its image.');
        return {
          imageUrl,
          size: i.size,
          color: i.color,
          templateName: i.templateName,
          mockupUrls: i.mockupUrls,
          cartItemId: i.id,
        };
      });
      return startCartCheckout(
        { db, storage, payments, settings: deps.settings },
        { userId: caller.id, items: checkoutItems, contact: parsed.data },
      );
    },
  );

  app.get(
    '/api/orders',
    {
      config: user,
      schema: { tags: ['orders'], querystring: orderListQuerySchema, response: { 200: orderListSchema } },
    },
    async (request) => {
      const { limit, before } = request.query;
      return {
        orders: await listOrders(
          db,
          signedInUser(request).id,
          { limit, before: before ? new Date(before) : undefined },
          links,
        ),
      };
    },
  );

  app.get(
    '/api/orders/:id',
    {
      config: user,
      schema: {
        tags: ['orders'],
        summary: "One order: its owner's (or the admin's); anything else is 404 \"We couldn't find that order.\"",
        params: orderParamsSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => getOrder(db, signedInUser(request), request.params.id, links),
  );

  app.get(
    '/api/orders/:id/items/:index/download',
    {
      schema: {
        tags: ['orders'],
        summary: 'Full-resolution file of a paid digital item (session, or the signed link from the e-mail)',
        description:
          'Answers the JPEG file itself (image/jpeg, as an attachment). Open to a signed link without a session.',
        params: orderDownloadParamsSchema,
        querystring: signedLinkQuerySchema,
      },
      // A broken link opened in a browser gets the shop's page, not JSON: the handler sees the validation error.
      attachValidation: true,
    },
    async (request, reply) => {
      const { id, index } = request.params;
      const { exp, sig } = request.query;
      let file: Awaited<ReturnType<typeof readOrderDownload>>;
      try {
        if (request.validationError) throw new AppError('BAD_REQUEST', 'This download link is not valid.');
        const signed = exp !== undefined && sig !== undefined && verifyDownload(secret, id, index, exp, sig);
        const reader = signed ? null : await readUser(auth, config, request);
        if (!signed && !reader) throw new AppError('UNAUTHENTICATED', 'Please sign in first.');
        file = await readOrderDownload(db, storage, { orderId: id, index, userId: reader?.id, signed });
      } catch (err) {
        const problem = wantsPage(request)
          ? downloadProblem(err, { exp, sig, malformed: Boolean(request.validationError) })
          : null;
        if (!problem) throw err;
        return reply.redirect(downloadProblemPath(problem, typeof id === 'string' ? id : null), 303);
      }
      return reply
        .header('content-type', 'image/jpeg')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
};

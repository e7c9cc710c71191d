/**
 * The route map: every JSON route of the API, keyed `METHOD /path/:param`, with the schemas of its
 * body, query and reply. The server's routes validate with these same schemas; the SPA's client
 * (src/lib/api-client.ts) takes its path parameters, body, query and reply types from here, so a
 * caller that sends the wrong body fails the type check (src/lib/api-routes.test.ts). The SPA
 * imports this module's types only; the schemas themselves reach the browser only where replies
 * are checked (src/lib/reply-check.ts, docs/decisions/025-typed-requests.md).
 */
import { z } from 'zod';
import {
  contactPatchSchema,
  profilePatchSchema,
  profileReplySchema,
  contactReplySchema,
  deleteAccountReplySchema,
  deleteAccountSchema,
  meSchema,
  publicConfigSchema,
  sendVerificationEmailBodySchema,
} from './account.js';
import {
  adminOrderListSchema,
  adminOrdersQuerySchema,
  adminTemplateListSchema,
  generatedTemplateSchema,
  generateTemplateBodySchema,
  referencePetSchema,
  templateCreateBodySchema,
  templateMockupBodySchema,
  templateMockupSchema,
  templateUpdateBodySchema,
  testEmailReplySchema,
} from './admin.js';
import { cartAddBodySchema, cartSchema } from './cart.js';
import { composeFrameBodySchema, composeFrameReplySchema } from './framing.js';
import {
  artworkReplySchema,
  editImageBodySchema,
  finalImageBodySchema,
  jobListQuerySchema,
  processedPhotoReplySchema,
  processPhotoBodySchema,
} from './generation.js';
import { jobAcceptedSchema, jobListSchema, jobViewSchema } from './jobs.js';
import { libraryItemSchema, libraryListSchema, librarySavedBodySchema } from './library.js';
import { editPreviewBodySchema, editPreviewSchema } from './recipe.js';
import {
  adminOrderDetailSchema,
  adminOrderListSchema as adminStateListSchema,
  orderTimelineSchema,
  resendEmailBodySchema,
  resendEmailReplySchema,
} from './order-life.js';
import {
  cartPaymentIntentBodySchema,
  cartPaymentIntentReplySchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
} from './orders.js';
import { paymentSchema, testCardBodySchema, testCardReplySchema } from './payments.js';
import { adminSettingsSchema, publicSettingsSchema, saveSettingsBodySchema } from './settings.js';
import {
  referralClickBodySchema,
  referralClickReplySchema,
  referralCreditsSchema,
  referralSeenBodySchema,
  referralSeenReplySchema,
} from './referrals.js';
import { healthSchema, outboxSchema, shopHealthSchema } from './system.js';
import { templateListSchema, templateSchema } from './templates.js';
import { tokenHistorySchema, tokenPaymentIntentBodySchema, tokenPaymentIntentReplySchema } from './tokens.js';
import { maskBodySchema, maskSavedSchema, photoCheckSchema, uploadBodySchema, uploadedFileSchema } from './uploads.js';

/** One route: what it takes and what it answers (a 204 answers `null`). */
export type RouteContract = { body?: z.ZodType; query?: z.ZodType; reply: z.ZodType };

const noContent = z.null();
/** Generation calls answer their body when done, or 202 with a job (`Prefer: respond-async`). */
const artworkOrJob = z.union([jobAcceptedSchema, artworkReplySchema]);

export const routes = {
  // account
  'GET /api/config': { reply: publicConfigSchema },
  'GET /api/settings': { reply: publicSettingsSchema },
  'GET /api/me': { reply: meSchema },
  'POST /api/me/delete': { body: deleteAccountSchema, reply: deleteAccountReplySchema },
  'GET /api/me/contact': { reply: contactReplySchema },
  'PUT /api/me/contact': { body: contactPatchSchema, reply: contactReplySchema },
  'PUT /api/me/profile': { body: profilePatchSchema, reply: profileReplySchema },
  'POST /api/auth/send-verification-email': { body: sendVerificationEmailBodySchema, reply: z.unknown() },
  // tokens and payments
  'GET /api/me/token-history': { reply: tokenHistorySchema },
  'POST /api/create-payment-intent': { body: tokenPaymentIntentBodySchema, reply: tokenPaymentIntentReplySchema },
  'POST /api/payments/local/confirm': { body: testCardBodySchema, reply: testCardReplySchema },
  'GET /api/payments/:id': { reply: paymentSchema },
  // templates
  'GET /api/templates': { reply: templateListSchema },
  'GET /api/templates/:id': { reply: templateSchema },
  // uploads
  'POST /api/uploads': { body: uploadBodySchema, reply: uploadedFileSchema },
  'GET /api/uploads/:id/check': { reply: photoCheckSchema },
  'PUT /api/uploads/:id/mask': { body: maskBodySchema, reply: maskSavedSchema },
  // generation
  'POST /api/edit-image': { body: editImageBodySchema, reply: artworkOrJob },
  'POST /api/edit-image/preview': { body: editPreviewBodySchema, reply: editPreviewSchema },
  'POST /api/process-pet-photo': {
    body: processPhotoBodySchema,
    reply: z.union([jobAcceptedSchema, processedPhotoReplySchema]),
  },
  'POST /api/create-final-image': { body: finalImageBodySchema, reply: artworkOrJob },
  'GET /api/jobs': { query: jobListQuerySchema, reply: jobListSchema },
  'GET /api/jobs/:id': { reply: jobViewSchema },
  // library and framing
  'GET /api/library': { reply: libraryListSchema },
  'GET /api/library/:id': { reply: libraryItemSchema },
  'PATCH /api/library/:id': { body: librarySavedBodySchema, reply: libraryItemSchema },
  'DELETE /api/library/:id': { reply: noContent },
  'POST /api/compose-frame': { body: composeFrameBodySchema, reply: composeFrameReplySchema },
  // cart and orders
  'GET /api/cart': { reply: cartSchema },
  'POST /api/cart/items': { body: cartAddBodySchema, reply: cartSchema },
  'DELETE /api/cart/items/:id': { reply: noContent },
  'DELETE /api/cart': { reply: noContent },
  'POST /api/create-cart-payment-intent': { body: cartPaymentIntentBodySchema, reply: cartPaymentIntentReplySchema },
  'GET /api/orders': { query: orderListQuerySchema, reply: orderListSchema },
  'GET /api/orders/:id': { reply: orderSchema },
  'GET /api/orders/:id/timeline': { reply: orderTimelineSchema },
  'POST /api/orders/:id/approve': { reply: orderTimelineSchema },
  'POST /api/orders/:id/cancel': { reply: orderTimelineSchema },
  // referrals
  'POST /api/referral-click': { body: referralClickBodySchema, reply: referralClickReplySchema },
  'GET /api/referral-credits': { reply: referralCreditsSchema },
  'POST /api/referral-credits/seen': { body: referralSeenBodySchema, reply: referralSeenReplySchema },
  // admin
  'GET /api/admin/reference-pet': { reply: referencePetSchema },
  'POST /api/generate-template': { body: generateTemplateBodySchema, reply: generatedTemplateSchema },
  'POST /api/printful-mockup': { body: templateMockupBodySchema, reply: templateMockupSchema },
  'GET /api/admin/templates': { reply: adminTemplateListSchema },
  'POST /api/admin/templates': { body: templateCreateBodySchema, reply: templateSchema },
  'PATCH /api/admin/templates/:id': { body: templateUpdateBodySchema, reply: templateSchema },
  'DELETE /api/admin/templates/:id': { reply: noContent },
  'GET /api/admin/orders': { query: adminOrdersQuerySchema, reply: adminOrderListSchema },
  'POST /api/admin/orders/:id/complete': { reply: orderSchema },
  'POST /api/test-email': { reply: testEmailReplySchema },
  'GET /api/admin/orders/state/:state': { reply: adminStateListSchema },
  'GET /api/admin/orders/:id/history': { reply: adminOrderDetailSchema },
  'POST /api/admin/orders/:id/retry': { reply: adminOrderDetailSchema },
  'POST /api/admin/orders/:id/cancel': { reply: adminOrderDetailSchema },
  'POST /api/admin/orders/:id/resend-email': { body: resendEmailBodySchema, reply: resendEmailReplySchema },
  'GET /api/admin/settings': { reply: adminSettingsSchema },
  'PUT /api/admin/settings': { body: saveSettingsBodySchema, reply: adminSettingsSchema },
  'POST /api/admin/settings/versions/:id/restore': { reply: adminSettingsSchema },
  // system
  'GET /api/health': { reply: healthSchema },
  'GET /api/admin/health': { reply: shopHealthSchema },
  'GET /api/dev/outbox': { reply: outboxSchema },
} as const satisfies Record<string, RouteContract>;

export type Routes = typeof routes;
export type RouteKey = keyof Routes;

type Field<K extends RouteKey, F extends 'body' | 'query'> = Routes[K] extends { [P in F]: z.ZodType }
  ? z.input<Routes[K][F]>
  : never;
/** What a caller sends as the body of route K (`never` when it takes none). */
export type RouteBody<K extends RouteKey> = Field<K, 'body'>;
/** What a caller sends as the query of route K (`never` when it takes none). */
export type RouteQuery<K extends RouteKey> = Field<K, 'query'>;
/** What route K answers, as checked against its contract. */
export type RouteReply<K extends RouteKey> = z.output<Routes[K]['reply']>;

type PathOf<K extends string> = K extends `${string} ${infer P}` ? P : never;
type ParamNames<P extends string> = P extends `${string}:${infer N}/${infer Rest}`
  ? N | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer N}`
    ? N
    : never;
/** The `:name` parts of route K's path, each a string. */
export type RouteParams<K extends RouteKey> = { [N in ParamNames<PathOf<K>>]: string };

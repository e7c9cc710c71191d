/**
 * The reply contract of every API call the SPA makes, keyed by name. `api-client.ts` imports this
 * module's types only; the schemas themselves are loaded (and replies checked against them) only in
 * development, in unit tests and in the build the Playwright journeys run (VITE_CHECK_REPLIES=1),
 * so zod stays out of the shop's first load.
 */
import { z } from 'zod';
import {
  contactReplySchema,
  deleteAccountReplySchema,
  meSchema,
  publicConfigSchema,
} from '../../common/contracts/account';
import {
  adminOrderListSchema,
  adminTemplateListSchema,
  generatedTemplateSchema,
  referencePetSchema,
  templateMockupSchema,
  testEmailReplySchema,
} from '../../common/contracts/admin';
import { cartSchema } from '../../common/contracts/cart';
import { composeFrameReplySchema } from '../../common/contracts/framing';
import { artworkReplySchema, processedPhotoReplySchema } from '../../common/contracts/generation';
import { jobAcceptedSchema, jobListSchema, jobViewSchema } from '../../common/contracts/jobs';
import { libraryItemSchema, libraryListSchema } from '../../common/contracts/library';
import {
  adminOrderDetailSchema,
  adminOrderListSchema as adminStateListSchema,
  orderTimelineSchema,
  resendEmailReplySchema,
} from '../../common/contracts/order-life';
import { cartPaymentIntentReplySchema, orderListSchema, orderSchema } from '../../common/contracts/orders';
import { testCardReplySchema } from '../../common/contracts/payments';
import {
  referralClickReplySchema,
  referralCreditsSchema,
  referralSeenReplySchema,
} from '../../common/contracts/referrals';
import { outboxSchema, shopHealthSchema } from '../../common/contracts/system';
import { templateListSchema, templateSchema } from '../../common/contracts/templates';
import { tokenHistorySchema, tokenPaymentIntentReplySchema } from '../../common/contracts/tokens';
import { maskSavedSchema, photoCheckSchema, uploadedFileSchema } from '../../common/contracts/uploads';

export const replySchemas = {
  noContent: z.null(),
  config: publicConfigSchema,
  me: meSchema,
  contact: contactReplySchema,
  accountDeleted: deleteAccountReplySchema,
  tokenHistory: tokenHistorySchema,
  tokenPaymentIntent: tokenPaymentIntentReplySchema,
  testCard: testCardReplySchema,
  templates: templateListSchema,
  template: templateSchema,
  upload: uploadedFileSchema,
  photoCheck: photoCheckSchema,
  maskSaved: maskSavedSchema,
  // Generation calls answer the spec's body when done, or 202 with a job (Prefer: respond-async).
  artworkOrJob: z.union([jobAcceptedSchema, artworkReplySchema]),
  processedOrJob: z.union([jobAcceptedSchema, processedPhotoReplySchema]),
  job: jobViewSchema,
  jobs: jobListSchema,
  library: libraryListSchema,
  libraryItem: libraryItemSchema,
  composeFrame: composeFrameReplySchema,
  cart: cartSchema,
  cartPaymentIntent: cartPaymentIntentReplySchema,
  orders: orderListSchema,
  order: orderSchema,
  orderTimeline: orderTimelineSchema,
  referralClick: referralClickReplySchema,
  referralCredits: referralCreditsSchema,
  referralSeen: referralSeenReplySchema,
  outbox: outboxSchema,
  referencePet: referencePetSchema,
  generatedTemplate: generatedTemplateSchema,
  templateMockup: templateMockupSchema,
  adminTemplates: adminTemplateListSchema,
  adminOrders: adminOrderListSchema,
  adminOrderDetails: adminStateListSchema,
  adminOrderDetail: adminOrderDetailSchema,
  testEmail: testEmailReplySchema,
  resendEmail: resendEmailReplySchema,
  shopHealth: shopHealthSchema,
} satisfies Record<string, z.ZodType>;

export type ReplyKey = keyof typeof replySchemas;
export type Reply<K extends ReplyKey> = z.output<(typeof replySchemas)[K]>;

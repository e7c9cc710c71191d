import { z } from 'zod';
import { text } from './messages.js';

/**
 * The storefront settings: one document the owner edits in the admin desk (prices, claims, reviews,
 * policies, the shop's name and addresses). Every node serves the live version; each save is a new
 * version (server/features/settings). Prices are integer cents. Defaults: common/shop-defaults.ts.
 */

export const MAX_PRICE_CENTS = 1_000_000;

/** A price in cents: positive, whole cents, at most $10,000. */
export const priceCents = z
  .number({ error: 'Enter a price.' })
  .int('Use whole cents (at most two decimals).')
  .positive('The price must be more than $0.00.')
  .max(MAX_PRICE_CENTS, 'The price must be at most $10,000.00.');

/** An optional crossed-out "regular price": above the price it is compared with (checked where both are known). */
const compareAt = priceCents.nullable();

export const tokenPackSchema = z.object({
  id: z.string().regex(/^tokens_\d{1,4}$/, 'Not a token pack id.'),
  tokens: z
    .number({ error: 'Enter a number of tokens.' })
    .int('Tokens are whole numbers.')
    .min(1, 'A pack has at least 1 token.')
    .max(1000, 'A pack has at most 1,000 tokens.'),
  priceCents,
  /** A ribbon such as 'Most Popular'; null shows none. */
  badge: text('Badge', 24).nullable(),
});
export type TokenPack = z.infer<typeof tokenPackSchema>;

const sizePrice = z.object({ priceCents, compareAtCents: compareAt });
export type SizePrice = z.infer<typeof sizePrice>;

/** A line of the hero ('10,000+' 'portraits created') or of the stats band ('10k+' 'Portraits'). */
export const claimSchema = z.object({
  value: text('Figure', 16, { required: true }),
  label: text('Label', 40, { required: true }),
  on: z.boolean(),
});
export type Claim = z.infer<typeof claimSchema>;

export const testimonialSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Not a review id.'),
  name: text('Name', 60, { required: true }),
  /** The pet and breed under the name, e.g. 'Biscuit, Golden Retriever'. */
  pet: text('Pet', 80),
  quote: text('Review', 600, { required: true }),
  /** Stars out of 5; null shows none. */
  rating: z.number().int().min(1, 'Stars: 1 to 5.').max(5, 'Stars: 1 to 5.').nullable(),
  on: z.boolean(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const POLICY_KEYS = ['terms', 'privacy', 'returns'] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];

export const shopSettingsSchema = z
  .object({
    shop: z.object({
      name: text('Shop name', 60, { required: true }),
      supportEmail: z.email('Enter a valid e-mail address.').max(120, 'At most 120 characters.'),
      /** The name e-mails come from ('Pawtrait Studio' <address of MAIL_FROM>). */
      senderName: text('Sender name', 60, { required: true }).regex(/^[^<>"\r\n]*$/, 'No <, > or " in a sender name.'),
    }),
    tokenPacks: z.array(tokenPackSchema).min(1, 'Keep at least one token pack.').max(4, 'At most 4 token packs.'),
    prints: z.object({ small: sizePrice, medium: sizePrice, large: sizePrice }),
    digital: sizePrice,
    heroClaims: z.array(claimSchema).max(3, 'At most 3 claims.'),
    stats: z.array(claimSchema).max(4, 'At most 4 figures.'),
    testimonials: z.object({
      on: z.boolean(),
      items: z.array(testimonialSchema).max(6, 'At most 6 reviews.'),
    }),
    policies: z.object({
      terms: text('Terms of Service', 20_000, { required: true }),
      privacy: text('Privacy Policy', 20_000, { required: true }),
      returns: text('Returns & Refunds', 20_000, { required: true }),
    }),
  })
  .superRefine((s, ctx) => {
    const compare = (p: SizePrice, path: PropertyKey[]) => {
      if (p.compareAtCents !== null && p.compareAtCents <= p.priceCents)
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'compareAtCents'],
          message: 'A regular price is above the price.',
        });
    };
    for (const size of ['small', 'medium', 'large'] as const) compare(s.prints[size], ['prints', size]);
    compare(s.digital, ['digital']);
    const seen = new Set<number>();
    s.tokenPacks.forEach((p, i) => {
      if (p.id !== `tokens_${p.tokens}`)
        ctx.addIssue({ code: 'custom', path: ['tokenPacks', i, 'id'], message: 'Not a token pack id.' });
      if (seen.has(p.tokens))
        ctx.addIssue({
          code: 'custom',
          path: ['tokenPacks', i, 'tokens'],
          message: 'Two packs have this many tokens.',
        });
      seen.add(p.tokens);
    });
    const ids = new Set<string>();
    s.testimonials.items.forEach((t, i) => {
      if (ids.has(t.id))
        ctx.addIssue({ code: 'custom', path: ['testimonials', 'items', i, 'id'], message: 'Repeated id.' });
      ids.add(t.id);
    });
  });
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** One saved version: who saved it, when, what changed, and (for a restore) the version it brought back. */
export const settingsVersionSchema = z.object({
  id: z.number().int(),
  authorEmail: z.string().nullable(),
  createdAt: z.string(),
  changes: z.array(z.string()),
  restoredFrom: z.number().int().nullable(),
});
export type SettingsVersion = z.infer<typeof settingsVersionSchema>;

/** `GET /api/settings`: the live settings, with their version (0 = the defaults, never saved). */
export const publicSettingsSchema = z.object({ version: z.number().int(), settings: shopSettingsSchema });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** `GET /api/admin/settings`: the live settings and the versions, newest first. */
export const adminSettingsSchema = publicSettingsSchema.extend({ versions: z.array(settingsVersionSchema) });
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** Version numbers are a PostgreSQL integer column: a larger one is refused as a 400, not looked up. */
const INT4_MAX = 2_147_483_647;
/** `PUT /api/admin/settings`: the whole document and the version it was edited from (a newer save meanwhile is a 409). */
export const saveSettingsBodySchema = z.object({
  basedOn: z.number().int().min(0).max(INT4_MAX),
  settings: shopSettingsSchema,
});
export const settingsVersionParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(INT4_MAX) });

/**
 * The fixed product constants, and the spec's price list: the defaults of the storefront settings
 * (common/shop-settings.ts), which the owner edits in the admin desk. Prices are read from the live settings.
 */

export const TOKENS_AT_SIGN_UP = 5;
export const TOKENS_PER_GENERATION = 1;
export const REFERRAL_AWARD_TOKENS = 5;
export const REFERRAL_TOKEN_LENGTH = 12;
export const TEMPLATE_DEFAULT_PRICE_CENTS = 1998;
export const UPLOAD_MAX_BYTES = 10_000_000;
/** The drop zone's and the API's answer to a file that is not one of the photo formats, in the words people use. */
export const UNSUPPORTED_FILE_TYPE = 'File type must be JPEG, PNG or WebP';
export const LIBRARY_EXPIRY_DAYS = 30;

export const FRAME_SIZES = ['small', 'medium', 'large'] as const;
export type FrameSize = (typeof FRAME_SIZES)[number];
export const SIZE_LABELS: Record<FrameSize, string> = { small: '8x10', medium: '12x16', large: '18x24' };
export const SIZE_BLURBS: Record<FrameSize, string> = {
  small: 'Great for desks and small walls',
  medium: 'Our most popular size',
  large: 'Bold statement piece',
};

export const FRAME_COLORS = ['black', 'white', 'red_oak'] as const;
export type FrameColor = (typeof FRAME_COLORS)[number];
export const COLOR_LABELS: Record<FrameColor, string> = { black: 'Black', white: 'White', red_oak: 'Red Oak' };

export const DIGITAL = 'digital' as const;
export type ItemSize = FrameSize | typeof DIGITAL;

/** Print price per size, frame colour included (DESIGN.md §6: one price list). */
export const PRINT_PRICE_CENTS: Record<FrameSize, number> = { small: 9900, medium: 12900, large: 16900 };
export const DIGITAL_PRICE_CENTS = 1450;
export const DIGITAL_LIST_PRICE_CENTS = 2900;

export type TokenPackage = { id: string; tokens: number; priceCents: number; popular: boolean };
export const TOKEN_PACKAGES: readonly TokenPackage[] = [
  { id: 'tokens_5', tokens: 5, priceCents: 50, popular: false },
  { id: 'tokens_10', tokens: 10, priceCents: 299, popular: false },
  { id: 'tokens_25', tokens: 25, priceCents: 599, popular: true },
];

/** Per-token price to 2 decimals, e.g. 599 cents / 25 -> '0.24'. */
export function perTokenPrice(pkg: Pick<TokenPackage, 'tokens' | 'priceCents'>): string {
  return (pkg.priceCents / 100 / pkg.tokens).toFixed(2);
}

/** Templates with fixed ids the product refers to. */
export const FEATURED_TEMPLATE_IDS = ['royal-pet', 'space-explorer', 'watercolor-dream', 'pop-art-icon'] as const;
export const PET_NAME_TEMPLATE_ID = 'name-in-lights';
export const WELCOME_TEMPLATE_ID = 'royal-pet';

/** The four featured styles in their fixed order, or the first four templates if none match (home: hero and Popular Styles). */
export function featuredTemplates<T extends { id: string }>(list: readonly T[]): T[] {
  const byId = new Map(list.map((t) => [t.id, t]));
  const featured = FEATURED_TEMPLATE_IDS.map((id) => byId.get(id)).filter((t): t is T => Boolean(t));
  return featured.length > 0 ? featured : list.slice(0, 4);
}

/** The `sizes` of the home hero's sample pictures: the SPA's <img> and the server's preload of the first must agree. */
export const HERO_IMAGE_SIZES = '(min-width: 640px) 220px, 45vw';

/** The `sizes` of a template's picture on its own page: the SPA's <img> and the server's preload of it must agree. */
export const TEMPLATE_PAGE_IMAGE_SIZES =
  '(min-width: 1152px) 540px, (min-width: 768px) 46vw, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';

/** The storefront settings' defaults (the spec's values, from the catalog) and what every reader derives from them. */
import {
  DIGITAL,
  DIGITAL_LIST_PRICE_CENTS,
  DIGITAL_PRICE_CENTS,
  PRINT_PRICE_CENTS,
  TOKEN_PACKAGES,
  type ItemSize,
} from './catalog.js';
import type { ShopSettings, TokenPack } from './contracts/settings.js';

/** The shop's name, support address and sender as the demo ships them. */
export const DEFAULT_SHOP_NAME = 'Pawtrait Studio';
export const DEFAULT_SUPPORT_EMAIL = 'hello@pawtrait.studio';

/**
 * The demo shop: the spec's prices, claims, figures and reviews. The claims, figures and reviews are
 * examples: the admin desk says so while they are unchanged (claimsAreExamples).
 */
export const DEFAULT_STOREFRONT: Omit<ShopSettings, 'policies'> = {
  shop: { name: DEFAULT_SHOP_NAME, supportEmail: DEFAULT_SUPPORT_EMAIL, senderName: DEFAULT_SHOP_NAME },
  tokenPacks: TOKEN_PACKAGES.map((p) => ({
    id: p.id,
    tokens: p.tokens,
    priceCents: p.priceCents,
    badge: p.popular ? 'Most Popular' : null,
  })),
  prints: {
    small: { priceCents: PRINT_PRICE_CENTS.small, compareAtCents: null },
    medium: { priceCents: PRINT_PRICE_CENTS.medium, compareAtCents: null },
    large: { priceCents: PRINT_PRICE_CENTS.large, compareAtCents: null },
  },
  digital: { priceCents: DIGITAL_PRICE_CENTS, compareAtCents: DIGITAL_LIST_PRICE_CENTS },
  heroClaims: [
    { value: '10,000+', label: 'portraits created', on: true },
    { value: '4.9/5', label: 'average rating', on: true },
  ],
  stats: [
    { value: '10k+', label: 'Portraits', on: true },
    { value: '25+', label: 'Styles', on: true },
    { value: '4.9/5', label: 'Average', on: true },
  ],
  testimonials: {
    on: true,
    items: [
      {
        id: 'sarah-m',
        name: 'Sarah M.',
        pet: 'Biscuit, Golden Retriever',
        quote:
          'I ordered the Royal Pet portrait of Biscuit as a birthday gift for my mom and she cried ' +
          'happy tears. The detail in his fur is unreal — it hangs in her living room now.',
        rating: 5,
        on: true,
      },
      {
        id: 'james-t',
        name: 'James T.',
        pet: 'Luna, Siamese cat',
        quote:
          'Luna as an astronaut is the best thing on our walls. Upload to finished portrait took ' +
          'minutes, and the 12×16 frame arrived beautifully packed.',
        rating: 5,
        on: true,
      },
      {
        id: 'priya-k',
        name: 'Priya K.',
        pet: 'Pepper & Mochi, Dachshunds',
        quote:
          'We tried three different styles before choosing watercolor. Every one looked like our ' +
          'boys. Such a sweet way to remember them as puppies.',
        rating: 5,
        on: true,
      },
    ],
  },
};

/** True while the home's claims, figures and reviews are still the demo shop's examples. */
export function claimsAreExamples(s: ShopSettings): boolean {
  const same = (k: 'heroClaims' | 'stats' | 'testimonials') =>
    JSON.stringify(s[k]) === JSON.stringify(DEFAULT_STOREFRONT[k]);
  return same('heroClaims') && same('stats') && same('testimonials');
}

type Prices = Pick<ShopSettings, 'prints' | 'digital'>;

/** The price charged for one item of a size. */
export function priceOf(s: Prices, size: ItemSize): number {
  return size === DIGITAL ? s.digital.priceCents : s.prints[size].priceCents;
}

/** The crossed-out regular price the owner set for a size, or null (then none is shown). */
export function compareAtOf(s: Prices, size: ItemSize): number | null {
  return size === DIGITAL ? s.digital.compareAtCents : s.prints[size].compareAtCents;
}

/** A template's "from" price: the lowest price a customer can pay, with that item's own regular price if set. */
export function fromPriceOf(s: Prices): { cents: number; compareAtCents: number | null } {
  const items = [s.digital, s.prints.small, s.prints.medium, s.prints.large];
  const lowest = items.reduce((a, b) => (b.priceCents < a.priceCents ? b : a));
  return { cents: lowest.priceCents, compareAtCents: lowest.compareAtCents };
}

export function findPack(s: Pick<ShopSettings, 'tokenPacks'>, id: string): TokenPack | undefined {
  return s.tokenPacks.find((p) => p.id === id);
}

/** '{shop_name}' and '{support_email}' in a policy text, filled in. */
export function fillPolicy(markdown: string, s: Pick<ShopSettings, 'shop'>): string {
  return markdown.replaceAll('{shop_name}', s.shop.name).replaceAll('{support_email}', s.shop.supportEmail);
}

const SECTION_NAMES: Record<keyof ShopSettings, string> = {
  shop: 'Shop name and e-mail',
  tokenPacks: 'Token packs',
  prints: 'Frame prices',
  digital: 'Digital price',
  heroClaims: 'Home claims',
  stats: 'Home figures',
  testimonials: 'Reviews',
  policies: 'Policies',
};

/** What a version changed from the one before, by section ('Frame prices', 'Policies'). */
export function settingsChanges(before: ShopSettings, after: ShopSettings): string[] {
  return (Object.keys(SECTION_NAMES) as (keyof ShopSettings)[])
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => SECTION_NAMES[k]);
}

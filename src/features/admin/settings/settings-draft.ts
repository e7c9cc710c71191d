import { FRAME_SIZES, type FrameSize } from '../../../../common/catalog';
import { customerMessage } from '../../../../common/contracts/messages';
import { shopSettingsSchema, type ShopSettings } from '../../../../common/contracts/settings';

/**
 * The settings form's state: the document as the owner types it (prices and token counts as text),
 * turned back into a document by `readDraft`, which says what is wrong at which field, in the words the
 * server would use (the same zod contract).
 */
type PriceText = { price: string; compareAt: string };
export type Draft = Omit<ShopSettings, 'tokenPacks' | 'prints' | 'digital'> & {
  tokenPacks: { key: string; tokens: string; price: string; badge: string }[];
  prints: Record<FrameSize, PriceText>;
  digital: PriceText;
};
/** Messages by field path, e.g. 'prints.small.priceCents' or 'tokenPacks.1.tokens'. */
export type DraftErrors = Record<string, string>;

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const priceText = (p: { priceCents: number; compareAtCents: number | null }): PriceText => ({
  price: dollars(p.priceCents),
  compareAt: dollars(p.compareAtCents),
});

let keys = 0;
/** A stable React key for a row the owner adds or removes. */
export const rowKey = () => `row-${++keys}`;

export function toDraft(s: ShopSettings): Draft {
  return {
    ...s,
    tokenPacks: s.tokenPacks.map((p) => ({
      key: rowKey(),
      tokens: String(p.tokens),
      price: dollars(p.priceCents),
      badge: p.badge ?? '',
    })),
    prints: {
      small: priceText(s.prints.small),
      medium: priceText(s.prints.medium),
      large: priceText(s.prints.large),
    },
    digital: priceText(s.digital),
  };
}

const MONEY = /^\$?\s*(\d{1,7})(?:\.(\d{1,2}))?$/;

/** '$1,299.5' -> 129950 cents; a price with more than two decimals or not a number is an error. */
export function parseDollars(text: string): { cents: number } | { error: string } {
  const t = text.trim().replace(/,/g, '');
  if (!t) return { error: 'Enter a price.' };
  if (/^\$?\s*\d+\.\d{3,}$/.test(t)) return { error: 'Use whole cents (at most two decimals).' };
  const m = MONEY.exec(t);
  if (!m) return { error: 'Enter a price in dollars, e.g. 129.00.' };
  return { cents: Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0')) };
}

/** The document the draft stands for, or the messages of every field that is wrong. */
export function readDraft(
  d: Draft,
): { settings: ShopSettings; errors: null } | { settings: null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const money = (text: string, path: string, optional = false): number | null => {
    if (optional && !text.trim()) return null;
    const parsed = parseDollars(text);
    if ('error' in parsed) {
      errors[path] = parsed.error;
      return 0;
    }
    return parsed.cents;
  };
  const sizePrice = (p: PriceText, path: string) => ({
    priceCents: money(p.price, `${path}.priceCents`) ?? 0,
    compareAtCents: money(p.compareAt, `${path}.compareAtCents`, true),
  });
  const candidate = {
    ...d,
    tokenPacks: d.tokenPacks.map((p, i) => {
      const tokens = /^\d{1,5}$/.test(p.tokens.trim()) ? Number(p.tokens.trim()) : NaN;
      if (Number.isNaN(tokens)) errors[`tokenPacks.${i}.tokens`] = 'Enter a whole number of tokens.';
      return {
        id: `tokens_${tokens}`,
        tokens,
        priceCents: money(p.price, `tokenPacks.${i}.priceCents`) ?? 0,
        badge: p.badge.trim() || null,
      };
    }),
    prints: Object.fromEntries(FRAME_SIZES.map((s) => [s, sizePrice(d.prints[s], `prints.${s}`)])),
    digital: sizePrice(d.digital, 'digital'),
  };
  const parsed = shopSettingsSchema.safeParse(candidate, { error: customerMessage });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= issue.message;
    }
  return Object.keys(errors).length > 0 || !parsed.success
    ? { settings: null, errors }
    : { settings: parsed.data, errors: null };
}

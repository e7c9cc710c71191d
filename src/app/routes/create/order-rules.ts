import { formatCents } from '../../../../common/money';
import { DIGITAL, type FrameColor, type ItemSize } from '../../../../common/catalog';
import { petNameProblem } from '../../../../common/contracts/lettering';
import { compareAtOf, priceOf } from '../../../../common/shop-settings';
import type { Prices } from '../../../lib/order-lines';

/** Toast duration on the creative screens (docs/spec/shop.md §9). */
export const TOAST_MS = 6000;

/** The price that will be charged for a size (the live price list) and the regular price, when the owner set one. */
export function subtotalFor(
  size: ItemSize | null,
  prices: Prices,
): { cents: number; compareAtCents: number | null } | null {
  if (!size) return null;
  return { cents: priceOf(prices, size), compareAtCents: compareAtOf(prices, size) };
}

/** 'You save $14.50 (50% off)' beside a regular price; the percentage rounded down, so it never overstates. */
export function savingText(cents: number, compareAtCents: number): string {
  const off = Math.floor(((compareAtCents - cents) / compareAtCents) * 100);
  return `You save ${formatCents(compareAtCents - cents)}${off >= 1 ? ` (${off}% off)` : ''}`;
}

export type OrderCheck = {
  hasPhoto: boolean;
  signedIn: boolean;
  tokens: unknown;
  size: ItemSize | null;
  color: FrameColor | null;
};

/** The first reason the order page cannot generate, in the order of docs/spec/shop.md §5, or null when it can. */
export type OrderBlock = 'photo' | 'sign-in' | 'tokens' | 'size' | 'color';

export function hasTokens(tokens: unknown): boolean {
  return typeof tokens === 'number' && Number.isFinite(tokens) && tokens > 0;
}

export function firstOrderBlock(c: OrderCheck): OrderBlock | null {
  if (!c.hasPhoto) return 'photo';
  if (!c.signedIn) return 'sign-in';
  if (!hasTokens(c.tokens)) return 'tokens';
  return firstChoiceBlock(c.size, c.color);
}

/** Size and colour only (the flow that starts from a library image skips the photo and tokens). */
export function firstChoiceBlock(size: ItemSize | null, color: FrameColor | null): 'size' | 'color' | null {
  if (!size) return 'size';
  if (size !== DIGITAL && !color) return 'color';
  return null;
}

export const ORDER_MESSAGES = {
  photo: 'Upload a photo to continue.',
  'sign-in': 'Please sign in first',
  size: 'Please choose a frame size (or Digital Download).',
  color: 'Please choose a frame color.',
} as const;

/** The pet name is optional; blank means none. Never cut: a name the lettering cannot print is refused at the field. */
export function cleanPetName(name: string): string | undefined {
  return name.trim() || undefined;
}

/** What is wrong with the order page's optional pet name as typed (common/contracts/lettering.ts), or null. */
export function orderPetNameProblem(name: string): string | null {
  const trimmed = name.trim();
  return trimmed ? petNameProblem(trimmed) : null;
}

/** What a cart line shows and costs — the one price list (DESIGN.md §6). */
import {
  COLOR_LABELS,
  DIGITAL,
  FRAME_COLORS,
  FRAME_SIZES,
  SIZE_LABELS,
  type FrameColor,
  type ItemSize,
} from '../../common/catalog';
import type { ShopSettings } from '../../common/contracts/settings';
import { priceOf } from '../../common/shop-settings';

/** The part of the live settings a price needs (src/lib/shop-settings.ts). */
export type Prices = Pick<ShopSettings, 'prints' | 'digital'>;

/** A cart or order line as far as its labels and price go. */
type Line = { size: string; color?: string | null; templateName?: string | null };

export const DEFAULT_TEMPLATE_NAME = 'Custom Portrait';

export function isItemSize(size: unknown): size is ItemSize {
  return size === DIGITAL || (FRAME_SIZES as readonly unknown[]).includes(size);
}

export function isFrameColor(color: unknown): color is FrameColor {
  return (FRAME_COLORS as readonly unknown[]).includes(color);
}

/** The price charged for one item; 0 for a size the shop does not sell. */
export function linePriceCents(size: string, prices: Prices): number {
  return isItemSize(size) ? priceOf(prices, size) : 0;
}

export function subtotalCents(items: readonly Pick<Line, 'size'>[], prices: Prices): number {
  return items.reduce((sum, i) => sum + linePriceCents(i.size, prices), 0);
}

/** small -> '8x10', digital -> 'Digital download'. */
export function sizeLabel(size: string): string {
  if (size === DIGITAL) return 'Digital download';
  return (SIZE_LABELS as Record<string, string>)[size] ?? size;
}

/** 'red_oak' -> 'Red Oak'; empty for a digital item. */
export function colorLabel(color: string | null | undefined): string {
  if (!color) return '';
  return (COLOR_LABELS as Record<string, string>)[color] ?? color;
}

/** '12x16 · Black frame', or 'Digital download'. */
export function lineDetails(item: Pick<Line, 'size' | 'color'>): string {
  if (item.size === DIGITAL) return sizeLabel(item.size);
  const color = colorLabel(item.color);
  return color ? `${sizeLabel(item.size)} · ${color} frame` : sizeLabel(item.size);
}

export function templateNameOf(item: Pick<Line, 'templateName'>): string {
  return item.templateName?.trim() || DEFAULT_TEMPLATE_NAME;
}

/**
 * The framed print when there are mockups (the order page and the frame wizard put it first, before
 * the wall view and the close-up), else the artwork itself.
 */
export function lineImage(item: { artworkUrl: string; mockupUrls?: string[] | null }): string {
  return item.mockupUrls?.find(Boolean) ?? item.artworkUrl;
}

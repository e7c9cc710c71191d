import type { ItemSize } from '../../../common/catalog.js';

/**
 * Pixels painted for each product: 300 DPI at 8x10 (2400x3000); the larger prints keep 2400 px on
 * the short side (200 DPI at 12x16, 150 DPI at 18x24), which prints cleanly at viewing distance.
 */
export const PRINT_PIXELS: Record<ItemSize, { width: number; height: number }> = {
  small: { width: 2400, height: 3000 },
  medium: { width: 2400, height: 3200 },
  large: { width: 2700, height: 3600 },
  digital: { width: 2400, height: 3000 },
};

/** The library preview: what screens, mockups and the cart use. */
export const PREVIEW_HEIGHT = 1200;

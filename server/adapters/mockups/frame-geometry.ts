import type { MockupColor, MockupSize } from './mockups.port.js';

/** Outer frame size in inches, per product size (docs/spec/shop.md §9: small 8x10, medium 12x16, large 18x24). */
export const FRAME_INCHES: Record<MockupSize, { w: number; h: number }> = {
  small: { w: 8, h: 10 },
  medium: { w: 12, h: 16 },
  large: { w: 18, h: 24 },
};

/** docs/spec/shop.md §9: 'Large black frame uses 18x25 artwork' — the print inside is cropped to 18:25. */
export function artAspectFor(size: MockupSize, color: MockupColor): number {
  if (size === 'large' && color === 'black') return 18 / 25;
  const { w, h } = FRAME_INCHES[size];
  return w / h;
}

/** Moulding and mat widths as a share of the frame's width (a real moulding is ~0.7–1.1 in wide). */
const PROPORTIONS: Record<MockupSize, { moulding: number; mat: number }> = {
  small: { moulding: 0.082, mat: 0.095 },
  medium: { moulding: 0.068, mat: 0.1 },
  large: { moulding: 0.058, mat: 0.1 },
};

export type Rect = { x: number; y: number; w: number; h: number };

/** Integer pixel geometry of one frame, origin at its outer top-left corner. */
export type FrameLayout = {
  size: MockupSize;
  color: MockupColor;
  width: number;
  height: number;
  /** Moulding width. */
  moulding: number;
  /** Width of the mat's bevelled cut, around the aperture. */
  bevel: number;
  /** Where the print shows through the mat. */
  aperture: Rect;
  artAspect: number;
};

/**
 * The frame's outer aspect is exactly the print size; the mat is cut so the opening has the
 * artwork's proportions, with a slightly heavier bottom margin, as framers cut them.
 */
export function frameLayout(size: MockupSize, color: MockupColor, width: number): FrameLayout {
  const { w, h } = FRAME_INCHES[size];
  const W = Math.round(width);
  const H = Math.round((W * h) / w);
  const p = PROPORTIONS[size];
  const moulding = Math.max(2, Math.round(W * p.moulding));
  const matSide = Math.round(W * p.mat);
  const artAspect = artAspectFor(size, color);
  const aw = W - 2 * (moulding + matSide);
  const ah = Math.round(aw / artAspect);
  const spare = H - 2 * moulding - ah;
  const top = moulding + Math.round(spare * 0.47);
  return {
    size,
    color,
    width: W,
    height: H,
    moulding,
    bevel: Math.max(2, Math.round(W * 0.0065)),
    aperture: { x: moulding + matSide, y: top, w: aw, h: ah },
    artAspect,
  };
}

import type { OverlayCtx, Svg } from '../overlays/svg.js';
import { svgNum } from '../canvas/util.js';
import { cleanName, firstBaseline, fitLines, legibleSize, textBlock } from './fit.js';

/** Marquee board with bulbs, spelling the name in lights (or "Superstar" for a template preview); a long name in two rows. */
export function marquee({ W, H, recipe, name }: OverlayCtx): Svg {
  const label = (cleanName(name) || 'Superstar').toUpperCase();
  const [, , warm, bright, red, wine] = recipe.palette;
  const x0 = W * 0.05,
    y0 = H * 0.025,
    bw = W * 0.9,
    bh = H * 0.17;
  const bulb = (x: number, y: number, s: number) =>
    `<circle cx="${svgNum(x)}" cy="${svgNum(y)}" r="${svgNum(s * 2.4)}" fill="url(#halo)"/>` +
    `<circle cx="${svgNum(x)}" cy="${svgNum(y)}" r="${svgNum(s)}" fill="${bright}"/>`;
  let bulbs = '';
  const s = W * 0.0085,
    gap = W * 0.045;
  const inset = W * 0.022;
  for (let x = x0 + inset; x <= x0 + bw - inset + 1; x += (bw - 2 * inset) / Math.round((bw - 2 * inset) / gap))
    bulbs += bulb(x, y0 + inset, s) + bulb(x, y0 + bh - inset, s);
  for (let y = y0 + inset + gap; y < y0 + bh - inset - gap / 2; y += gap)
    bulbs += bulb(x0 + inset, y, s) + bulb(x0 + bw - inset, y, s);
  let strings = '';
  for (let y = H * 0.24; y < H * 0.98; y += gap * 1.15)
    strings += bulb(W * 0.03, y, s * 0.8) + bulb(W * 0.97, y, s * 0.8);
  // Sparkles catching the light in front of the portrait.
  const star = (x: number, y: number, r: number) =>
    `<circle cx="${svgNum(x)}" cy="${svgNum(y)}" r="${svgNum(r * 1.4)}" fill="url(#halo)"/>` +
    `<path d="M${svgNum(x - r * 2)} ${svgNum(y)}Q${svgNum(x)} ${svgNum(y)} ${svgNum(x)} ${svgNum(y - r * 2)}Q${svgNum(x)} ${svgNum(y)} ` +
    `${svgNum(x + r * 2)} ${svgNum(y)}Q${svgNum(x)} ${svgNum(y)} ${svgNum(x)}` +
    ` ${svgNum(y + r * 2)}Q${svgNum(x)} ${svgNum(y)} ${svgNum(x - r * 2)} ` +
    `${svgNum(y)}Z" fill="${bright}"/>`;
  for (const [sx, sy, sr] of [
    [0.12, 0.3, 1],
    [0.88, 0.36, 0.8],
    [0.16, 0.86, 1.2],
    [0.84, 0.9, 0.9],
    [0.9, 0.62, 0.6],
    [0.08, 0.6, 0.7],
  ] as const)
    strings += star(W * sx, H * sy, W * 0.012 * sr);
  // The letters stay inside the dark panel, between the bulb rows.
  const panel = bh - inset * 3.6;
  const fitted = fitLines(label, {
    face: 'sansBold',
    width: bw * 0.8,
    size: bh * 0.5,
    height: panel * 0.86,
    spacing: 0.08,
    min: legibleSize(W, H),
  });
  const ty = firstBaseline(fitted, y0 + bh / 2);
  const glyph = `font-family="'DejaVu Sans', sans-serif" font-weight="bold"`;
  const lit = (attrs: string) => textBlock(fitted, W / 2, ty, `${glyph} ${attrs}`);
  const size = fitted.size;
  return {
    region: { y: y0, h: bh + H * 0.01 },
    defs:
      `<radialGradient id="halo" cx="50%" cy="50%" r="50%">` +
      `<stop offset="0" stop-color="#fff8e0" stop-opacity=".95"/>` +
      `<stop offset=".35" stop-color="${warm}" stop-opacity=".55"/>` +
      `<stop offset="1" stop-color="${warm}" stop-opacity="0"/></radialGradient>` +
      (`<linearGradient id="board" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${red}"/>` +
        `<stop offset="1" stop-color="${wine}"/></linearGradient>`),
    body:
      `<rect x="${svgNum(x0)}" y="${svgNum(y0 + H * 0.006)}" width="${svgNum(bw)}" height="${svgNum(bh)}" rx="${svgNum(W * 0.03)}"` +
      ` fill="#000" fill-opacity=".45"/>` +
      (`<rect x="${svgNum(x0)}" y="${svgNum(y0)}" width="${svgNum(bw)}" height="${svgNum(bh)}" rx="${svgNum(W * 0.03)}"` +
        ` fill="url(#board)" stroke="#e9c66a" stroke-width="${svgNum(W * 0.008)}"/>`) +
      (`<rect x="${svgNum(x0 + inset * 1.8)}" y="${svgNum(y0 + inset * 1.8)}" width="${svgNum(bw - inset * 3.6)}" height="` +
        `${svgNum(panel)}" rx="${svgNum(W * 0.015)}" fill="#1a0508" fill-opacity=".55"/>`) +
      lit(`fill="none" stroke="${warm}" stroke-opacity=".35" stroke-width="${svgNum(size * 0.22)}"`) +
      lit(`fill="${warm}"`) +
      lit(
        `fill="none" stroke="${bright}" stroke-width="${svgNum(size * 0.075)}" stroke-linecap="round"` +
          ` stroke-dasharray="0 ${svgNum(size * 0.16)}"`,
      ) +
      bulbs +
      strings,
  };
}

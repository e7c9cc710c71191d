import { clamp, hexRgb, hsvToRgb, rgbToHsv, svgNum } from '../canvas/util.js';
import type { Region } from '../photo/fit.js';
import { colourHex, type Size } from '../words.js';
import type { Drawn } from './hats.js';

type Hsv = [h: number, s: number, v: number];
const toHsv = (hex: string): Hsv => rgbToHsv(...hexRgb(hex));
const toHex = (hsv: Hsv) =>
  `#${hsvToRgb(...hsv)
    .map((v) => Math.round(clamp(v)).toString(16).padStart(2, '0'))
    .join('')}`;

const FILL = /(fill|stop-color)="(#[0-9a-fA-F]{6}|url\(#gold\))"/g;
const chromatic = ([, s, v]: Hsv) => s > 0.25 && v > 0.12;

/**
 * The piece in the customer's colour: its main colour (the first fill it draws: the bow tie's red, the
 * crown's gold, the pirate hat's black) becomes that colour, and its shades of the same hue follow,
 * each as much lighter or darker (in value) as it was (of a grey or black piece, its greys near that value).
 * Outlines and other colours (gems, trims) stay.
 */
export function tintSvg(body: string, colour: string): string {
  const target = colourHex(colour);
  const first = FILL.exec(body);
  FILL.lastIndex = 0;
  if (!target || !first) return body;
  const main = first[2]!;
  if (main === 'url(#gold)') return body.replaceAll('url(#gold)', target);
  const [mh, ms, mv] = toHsv(main);
  const [th, ts, tv] = toHsv(target);
  const mainChromatic = chromatic([mh, ms, mv]);
  return body.replace(FILL, (all, attr: string, c: string) => {
    if (c.toLowerCase() === main.toLowerCase()) return `${attr}="${target}"`;
    if (c.startsWith('url')) return all;
    const hsv = toHsv(c);
    // A dark or grey piece (a fedora: its brim, then a lighter crown) is one colour in shades: the
    // shades near the main one's value follow it; a near-black band or outline stays.
    if (!mainChromatic)
      return !chromatic(hsv) && hsv[2] >= 0.1 && Math.abs(hsv[2] - mv) < 0.3
        ? `${attr}="${toHex([th, ts, clamp(tv + (hsv[2] - mv), 0.04, 1)])}"`
        : all;
    const dh = Math.min(Math.abs(hsv[0] - mh), 360 - Math.abs(hsv[0] - mh));
    if (!chromatic(hsv) || dh > 30) return all;
    const v = clamp(tv + (hsv[2] - mv), 0.04, 1);
    return `${attr}="${toHex([th, clamp(ts * Math.min(1.2, hsv[1] / ms), 0, 1), v])}"`;
  });
}

const SCALE: Record<Size, number> = { tiny: 0.6, small: 0.8, big: 1.3, huge: 1.55 };

/**
 * The piece at the customer's size, scaled about where it rests: a hat about its seat on the head (it
 * stays on the head), anything else about its middle.
 */
export function sizeDrawn(d: Drawn, size: Size): Drawn {
  const k = SCALE[size];
  const r = d.region;
  const [ax, ay] = d.seat ? [d.seat.x, d.seat.y] : [r.x + r.w / 2, r.y + r.h / 2];
  const region: Region = { x: ax - (ax - r.x) * k, y: ay - (ay - r.y) * k, w: r.w * k, h: r.h * k };
  return {
    ...d,
    body:
      `<g transform="translate(${svgNum(ax)} ${svgNum(ay)}) scale(${svgNum(k)}) translate(${svgNum(-ax)} ` +
      `${svgNum(-ay)})">${d.body}</g>`,
    region,
  };
}

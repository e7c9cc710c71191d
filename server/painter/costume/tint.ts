import { svgNum } from '../canvas/util.js';
import type { Region } from '../photo/fit.js';
import { colourHex, type Size } from '../words.js';
import type { Drawn } from './hats.js';

type Hsl = [h: number, s: number, l: number];

function toHsl(hex: string): Hsl {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b),
    min = Math.min(r, g, b),
    l = (max + min) / 2,
    d = max - min;
  if (!d) return [0, 0, l];
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function toHex([h, s, l]: Hsl): string {
  const c = (1 - Math.abs(2 * l - 1)) * s,
    x = c * (1 - Math.abs(((h / 60) % 2) - 1)),
    m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(1, v + m)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const FILL = /(fill|stop-color)="(#[0-9a-fA-F]{6}|url\(#gold\))"/g;
const chromatic = ([, s, l]: Hsl) => s > 0.25 && l > 0.08 && l < 0.92;

/**
 * The piece in the customer's colour: its main colour (the first fill it draws: the bow tie's red, the
 * crown's gold, the pirate hat's black) becomes that colour, and its shades of the same hue follow,
 * each as much lighter or darker as it was. Outlines and other colours (gems, trims) stay.
 */
export function tintSvg(body: string, colour: string): string {
  const target = colourHex(colour);
  const first = FILL.exec(body);
  FILL.lastIndex = 0;
  if (!target || !first) return body;
  const main = first[2]!;
  if (main === 'url(#gold)') return body.replaceAll('url(#gold)', target);
  const [mh, ms, ml] = toHsl(main);
  const [th, ts, tl] = toHsl(target);
  const mainChromatic = chromatic([mh, ms, ml]);
  return body.replace(FILL, (all, attr: string, c: string) => {
    if (c.toLowerCase() === main.toLowerCase()) return `${attr}="${target}"`;
    if (c.startsWith('url') || !mainChromatic) return all;
    const hsl = toHsl(c);
    const dh = Math.min(Math.abs(hsl[0] - mh), 360 - Math.abs(hsl[0] - mh));
    if (!chromatic(hsl) || dh > 30) return all;
    const l = Math.max(0.04, Math.min(0.96, tl + (hsl[2] - ml)));
    return `${attr}="${toHex([th, ts * Math.min(1.2, hsl[1] / ms), l])}"`;
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

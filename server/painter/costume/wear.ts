import type { Geo, Region } from '../photo/fit.js';
import { flower, type Drawn } from './hats.js';
import { clamp, svgNum } from '../canvas/util.js';
import type { Cloth } from './coat.js';

/** Face, neck, body and back pieces, fitted to the head; each reports the region it covers. */
type Piece = (g: Geo) => { body: string; defs?: string; region: Region };
const ink = (g: Geo, k = 0.03) =>
  `stroke="#1a1410" stroke-width="${svgNum(Math.max(1, g.head.r * k))}" stroke-linejoin="round"`;

/** Eye line and neck line. */
const eyes = (g: Geo) => ({ y: g.head.cy - g.head.r * 0.08, dx: g.head.r * 0.42, s: g.head.r * 0.26 });
/**
 * Where a neck piece sits and its size unit: under the chin of a pet facing us, or of one whose
 * neck is hidden (a rabbit); on a side-on pet's neck (anatomy.ts), part way (toThroat, 0..1) from the
 * neck's middle to its throat, sized by the neck's width (costume.ts turns it along the neck).
 */
export const neck = (g: Geo, toThroat = 0) => {
  const n = g.head.neck,
    r = g.head.r;
  // A little down the neck from its narrowest cut (which lies just behind the jaw), as a collar sits.
  if (n && !n.hidden && !g.head.tilt)
    return {
      x: n.x + (n.throat.x - n.x) * toThroat + n.ux * n.w * 0.2,
      y: n.y + (n.throat.y - n.y) * toThroat + n.uy * n.w * 0.2,
      w: clamp(n.w * 0.42, r * 0.55, r * 0.95),
    };
  // A close-up's chin is at or past the bottom of its picture: the piece, smaller, at that edge, mostly in view (under
  // the chin the head's capped radius gives, it would sit on the nose).
  if (g.head.closeUp) {
    const w = Math.min(r * 0.75, Math.min(g.W, g.H) * 0.3);
    return { x: g.head.cx, y: Math.min(g.H, g.pet.y + g.pet.h) - w * 0.2, w };
  }
  return { x: g.head.cx, y: Math.min(g.H - r * 0.45, g.head.cy + r * 0.95), w: r * 0.75 };
};

function lenses(g: Geo, frame: string, glass: string, opacity: number, strap?: string): Drawn {
  const { cx, r } = g.head,
    e = eyes(g);
  const lens = (x: number) =>
    `<circle cx="${svgNum(x)}" cy="${svgNum(e.y)}" r="${svgNum(e.s)}" fill="${glass}" fill-opacity="${opacity}" stroke="` +
    `${frame}" stroke-width="${svgNum(r * 0.07)}"/>` +
    (`<path d="M${svgNum(x - e.s * 0.5)} ${svgNum(e.y - e.s * 0.35)}q${svgNum(e.s * 0.3)} ${svgNum(-e.s * 0.3)} ` +
      `${svgNum(e.s * 0.6)} ${svgNum(-e.s * 0.2)}" stroke="#fff" stroke-opacity=".7" stroke-width="${svgNum(r * 0.04)}"` +
      ` fill="none"/>`);
  const band = strap
    ? `<path d="M${svgNum(cx - r * 1.05)} ${svgNum(e.y)}H${svgNum(cx + r * 1.05)}" stroke="${strap}" stroke-width="${svgNum(r * 0.14)}"/>`
    : '';
  return {
    body:
      band +
      lens(cx - e.dx) +
      lens(cx + e.dx) +
      (`<path d="M${svgNum(cx - e.dx + e.s)} ${svgNum(e.y)}Q${svgNum(cx)} ${svgNum(e.y - e.s * 0.4)} ${svgNum(cx + e.dx - e.s)} ` +
        `${svgNum(e.y)}" stroke="${frame}" stroke-width="${svgNum(r * 0.06)}" fill="none"/>`),
    region: { x: cx - e.dx - e.s, y: e.y - e.s, w: e.dx * 2 + e.s * 2, h: e.s * 2 },
  };
}

const FACE: Record<string, Piece> = {
  glasses: (g) => lenses(g, '#2a1a10', '#dff3ff', 0.15),
  sunglasses: (g) => lenses(g, '#111', '#141414', 0.92),
  goggles: (g) => lenses(g, '#b07a2a', '#7fb8c8', 0.55, '#5a3a1a'),
  scuba: (g) => {
    const { cx, r } = g.head,
      e = eyes(g);
    const x = cx - e.dx - e.s * 1.2,
      w = e.dx * 2 + e.s * 2.4,
      y = e.y - e.s * 1.2,
      h = e.s * 2.4;
    return {
      body:
        `<path d="M${svgNum(cx - r * 1.1)} ${svgNum(e.y)}H${svgNum(cx + r * 1.1)}" stroke="#111" stroke-width="` +
        `${svgNum(r * 0.16)}"/><rect x="${svgNum(x)}" y="${svgNum(y)}" width="${svgNum(w)}" height="${svgNum(h)}" rx="${svgNum(h * 0.4)}"` +
        ` fill="#7fd0e8" fill-opacity=".45" stroke="#f2c21f" stroke-width="${svgNum(r * 0.12)}"/>` +
        (`<path d="M${svgNum(cx + r * 0.9)} ${svgNum(e.y)}V${svgNum(e.y - r * 1.2)}" stroke="#f2c21f" stroke-width="` +
          `${svgNum(r * 0.14)}" stroke-linecap="round"/>`),
      region: { x, y, w, h },
    };
  },
  monocle: (g) => {
    const { cx, r } = g.head,
      e = eyes(g),
      x = cx + e.dx;
    return {
      body:
        `<circle cx="${svgNum(x)}" cy="${svgNum(e.y)}" r="${svgNum(e.s * 1.15)}" fill="#dff3ff" fill-opacity=".2"` +
        ` stroke="url(#gold)" stroke-width="${svgNum(r * 0.08)}"/>` +
        `<path d="M${svgNum(x + e.s * 0.8)} ${svgNum(e.y + e.s * 0.8)}Q${svgNum(x + r * 0.6)} ${svgNum(e.y + r)} ` +
        `${svgNum(x + r * 0.2)} ${svgNum(e.y + r * 1.5)}" stroke="#d9a93a" stroke-width="${svgNum(r * 0.03)}" fill="none"/>`,
      region: { x: x - e.s, y: e.y - e.s, w: e.s * 2, h: e.s * 2 },
    };
  },
  ninja: (g) => {
    const { cx, r } = g.head,
      e = eyes(g);
    return {
      body:
        `<path d="M${svgNum(cx - r * 1.05)} ${svgNum(e.y - r * 0.42)}Q${svgNum(cx)} ${svgNum(e.y - r * 0.55)} ${svgNum(cx + r * 1.05)}` +
        ` ${svgNum(e.y - r * 0.42)}V${svgNum(e.y - r * 0.22)}Q${svgNum(cx)} ${svgNum(e.y - r * 0.35)} ${svgNum(cx - r * 1.05)} ` +
        `${svgNum(e.y - r * 0.22)}Z" fill="#1b1b1f" ${ink(g)}/>` +
        (`<path d="M${svgNum(cx + r * 1.0)} ${svgNum(e.y - r * 0.35)}q${svgNum(r * 0.5)} ${svgNum(r * 0.1)} ${svgNum(r * 0.7)} ` +
          `${svgNum(r * 0.6)}M${svgNum(cx + r * 1.0)} ${svgNum(e.y - r * 0.3)}q${svgNum(r * 0.3)} ${svgNum(r * 0.3)} ${svgNum(r * 0.3)} ` +
          `${svgNum(r * 0.8)}" stroke="#1b1b1f" stroke-width="${svgNum(r * 0.12)}" fill="none"/>`) +
        `<circle cx="${svgNum(cx)}" cy="${svgNum(e.y - r * 0.38)}" r="${svgNum(r * 0.08)}" fill="#c8102e"/>`,
      region: { x: cx - r * 0.8, y: e.y - r * 0.5, w: r * 1.6, h: r * 0.25 },
    };
  },
  headphones: (g) => {
    const { cx, r, top } = g.head,
      y = g.head.cy;
    return {
      body:
        `<path d="M${svgNum(cx - r * 1.02)} ${svgNum(y)}C${svgNum(cx - r * 1.1)} ${svgNum(top - r * 0.2)} ${svgNum(cx + r * 1.1)} ` +
        `${svgNum(top - r * 0.2)} ${svgNum(cx + r * 1.02)} ${svgNum(y)}" stroke="#1b1b1f" stroke-width="${svgNum(r * 0.14)}"` +
        ` fill="none"/>` +
        [-1, 1]
          .map(
            (k) =>
              `<rect x="${svgNum(cx + k * r * 1.02 - r * 0.2)}" y="${svgNum(y - r * 0.3)}" width="${svgNum(r * 0.4)}" height="` +
              `${svgNum(r * 0.6)}" rx="${svgNum(r * 0.15)}" fill="#ff2fb3" ${ink(g)}/>`,
          )
          .join(''),
      region: { x: cx + r * 0.85, y: y - r * 0.25, w: r * 0.3, h: r * 0.5 },
    };
  },
};

const NECK: Record<string, Piece> = {
  bowtie: (g) => {
    const { x, y, w } = neck(g, 0.3);
    const s = w * 0.55;
    return {
      body:
        `<path d="M${svgNum(x)} ${svgNum(y)}L${svgNum(x - s * 1.2)} ${svgNum(y - s * 0.6)}Q${svgNum(x - s * 1.35)} ${svgNum(y)} ` +
        `${svgNum(x - s * 1.2)} ${svgNum(y + s * 0.6)}ZM${svgNum(x)} ${svgNum(y)}L${svgNum(x + s * 1.2)} ${svgNum(y - s * 0.6)}Q` +
        `${svgNum(x + s * 1.35)} ${svgNum(y)} ${svgNum(x + s * 1.2)} ${svgNum(y + s * 0.6)}Z" fill="#c8102e" ${ink(g)}/>` +
        `<rect x="${svgNum(x - s * 0.22)}" y="${svgNum(y - s * 0.28)}" width="${svgNum(s * 0.44)}" height="${svgNum(s * 0.56)}"` +
        ` rx="${svgNum(s * 0.1)}" fill="#9a0b1f" ${ink(g)}/>`,
      region: { x: x - s * 1.1, y: y - s * 0.4, w: s * 2.2, h: s * 0.8 },
    };
  },
  bandana: (g) => {
    const { x, y, w } = neck(g, 0.3);
    return {
      body:
        `<path d="M${svgNum(x - w * 1.5)} ${svgNum(y - w * 0.3)}Q${svgNum(x)} ${svgNum(y + w * 0.15)} ${svgNum(x + w * 1.5)} ` +
        `${svgNum(y - w * 0.3)}L${svgNum(x)} ${svgNum(y + w * 1.2)}Z" fill="#c8283a" ${ink(g)}/>` +
        [0.2, 0.45, 0.7]
          .map(
            (t) =>
              `<circle cx="${svgNum(x + (t - 0.45) * w * 1.6)}" cy="${svgNum(y + w * 0.2)}" r="${svgNum(w * 0.07)}" fill="#fff"/>`,
          )
          .join(''),
      region: { x: x - w * 0.6, y: y, w: w * 1.2, h: w * 0.6 },
    };
  },
  // A knitted scarf: a thick band wrapped round the neck and two fringed tails hanging over the chest.
  scarf: (g) => {
    const { x, y, w } = neck(g);
    const t = w * 0.42;
    const tail = (dx: number, len: number) =>
      `<path d="M${svgNum(x + dx - t * 0.5)} ${svgNum(y)}L${svgNum(x + dx + t * 0.5)} ${svgNum(y)}L${svgNum(x + dx + t * 0.65)} ` +
      `${svgNum(y + len)}L${svgNum(x + dx - t * 0.35)} ${svgNum(y + len)}Z" fill="#b3122b" ${ink(g)}/>` +
      [0.35, 0.65]
        .map(
          (k) =>
            `<path d="M${svgNum(x + dx - t * 0.45 + k * 0.1 * t)} ${svgNum(y + len * k)}h${svgNum(t * 0.95)}" stroke="#f3e6d8"` +
            ` stroke-width="${svgNum(t * 0.16)}"/>`,
        )
        .join('') +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<path d="M${svgNum(x + dx - t * 0.3 + i * t * 0.28)}` +
            ` ${svgNum(y + len)}v${svgNum(t * 0.35)}" stroke="#b3122b" stroke-width="${svgNum(t * 0.1)}"/>`,
        )
        .join('');
    return {
      body:
        tail(w * 0.35, w * 1.5) +
        tail(w * 0.05, w * 1.15) +
        (`<path d="M${svgNum(x - w * 1.25)} ${svgNum(y - t * 0.9)}Q${svgNum(x)} ${svgNum(y - t * 0.1)} ${svgNum(x + w * 1.25)} ` +
          `${svgNum(y - t * 0.9)}L${svgNum(x + w * 1.2)} ${svgNum(y + t * 0.35)}Q${svgNum(x)}` +
          ` ${svgNum(y + t * 1.2)} ${svgNum(x - w * 1.2)} ` +
          `${svgNum(y + t * 0.35)}Z" fill="#c8102e" ${ink(g)}/>`) +
        (`<path d="M${svgNum(x - w * 1.2)} ${svgNum(y - t * 0.25)}Q${svgNum(x)} ${svgNum(y + t * 0.55)} ${svgNum(x + w * 1.2)} ` +
          `${svgNum(y - t * 0.25)}" stroke="#f3e6d8" stroke-width="${svgNum(t * 0.16)}" fill="none"/>`),
      region: { x: x - w * 0.9, y: y - t * 0.5, w: w * 1.8, h: t * 1.2 },
    };
  },
  ruff: (g) => {
    const { x, y, w } = neck(g);
    let b = '';
    for (let i = -6; i <= 6; i++)
      b +=
        `<ellipse cx="${svgNum(x + i * w * 0.22)}" cy="${svgNum(y + Math.abs(i) * -w * 0.02)}" rx="${svgNum(w * 0.16)}" ry="` +
        `${svgNum(w * 0.3)}" fill="#fbf8ef" stroke="#a9a39a" stroke-width="${svgNum(w * 0.03)}"/>`;
    return { body: b, region: { x: x - w, y: y - w * 0.2, w: w * 2, h: w * 0.4 } };
  },
  pearls: (g) => {
    const { x, y, w } = neck(g, 0.2);
    let b = '';
    for (let i = 0; i <= 14; i++) {
      const t = i / 14,
        a = Math.PI * (0.1 + 0.8 * t);
      b +=
        `<circle cx="${svgNum(x - Math.cos(a) * w * 1.3)}" cy="${svgNum(y - w * 0.2 + Math.sin(a) * w * 0.6)}" r="` +
        `${svgNum(w * 0.1)}" fill="#f8f4ec" stroke="#b8b0a0" stroke-width="${svgNum(w * 0.02)}"/>`;
    }
    return { body: b, region: { x: x - w * 0.5, y: y + w * 0.2, w: w, h: w * 0.25 } };
  },
  medal: (g) => {
    const { x, y, w } = neck(g, 0.4);
    return {
      body:
        `<path d="M${svgNum(x - w * 0.9)} ${svgNum(y - w * 0.4)}L${svgNum(x - w * 0.15)} ${svgNum(y + w * 0.7)}M${svgNum(x + w * 0.9)}` +
        ` ${svgNum(y - w * 0.4)}L${svgNum(x + w * 0.15)} ${svgNum(y + w * 0.7)}" stroke="#1d4fa3" stroke-width="` +
        `${svgNum(w * 0.22)}"/><circle cx="${svgNum(x)}" cy="${svgNum(y + w * 0.95)}" r="${svgNum(w * 0.38)}" fill="url(#gold)" ` +
        `${ink(g)}/>`,
      region: { x: x - w * 0.3, y: y + w * 0.7, w: w * 0.6, h: w * 0.5 },
    };
  },
  lei: (g) => {
    const { x, y, w } = neck(g, 0.1);
    let b = '';
    for (let i = 0; i <= 10; i++) {
      const a = Math.PI * (0.05 + 0.9 * (i / 10));
      b += flower(
        x - Math.cos(a) * w * 1.35,
        y - w * 0.15 + Math.sin(a) * w * 0.55,
        w * 0.26,
        ['#f25c9a', '#ffd23f', '#ff7b1c', '#ffffff'][i % 4]!,
      );
    }
    return { body: b, region: { x: x - w * 0.8, y: y + w * 0.1, w: w * 1.6, h: w * 0.4 } };
  },
  sailorcollar: (g) => {
    const { x, y, w } = neck(g);
    return {
      body:
        `<path d="M${svgNum(x - w * 1.6)} ${svgNum(y - w * 0.1)}L${svgNum(x)} ${svgNum(y + w * 1.1)}L${svgNum(x + w * 1.6)} ` +
        `${svgNum(y - w * 0.1)}L${svgNum(x + w * 1.8)} ${svgNum(y + w * 0.6)}L${svgNum(x)} ${svgNum(y + w * 1.6)}L${svgNum(x - w * 1.8)} ` +
        `${svgNum(y + w * 0.6)}Z" fill="#1d2f6b" ${ink(g)}/>` +
        `<path d="M${svgNum(x - w * 0.4)} ${svgNum(y + w * 1.2)}L${svgNum(x)} ${svgNum(y + w * 1.55)}L${svgNum(x + w * 0.4)} ` +
        `${svgNum(y + w * 1.2)}" fill="#c8102e"/>`,
      region: { x: x - w * 1.6, y: y + w * 0.4, w: w * 0.8, h: w * 0.5 },
    };
  },
};

const sailorStripes = (g: Geo, y: number) =>
  `<path d="M${svgNum(g.head.cx - g.head.r * 2.4)} ${svgNum(y + g.head.r * 1.1)}H${svgNum(g.head.cx + g.head.r * 2.4)}` +
  `M${svgNum(g.head.cx - g.head.r * 2.4)} ${svgNum(y + g.head.r * 1.35)}H${svgNum(g.head.cx + g.head.r * 2.4)}" stroke="#1d2f6b"` +
  ` stroke-width="${svgNum(g.head.r * 0.1)}"/>` +
  (`<path d="M${svgNum(g.head.cx - g.head.r * 0.35)} ${svgNum(y + g.head.r * 0.5)}L${svgNum(g.head.cx)} ` +
    `${svgNum(y + g.head.r * 0.85)}L${svgNum(g.head.cx + g.head.r * 0.35)} ${svgNum(y + g.head.r * 0.5)}" fill="#c8102e"/>`);

/** Where a garment ends: the canvas's bottom edge, or the chest of a pet seen side-on (not its legs). */
const hem = (g: Geo) => (g.head.side ? Math.min(g.H + 2, neck(g).y + neck(g).w * 3.4) : g.H + 2);

/** Garment over the shoulders: from just under the chin to its hem. */
function garment(fill: string, trim: string, extra: (g: Geo, y: number) => string = () => ''): Piece {
  return (g) => {
    const { x, y, w } = neck(g);
    const sy = y + w * 0.25,
      hw = Math.min(g.W * 0.62, w * (g.head.side ? 2.4 : 3.6)),
      end = hem(g);
    const close = end < g.H ? `Q${svgNum(x)} ${svgNum(end + w * 0.9)} ${svgNum(x - hw)} ${svgNum(end)}` : '';
    const d =
      `M${svgNum(x - hw)} ${svgNum(end)}C${svgNum(x - hw)} ${svgNum(sy + w * 0.8)}` +
      ` ${svgNum(x - w * 1.8)} ${svgNum(sy)} ${svgNum(x - w * 0.7)}` +
      ` ${svgNum(sy)}Q${svgNum(x)} ${svgNum(sy + w * 0.5)} ${svgNum(x + w * 0.7)} ${svgNum(sy)}C${svgNum(x + w * 1.8)} ${svgNum(sy)} ` +
      `${svgNum(x + hw)} ${svgNum(sy + w * 0.8)} ${svgNum(x + hw)} ${svgNum(end)}${close}Z`;
    return {
      body:
        `<path d="${d}" fill="${fill}" ${ink(g, 0.04)}/>` +
        `<path d="M${svgNum(x - w * 0.7)} ${svgNum(sy)}Q${svgNum(x)}` +
        ` ${svgNum(sy + w * 0.5)} ${svgNum(x + w * 0.7)} ${svgNum(sy)}" stroke="` +
        `${trim}" stroke-width="${svgNum(w * 0.22)}" fill="none"/>` +
        extra(g, sy),
      region: {
        x: x - hw * 0.8,
        y: Math.min(g.H - 4, sy + w * 0.9),
        w: hw * 1.6,
        h: Math.max(4, Math.min(g.H, end) - sy - w * 0.9),
      },
    };
  };
}

/**
 * The body garments as cloth. A pet facing us wears them as a garment over the shoulders (SVG, in
 * front of the pet); a pet seen side-on has its body dressed in the cloth before the style paints
 * it (coat.ts). svgFill: the SVG paint, where it is a gradient or pattern.
 */
type BodyCloth = Cloth & { svgFill?: string };
export const CLOTHS: Record<string, BodyCloth> = {
  cape: {
    fill: '#9a1420',
    trim: '#f4efe4',
    weave: 'velvet',
    extra: (g, y) =>
      `<path d="M${svgNum(g.head.cx - g.head.r * 2)} ${svgNum(y + g.head.r * 0.4)}Q${svgNum(g.head.cx)} ` +
      `${svgNum(y + g.head.r * 1.4)} ${svgNum(g.head.cx + g.head.r * 2)} ${svgNum(y + g.head.r * 0.4)}" stroke="#f4efe4"` +
      ` stroke-width="${svgNum(g.head.r * 0.3)}" fill="none" stroke-dasharray="${svgNum(g.head.r * 0.5)} ` +
      `${svgNum(g.head.r * 0.08)}"/>`,
  },
  herocape: {
    fill: '#1d3fa8',
    trim: '#d7141a',
    extra: (g, y) =>
      `<path d="M${svgNum(g.head.cx)} ${svgNum(y + g.head.r * 0.6)}l${svgNum(g.head.r * 0.5)} ${svgNum(g.head.r * 0.35)}l` +
      `${svgNum(-g.head.r * 0.5)} ${svgNum(g.head.r * 0.7)}l${svgNum(-g.head.r * 0.5)} ${svgNum(-g.head.r * 0.7)}Z"` +
      ` fill="#ffd21f" ${ink(g)}/>`,
  },
  armour: {
    fill: '#a9b3c2',
    svgFill: 'url(#steel)',
    trim: '#5a6470',
    weave: 'metal',
    extra: (g, y) => {
      let rivets = '';
      for (let i = -3; i <= 3; i++)
        rivets +=
          `<circle cx="${svgNum(g.head.cx + i * g.head.r * 0.45)}" cy="${svgNum(y + g.head.r * 0.9)}" r="` +
          `${svgNum(g.head.r * 0.06)}" fill="#3a4048"/>`;
      return (
        rivets +
        (`<path d="M${svgNum(g.head.cx - g.head.r * 2.4)} ${svgNum(y + g.head.r * 1.3)}Q${svgNum(g.head.cx)} ` +
          `${svgNum(y + g.head.r * 2)} ${svgNum(g.head.cx + g.head.r * 2.4)} ${svgNum(y + g.head.r * 1.3)}" stroke="#3a4048"` +
          ` stroke-width="${svgNum(g.head.r * 0.05)}" fill="none"/>`)
      );
    },
  },
  sweater: {
    fill: '#c0392b',
    trim: '#f4efe4',
    weave: 'knit',
    extra: (g, y) => {
      let k = '';
      for (let i = -4; i <= 4; i++)
        k +=
          `<path d="M${svgNum(g.head.cx + i * g.head.r * 0.4)} ${svgNum(y + g.head.r * 0.9)}l${svgNum(g.head.r * 0.12)} ` +
          `${svgNum(g.head.r * 0.2)}l${svgNum(g.head.r * 0.12)} ${svgNum(-g.head.r * 0.2)}" stroke="#f4efe4" stroke-width="` +
          `${svgNum(g.head.r * 0.07)}" fill="none"/>`;
      return k;
    },
  },
  tuxedo: {
    fill: '#141418',
    trim: '#ffffff',
    extra: (g, y) =>
      `<path d="M${svgNum(g.head.cx - g.head.r * 0.5)} ${svgNum(y)}L${svgNum(g.head.cx)} ${svgNum(hem(g))}L` +
      `${svgNum(g.head.cx + g.head.r * 0.5)} ${svgNum(y)}Z" fill="#ffffff"/>`,
  },
  labcoat: {
    fill: '#f4f6f8',
    trim: '#c9d1dd',
    extra: (g, y) =>
      `<path d="M${svgNum(g.head.cx)} ${svgNum(y + g.head.r * 0.3)}V${svgNum(hem(g))}"` +
      ` stroke="#9aa6b8" stroke-width="${svgNum(g.head.r * 0.05)}"/>`,
  },
  jacket: { fill: '#5a3820', trim: '#8a5a34' },
  raincoat: { fill: '#ffcc1f', trim: '#e0a800' },
  tartan: { fill: '#1f5a3a', svgFill: 'url(#tartan)', trim: '#b3202a', weave: 'tartan' },
  spacesuit: {
    fill: '#e4eaf3',
    trim: '#7d8aa0',
    weave: 'quilt',
    extra: (g, y) =>
      `<rect x="${svgNum(g.head.cx - g.head.r * 0.45)}" y="${svgNum(y + g.head.r * 0.8)}" width="${svgNum(g.head.r * 0.9)}` +
      `" height="${svgNum(g.head.r * 0.5)}" rx="${svgNum(g.head.r * 0.08)}" fill="#2b3342"/>` +
      `<circle cx="${svgNum(g.head.cx - g.head.r * 0.2)}" cy="${svgNum(y + g.head.r * 1.05)}" r="` +
      `${svgNum(g.head.r * 0.08)}" fill="#ff5a4f"/>` +
      `<circle cx="${svgNum(g.head.cx + g.head.r * 0.1)}" cy="${svgNum(y + g.head.r * 1.05)}" r="` +
      `${svgNum(g.head.r * 0.08)}" fill="#19e6ff"/>`,
  },
  robe: { fill: '#3b2a7a', trim: '#d9a93a', weave: 'velvet' },
};
/** A side-on pet's sailor collar is a whole sailor's blouse. */
export const SIDE_CLOTHS: Record<string, BodyCloth> = {
  ...CLOTHS,
  sailorcollar: { fill: '#f4f6f8', trim: '#1d2f6b', extra: sailorStripes },
};

const BODY: Record<string, Piece> = Object.fromEntries(
  Object.entries(CLOTHS).map(([id, c]) => [id, garment(c.svgFill ?? c.fill, c.trim, c.extra)]),
);

const BACK: Record<string, Piece> = {
  wings: (g) => {
    const { cx, cy, r } = g.head;
    const wing = (k: number) =>
      `<path d="M${svgNum(cx + k * r * 0.6)} ${svgNum(cy + r * 1.2)}C${svgNum(cx + k * r * 2.6)} ${svgNum(cy - r * 1.2)} ` +
      `${svgNum(cx + k * r * 3.2)} ${svgNum(cy + r * 0.2)} ${svgNum(cx + k * r * 2.3)} ${svgNum(cy + r * 1.3)}C${svgNum(cx + k * r * 3)}` +
      ` ${svgNum(cy + r * 1.8)} ${svgNum(cx + k * r * 2)} ${svgNum(cy + r * 2.6)} ${svgNum(cx + k * r * 0.6)} ` +
      `${svgNum(cy + r * 1.5)}Z" fill="#bfe9ff" fill-opacity=".6" stroke="#7fc8f0" stroke-width="${svgNum(r * 0.05)}` +
      `"/>`;
    return { body: wing(-1) + wing(1), region: { x: cx + r * 1.6, y: cy + r * 0.2, w: r * 0.8, h: r * 0.8 } };
  },
  mane: (g) => {
    const { cx, cy, r } = g.head;
    let m = '';
    for (let i = 0; i < 22; i++) {
      const a = (i / 22) * Math.PI * 2,
        rr = r * (1.45 + (i % 2) * 0.2);
      m +=
        `<ellipse cx="${svgNum(cx + Math.cos(a) * rr)}" cy="${svgNum(cy + Math.sin(a) * rr)}" rx="${svgNum(r * 0.45)}" ry="` +
        `${svgNum(r * 0.22)}" transform="rotate(${svgNum((a * 180) / Math.PI)} ${svgNum(cx + Math.cos(a) * rr)} ` +
        `${svgNum(cy + Math.sin(a) * rr)})" fill="${i % 2 ? '#9a5a1c' : '#c67a2a'}"/>`;
    }
    return { body: m, region: { x: cx - r * 1.9, y: cy - r * 0.3, w: r * 0.4, h: r * 0.6 } };
  },
};

export const WEAR = { face: FACE, neck: NECK, body: BODY, back: BACK };
export const WEAR_DEFS =
  `<linearGradient id="steel" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#6b7688"/>` +
  `<stop offset=".35" stop-color="#e6ebf2"/><stop offset=".6" stop-color="#9aa6b8"/>` +
  `<stop offset="1" stop-color="#4a5466"/></linearGradient>` +
  `<pattern id="tartan" width="40" height="40" patternUnits="userSpaceOnUse">` +
  `<rect width="40" height="40" fill="#1f5a3a"/>` +
  `<path d="M0 10H40M0 30H40" stroke="#1d2f6b" stroke-width="8"/>` +
  `<path d="M10 0V40M30 0V40" stroke="#1d2f6b" stroke-width="8" stroke-opacity=".7"/>` +
  `<path d="M0 20H40M20 0V40" stroke="#b3202a" stroke-width="2.5"/></pattern>`;

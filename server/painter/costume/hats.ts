import type { Geo, Region } from '../photo/fit.js';
import { svgNum } from '../canvas/util.js';

/** A drawn costume or prop: SVG (body, defs) and the region it covers (canvas px). */
export type Drawn = { body: string; defs?: string; region: Region; seat?: { x: number; y: number } };

const lin = (id: string, stops: [number, string][], dir = 'x1="0" y1="0" x2="0" y2="1"') =>
  `<linearGradient id="${id}" ${dir}>${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`;
export const GOLD = lin(
  'gold',
  [
    [0, '#fff1b8'],
    [0.35, '#e0b040'],
    [0.65, '#9a6a16'],
    [1, '#f0cf70'],
  ],
  'x1="0" y1="0" x2="1" y2="1"',
);
const ink = (g: Geo) =>
  `stroke="#1a1410" stroke-width="${svgNum(Math.max(1, g.head.r * 0.03))}" stroke-linejoin="round"`;

/** Hat geometry: brim centre (on the head, between the ears), brim half-width, unit. */
function seat(g: Geo) {
  const { cx, cy, r, top, tilt, side, seat, chest } = g.head;
  // A rolled head's hat is drawn upright in the head's own frame, then turned with it (costume.ts).
  if (tilt) return { x: cx, y: top + r * 0.32, w: r * 1.15, k: r };
  // Seen side-on, pricked ears stand inside the hat's width: it sits down over them (fit.ts's seat),
  // set back on the skull (towards the body), its brim above the eyes.
  const back = side && chest ? Math.sign(chest.x - cx) : 0;
  const x = cx + back * r * 0.2;
  const rest = restOn(g, x, r * 1.15 * 0.62);
  if (rest !== null) return { x, y: Math.min(rest + r * 0.15, cy - r * 0.25), w: r * 1.15, k: r };
  if (!side) return { x, y: Math.max(top + r * 0.32, r * 0.95), w: r * 1.15, k: r };
  return { x, y: Math.min(top + r * (seat ?? 0.5), cy - r * 0.3), w: r * 1.15, k: r };
}

/**
 * Where a hat's brim rests (issue 34: a crown floated over the kitten's head, between its ears): the
 * head's outline from above under the hat's crown (x +- half), the columns whose top lies above the
 * head's centre (the head, not the back or the ground beside it), its 60th percentile row (pricked
 * ears are narrow: the brim goes down past them onto the skull). Null without an outline or where
 * under a third of the crown's width has head under it.
 */
function restOn(g: Geo, x: number, half: number): number | null {
  const t = g.tops;
  if (!t) return null;
  const x0 = Math.max(0, Math.round(x - half)),
    x1 = Math.min(t.length - 1, Math.round(x + half));
  const under: number[] = [];
  for (let c = x0; c <= x1; c++) if (t[c]! < g.head.cy) under.push(t[c]!);
  if (under.length < (x1 - x0 + 1) / 3) return null;
  under.sort((a, b) => a - b);
  return under[Math.floor(under.length * 0.6)]!;
}
const reg = (x: number, y: number, w: number, h: number): Region => ({ x, y, w, h });

type HatSpec = (g: Geo, s: ReturnType<typeof seat>) => string;

const brimmed =
  (crown: string, brim: string, band: string, tall: number, wide: number, flat = false): HatSpec =>
  (g, s) => {
    const { x, y, w } = s;
    const cw = w * 0.62,
      ch = w * tall;
    const dome = flat
      ? `M${svgNum(x - cw)} ${svgNum(y)}L${svgNum(x - cw * 0.9)}` +
        ` ${svgNum(y - ch)}L${svgNum(x + cw * 0.9)} ${svgNum(y - ch)}L${svgNum(x + cw)} ${svgNum(y)}Z`
      : `M${svgNum(x - cw)} ${svgNum(y)}C${svgNum(x - cw)} ${svgNum(y - ch * 1.3)}` +
        ` ${svgNum(x + cw)} ${svgNum(y - ch * 1.3)} ${svgNum(x + cw)} ${svgNum(y)}Z`;
    return (
      `<ellipse cx="${svgNum(x)}" cy="${svgNum(y)}" rx="${svgNum(w * wide)}" ry="${svgNum(w * 0.22)}" fill="${brim}" ${ink(g)}/>` +
      `<path d="${dome}" fill="${crown}" ${ink(g)}/>` +
      (`<path d="M${svgNum(x - cw * 0.98)} ${svgNum(y - w * 0.03)}Q${svgNum(x)} ${svgNum(y + w * 0.06)} ${svgNum(x + cw * 0.98)} ` +
        `${svgNum(y - w * 0.03)}L${svgNum(x + cw * 0.95)} ${svgNum(y - w * 0.2)}Q${svgNum(x)} ${svgNum(y - w * 0.1)} ` +
        `${svgNum(x - cw * 0.95)} ${svgNum(y - w * 0.2)}Z" fill="${band}"/>`)
    );
  };

const cone =
  (fill: string, trim: string, tip: string, lean: number, height = 1.9): HatSpec =>
  (g, { x, y, w }) => {
    const tx = x + w * lean,
      ty = y - w * height;
    return (
      `<path d="M${svgNum(x - w * 0.8)} ${svgNum(y)}Q${svgNum(x - w * 0.3)} ${svgNum(y - w)} ${svgNum(tx)} ${svgNum(ty)}Q` +
      `${svgNum(x + w * 0.35)} ${svgNum(y - w * 0.8)} ${svgNum(x + w * 0.8)} ${svgNum(y)}Z" fill="${fill}" ${ink(g)}/>` +
      `<ellipse cx="${svgNum(x)}" cy="${svgNum(y)}" rx="${svgNum(w * 0.9)}" ry="${svgNum(w * 0.2)}" fill="${trim}" ${ink(g)}/>` +
      `<circle cx="${svgNum(tx)}" cy="${svgNum(ty)}" r="${svgNum(w * 0.16)}" fill="${tip}" ${ink(g)}/>`
    );
  };

function starsOn(x: number, y: number, w: number, colour: string) {
  const star = (sx: number, sy: number, s: number) =>
    `<path d="M${svgNum(sx)} ${svgNum(sy - s)}L${svgNum(sx + s * 0.3)} ${svgNum(sy - s * 0.3)}L${svgNum(sx + s)} ${svgNum(sy)}L` +
    `${svgNum(sx + s * 0.3)} ${svgNum(sy + s * 0.3)}L${svgNum(sx)} ${svgNum(sy + s)}L${svgNum(sx - s * 0.3)} ${svgNum(sy + s * 0.3)}L` +
    `${svgNum(sx - s)} ${svgNum(sy)}L${svgNum(sx - s * 0.3)} ${svgNum(sy - s * 0.3)}Z" fill="${colour}"/>`;
  return (
    star(x - w * 0.25, y - w * 0.45, w * 0.13) +
    star(x + w * 0.12, y - w * 0.9, w * 0.1) +
    star(x + w * 0.3, y - w * 0.35, w * 0.08)
  );
}

function ring(g: Geo, s: ReturnType<typeof seat>, bead: (x: number, y: number, i: number) => string, n = 9) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = Math.PI * (1.05 + (0.9 * i) / (n - 1));
    out += bead(s.x + Math.cos(a) * s.w * 0.95, s.y + Math.sin(a) * s.w * 0.28 + s.w * 0.05, i);
  }
  return out;
}

const HATS: Record<string, HatSpec> = {
  pirate: (g, { x, y, w }) =>
    `<path d="M${svgNum(x - w * 1.25)} ${svgNum(y)}Q${svgNum(x - w * 0.9)} ${svgNum(y - w * 1.25)} ${svgNum(x)} ${svgNum(y - w * 0.95)}` +
    `Q${svgNum(x + w * 0.9)} ${svgNum(y - w * 1.25)} ${svgNum(x + w * 1.25)} ${svgNum(y)}Q${svgNum(x)} ${svgNum(y - w * 0.3)} ` +
    `${svgNum(x - w * 1.25)} ${svgNum(y)}Z" fill="#1b1714" ${ink(g)}/>` +
    (`<path d="M${svgNum(x - w * 1.15)} ${svgNum(y - w * 0.08)}Q${svgNum(x)} ${svgNum(y - w * 0.42)} ${svgNum(x + w * 1.15)} ` +
      `${svgNum(y - w * 0.08)}" fill="none" stroke="#d9a93a" stroke-width="${svgNum(w * 0.07)}"/>`) +
    (`<circle cx="${svgNum(x)}" cy="${svgNum(y - w * 0.62)}" r="${svgNum(w * 0.17)}" fill="#f4efe4"/>` +
      `<rect x="${svgNum(x - w * 0.1)}" y="${svgNum(y - w * 0.52)}" width="${svgNum(w * 0.2)}" height="${svgNum(w * 0.1)}"` +
      ` fill="#f4efe4"/>`) +
    (`<circle cx="${svgNum(x - w * 0.06)}" cy="${svgNum(y - w * 0.63)}" r="${svgNum(w * 0.04)}" fill="#1b1714"/>` +
      `<circle cx="${svgNum(x + w * 0.06)}" cy="${svgNum(y - w * 0.63)}" r="${svgNum(w * 0.04)}" fill="#1b1714"/>`) +
    (`<path d="M${svgNum(x - w * 0.28)} ${svgNum(y - w * 0.32)}L${svgNum(x + w * 0.28)} ${svgNum(y - w * 0.44)}M` +
      `${svgNum(x - w * 0.28)} ${svgNum(y - w * 0.44)}L${svgNum(x + w * 0.28)} ${svgNum(y - w * 0.32)}" stroke="#f4efe4"` +
      ` stroke-width="${svgNum(w * 0.07)}" stroke-linecap="round"/>`),
  wizard: (g, s) => cone('#2b2a7a', '#3b3aa0', '#ffd45a', 0.55, 2.3)(g, s) + starsOn(s.x, s.y, s.w, '#ffd45a'),
  party: (g, s) => cone('#ff4f8b', '#ffd23f', '#35c4f0', 0.05, 1.7)(g, s) + starsOn(s.x, s.y, s.w * 0.9, '#ffffff'),
  santa: (g, s) => cone('#d21f2a', '#ffffff', '#ffffff', 0.85, 1.5)(g, s),
  elf: (g, s) => cone('#1f8a3b', '#d21f2a', '#ffd23f', -0.7, 1.6)(g, s),
  crown: (g, { x, y, w }) => {
    const b = y - w * 0.05,
      t = y - w * 0.85;
    const pts = [-0.8, -0.55, -0.4, -0.2, 0, 0.2, 0.4, 0.55, 0.8].map(
      (k, i) => `${svgNum(x + w * k)} ${svgNum(i % 2 ? b - w * 0.38 : t + (i === 4 ? -w * 0.12 : 0))}`,
    );
    return (
      `<path d="M${svgNum(x - w * 0.8)} ${svgNum(b)}L${pts.join('L')}L${svgNum(x + w * 0.8)} ${svgNum(b)}Z" fill="url(#gold)" ${ink(g)}/>` +
      `<rect x="${svgNum(x - w * 0.82)}" y="${svgNum(b - w * 0.18)}"` +
      ` width="${svgNum(w * 1.64)}" height="${svgNum(w * 0.22)}" fill="url(#gold)" ${ink(g)}/>` +
      [-0.5, 0, 0.5]
        .map(
          (k, i) =>
            `<circle cx="${svgNum(x + w * k)}" cy="${svgNum(b - w * 0.07)}"` +
            ` r="${svgNum(w * 0.07)}" fill="${['#c8102e', '#1d4fa3', '#1f8a4c'][i]}"/>`,
        )
        .join('') +
      [-0.8, -0.4, 0, 0.4, 0.8]
        .map(
          (k) =>
            `<circle cx="${svgNum(x + w * k)}" cy="${svgNum(t + (k === 0 ? -w * 0.12 : 0))}"` +
            ` r="${svgNum(w * 0.07)}" fill="#fff4c4" ${ink(g)}/>`,
        )
        .join('')
    );
  },
  tiara: (g, { x, y, w }) =>
    `<path d="M${svgNum(x - w * 0.75)} ${svgNum(y)}Q${svgNum(x - w * 0.4)} ${svgNum(y - w * 0.35)} ${svgNum(x)} ${svgNum(y - w * 0.6)}Q` +
    `${svgNum(x + w * 0.4)} ${svgNum(y - w * 0.35)} ${svgNum(x + w * 0.75)} ${svgNum(y)}Q${svgNum(x)} ${svgNum(y - w * 0.22)} ` +
    `${svgNum(x - w * 0.75)} ${svgNum(y)}Z" fill="#e8ecf4" stroke="#8a94a8" stroke-width="${svgNum(w * 0.03)}"/>` +
    (`<path d="M${svgNum(x)} ${svgNum(y - w * 0.62)}l${svgNum(w * 0.12)} ${svgNum(w * 0.18)}l${svgNum(-w * 0.12)} ${svgNum(w * 0.18)}l` +
      `${svgNum(-w * 0.12)} ${svgNum(-w * 0.18)}Z" fill="#f25c9a"/>`) +
    [-0.45, -0.22, 0.22, 0.45]
      .map(
        (k) =>
          `<circle cx="${svgNum(x + w * k)}" cy="${svgNum(y - w * (0.3 - Math.abs(k) * 0.35))}" r="${svgNum(w * 0.05)}" fill="#9fe3ff"/>`,
      )
      .join(''),
  tophat: brimmed('#151316', '#151316', '#b3202a', 1.25, 1.05, true),
  cowboy: (g, s) =>
    `<path d="M${svgNum(s.x - s.w * 1.45)} ${svgNum(s.y - s.w * 0.35)}Q${svgNum(s.x - s.w * 1.1)} ${svgNum(s.y + s.w * 0.25)}` +
    ` ${svgNum(s.x)} ${svgNum(s.y + s.w * 0.1)}Q${svgNum(s.x + s.w * 1.1)} ${svgNum(s.y + s.w * 0.25)} ${svgNum(s.x + s.w * 1.45)}` +
    ` ${svgNum(s.y - s.w * 0.35)}Q${svgNum(s.x)} ${svgNum(s.y - s.w * 0.05)} ${svgNum(s.x - s.w * 1.45)} ` +
    `${svgNum(s.y - s.w * 0.35)}Z" fill="#9a6331" ${ink(g)}/>` +
    (`<path d="M${svgNum(s.x - s.w * 0.62)} ${svgNum(s.y - s.w * 0.05)}C${svgNum(s.x - s.w * 0.7)} ${svgNum(s.y - s.w * 1.1)} ` +
      `${svgNum(s.x - s.w * 0.1)} ${svgNum(s.y - s.w * 0.75)} ${svgNum(s.x)} ${svgNum(s.y - s.w * 0.95)}C${svgNum(s.x + s.w * 0.1)} ` +
      `${svgNum(s.y - s.w * 0.75)} ${svgNum(s.x + s.w * 0.7)} ${svgNum(s.y - s.w * 1.1)}` +
      ` ${svgNum(s.x + s.w * 0.62)} ${svgNum(s.y - s.w * 0.05)}` +
      `Z" fill="#b07438" ${ink(g)}/>`) +
    (`<path d="M${svgNum(s.x - s.w * 0.64)} ${svgNum(s.y - s.w * 0.12)}Q${svgNum(s.x)} ${svgNum(s.y)} ${svgNum(s.x + s.w * 0.64)} ` +
      `${svgNum(s.y - s.w * 0.12)}L${svgNum(s.x + s.w * 0.66)} ${svgNum(s.y - s.w * 0.28)}Q${svgNum(s.x)} ${svgNum(s.y - s.w * 0.16)}` +
      ` ${svgNum(s.x - s.w * 0.66)} ${svgNum(s.y - s.w * 0.28)}Z" fill="#3b2414"/>`),
  chef: (g, { x, y, w }) =>
    `<path d="M${svgNum(x - w * 0.6)} ${svgNum(y)}L${svgNum(x - w * 0.62)} ${svgNum(y - w * 0.7)}C${svgNum(x - w * 1.2)} ` +
    `${svgNum(y - w * 0.8)} ${svgNum(x - w * 0.9)} ${svgNum(y - w * 1.7)} ${svgNum(x - w * 0.3)} ${svgNum(y - w * 1.4)}C` +
    `${svgNum(x - w * 0.2)} ${svgNum(y - w * 1.9)} ${svgNum(x + w * 0.4)} ${svgNum(y - w * 1.9)} ${svgNum(x + w * 0.35)} ` +
    `${svgNum(y - w * 1.4)}C${svgNum(x + w * 0.95)} ${svgNum(y - w * 1.7)} ${svgNum(x + w * 1.2)} ${svgNum(y - w * 0.8)} ` +
    `${svgNum(x + w * 0.62)} ${svgNum(y - w * 0.7)}L${svgNum(x + w * 0.6)} ${svgNum(y)}Z" fill="#fbfbf8" ${ink(g)}/>` +
    `<path d="M${svgNum(x - w * 0.62)} ${svgNum(y - w * 0.3)}H${svgNum(x + w * 0.62)}"` +
    ` stroke="#c9c9c4" stroke-width="${svgNum(w * 0.04)}"/>`,
  deerstalker: brimmed('#8a6a3a', '#6e5230', '#5a4326', 0.75, 0.95),
  safari: brimmed('#d8c08a', '#c8ad72', '#6b4c2a', 0.7, 1.15),
  bucket: brimmed('#5d7a5a', '#4b6649', '#2f3f2d', 0.6, 0.95),
  straw: brimmed('#e6c36a', '#dcb453', '#b3202a', 0.55, 1.35),
  boater: brimmed('#ecd28c', '#e2c277', '#1d2f6b', 0.42, 1.2, true),
  fedora: brimmed('#3b3330', '#2e2826', '#151211', 0.7, 1.05),
  rainhat: brimmed('#ffcc1f', '#ffcc1f', '#e0a800', 0.6, 1.2),
  beekeeper: (g, s) =>
    brimmed('#f1ecd8', '#f1ecd8', '#e5dcc0', 0.6, 1.25)(g, s) +
    (`<path d="M${svgNum(s.x - s.w * 1.2)} ${svgNum(s.y)}L${svgNum(s.x - s.w * 1.25)} ${svgNum(s.y + s.w * 1.5)}H` +
      `${svgNum(s.x + s.w * 1.25)}L${svgNum(s.x + s.w * 1.2)} ${svgNum(s.y)}Z" fill="#2a2a2a" fill-opacity=".28"` +
      ` stroke="#2a2a2a" stroke-opacity=".5"/>`),
  cap: (g, { x, y, w }) =>
    `<path d="M${svgNum(x - w * 0.75)} ${svgNum(y)}C${svgNum(x - w * 0.75)} ${svgNum(y - w * 0.95)} ${svgNum(x + w * 0.75)} ` +
    `${svgNum(y - w * 0.95)} ${svgNum(x + w * 0.75)} ${svgNum(y)}Z" fill="#1d3f8f" ${ink(g)}/>` +
    (`<path d="M${svgNum(x - w * 0.2)} ${svgNum(y - w * 0.02)}Q${svgNum(x + w * 0.7)} ${svgNum(y - w * 0.16)} ` +
      `${svgNum(x + w * 1.3)} ${svgNum(y + w * 0.1)}Q${svgNum(x + w * 0.6)} ${svgNum(y + w * 0.14)} ${svgNum(x - w * 0.2)} ` +
      `${svgNum(y + w * 0.1)}Z" fill="#16306e" ${ink(g)}/>`) +
    (`<circle cx="${svgNum(x)}" cy="${svgNum(y - w * 0.7)}" r="${svgNum(w * 0.07)}" fill="#16306e"/>` +
      `<text x="${svgNum(x)}" y="${svgNum(y - w * 0.22)}" font-family="DejaVu Sans" font-weight="bold" font-size="` +
      `${svgNum(w * 0.42)}" text-anchor="middle" fill="#ffffff">★</text>`),
  pilot: brimmed('#22304f', '#111a2e', '#d9a93a', 0.5, 0.9, true),
  sailor: (g, { x, y, w }) =>
    `<path d="M${svgNum(x - w * 0.7)} ${svgNum(y)}C${svgNum(x - w * 0.8)} ${svgNum(y - w * 0.55)} ${svgNum(x + w * 0.8)} ` +
    `${svgNum(y - w * 0.55)} ${svgNum(x + w * 0.7)} ${svgNum(y)}Z" fill="#ffffff" ${ink(g)}/>` +
    `<rect x="${svgNum(x - w * 0.72)}" y="${svgNum(y - w * 0.1)}"` +
    ` width="${svgNum(w * 1.44)}" height="${svgNum(w * 0.16)}" fill="#1d2f6b"/>`,
  beanie: (g, { x, y, w }) =>
    `<path d="M${svgNum(x - w * 0.8)} ${svgNum(y)}C${svgNum(x - w * 0.85)} ${svgNum(y - w * 1.2)} ${svgNum(x + w * 0.85)} ` +
    `${svgNum(y - w * 1.2)} ${svgNum(x + w * 0.8)} ${svgNum(y)}Z" fill="#b3202a" ${ink(g)}/>` +
    (`<rect x="${svgNum(x - w * 0.85)}" y="${svgNum(y - w * 0.22)}" width="${svgNum(w * 1.7)}" height="${svgNum(w * 0.3)}"` +
      ` rx="${svgNum(w * 0.1)}" fill="#7a0f16" ${ink(g)}/>` +
      `<circle cx="${svgNum(x)}" cy="${svgNum(y - w * 0.95)}" r="${svgNum(w * 0.2)}" fill="#f4efe4" ${ink(g)}/>`),
  beret: (g, { x, y, w }) =>
    `<ellipse cx="${svgNum(x + w * 0.15)}" cy="${svgNum(y - w * 0.25)}" rx="${svgNum(w * 1.05)}" ry="${svgNum(w * 0.38)}"` +
    ` transform="rotate(-8 ${svgNum(x)} ${svgNum(y)})" fill="#1f1d2b" ${ink(g)}/>` +
    `<path d="M${svgNum(x + w * 0.1)} ${svgNum(y - w * 0.6)}l${svgNum(w * 0.05)} ${svgNum(-w * 0.18)}" stroke="#1f1d2b"` +
    ` stroke-width="${svgNum(w * 0.08)}"/>`,
  tam: (g, { x, y, w }) =>
    `<ellipse cx="${svgNum(x)}" cy="${svgNum(y - w * 0.25)}" rx="${svgNum(w * 1)}" ry="${svgNum(w * 0.36)}" fill="#1f5a3a" ` +
    `${ink(g)}/><path d="M${svgNum(x - w * 0.9)} ${svgNum(y - w * 0.2)}H${svgNum(x + w * 0.9)}M${svgNum(x - w * 0.5)} ` +
    `${svgNum(y - w * 0.5)}V${svgNum(y)}M${svgNum(x + w * 0.5)} ${svgNum(y - w * 0.5)}V${svgNum(y)}" stroke="#b3202a"` +
    ` stroke-width="${svgNum(w * 0.06)}"/>` +
    `<circle cx="${svgNum(x)}" cy="${svgNum(y - w * 0.62)}" r="${svgNum(w * 0.16)}" fill="#b3202a"/>`,
  mortarboard: (g, { x, y, w }) =>
    `<path d="M${svgNum(x - w * 0.6)}` +
    ` ${svgNum(y)}V${svgNum(y - w * 0.4)}H${svgNum(x + w * 0.6)}V${svgNum(y)}Z" fill="#141414" ${ink(g)}/>` +
    (`<path d="M${svgNum(x - w * 1.3)} ${svgNum(y - w * 0.55)}L${svgNum(x)} ${svgNum(y - w * 0.9)}L${svgNum(x + w * 1.3)} ` +
      `${svgNum(y - w * 0.55)}L${svgNum(x)} ${svgNum(y - w * 0.2)}Z" fill="#1f1f1f" ${ink(g)}/>`) +
    (`<path d="M${svgNum(x)} ${svgNum(y - w * 0.55)}L${svgNum(x + w * 0.95)} ${svgNum(y - w * 0.45)}V${svgNum(y + w * 0.2)}"` +
      ` stroke="#ffd23f" stroke-width="${svgNum(w * 0.05)}" fill="none"/>` +
      `<rect x="${svgNum(x + w * 0.88)}" y="${svgNum(y + w * 0.15)}" width="${svgNum(w * 0.14)}" height="${svgNum(w * 0.3)}"` +
      ` fill="#ffd23f"/>`),
  viking: (g, { x, y, w }) =>
    `<path d="M${svgNum(x - w * 0.7)} ${svgNum(y - w * 0.3)}C${svgNum(x - w * 1.3)} ${svgNum(y - w * 0.5)} ${svgNum(x - w * 1.3)} ` +
    `${svgNum(y - w * 1.2)} ${svgNum(x - w * 1.05)} ${svgNum(y - w * 1.45)}C${svgNum(x - w * 1.05)} ${svgNum(y - w * 1)} ` +
    `${svgNum(x - w * 0.8)} ${svgNum(y - w * 0.7)} ${svgNum(x - w * 0.55)} ${svgNum(y - w * 0.6)}Z" fill="#f1e6c8" ${ink(g)}` +
    `/>` +
    (`<path d="M${svgNum(x + w * 0.7)} ${svgNum(y - w * 0.3)}C${svgNum(x + w * 1.3)} ${svgNum(y - w * 0.5)} ${svgNum(x + w * 1.3)} ` +
      `${svgNum(y - w * 1.2)} ${svgNum(x + w * 1.05)} ${svgNum(y - w * 1.45)}C${svgNum(x + w * 1.05)} ${svgNum(y - w * 1)} ` +
      `${svgNum(x + w * 0.8)} ${svgNum(y - w * 0.7)} ${svgNum(x + w * 0.55)} ${svgNum(y - w * 0.6)}Z" fill="#f1e6c8" ${ink(g)}` +
      `/>`) +
    (`<path d="M${svgNum(x - w * 0.75)} ${svgNum(y)}C${svgNum(x - w * 0.8)} ${svgNum(y - w * 1.1)} ${svgNum(x + w * 0.8)} ` +
      `${svgNum(y - w * 1.1)} ${svgNum(x + w * 0.75)} ${svgNum(y)}Z" fill="#8c96a3" ${ink(g)}/>`) +
    (`<rect x="${svgNum(x - w * 0.8)}" y="${svgNum(y - w * 0.15)}" width="${svgNum(w * 1.6)}" height="${svgNum(w * 0.2)}"` +
      ` fill="#6b4c2a" ${ink(g)}/>` +
      `<rect x="${svgNum(x - w * 0.08)}" y="${svgNum(y - w * 0.8)}" width="${svgNum(w * 0.16)}" height="${svgNum(w * 0.7)}"` +
      ` fill="#6b4c2a"/>`),
  firehelmet: (g, { x, y, w }) =>
    `<path d="M${svgNum(x - w * 1.2)} ${svgNum(y + w * 0.05)}Q${svgNum(x)} ${svgNum(y - w * 0.25)} ${svgNum(x + w * 1.35)} ` +
    `${svgNum(y + w * 0.2)}L${svgNum(x + w * 0.7)} ${svgNum(y - w * 0.2)}C${svgNum(x + w * 0.7)} ${svgNum(y - w * 1.1)} ` +
    `${svgNum(x - w * 0.7)} ${svgNum(y - w * 1.1)} ${svgNum(x - w * 0.7)} ${svgNum(y - w * 0.2)}Z" fill="#c8141e" ${ink(g)}/>` +
    (`<path d="M${svgNum(x - w * 0.3)} ${svgNum(y - w * 0.2)}L${svgNum(x)} ${svgNum(y - w * 0.75)}L${svgNum(x + w * 0.3)} ` +
      `${svgNum(y - w * 0.2)}Z" fill="url(#gold)" ${ink(g)}/>`),
  nemes: (g, { x, y, w }) => {
    // Striped cap over the brow, lappets hanging beside the face (never over it), cobra at the front.
    const stripe = (x0: number, x1: number, y0: number, y1: number) => {
      let out = '';
      for (let yy = y0 + w * 0.12; yy < y1; yy += w * 0.24)
        out += `<path d="M${svgNum(x0)} ${svgNum(yy)}H${svgNum(x1)}" stroke="#1d4fa3" stroke-width="${svgNum(w * 0.09)}"/>`;
      return out;
    };
    const lap = (k: number) =>
      `<path d="M${svgNum(x + k * w * 0.7)} ${svgNum(y - w * 0.1)}L${svgNum(x + k * w * 1.05)} ${svgNum(y - w * 0.1)}L` +
      `${svgNum(x + k * w * 1.25)} ${svgNum(y + w * 1.5)}L${svgNum(x + k * w * 0.85)} ${svgNum(y + w * 1.5)}Z" fill="#e9b83a" ` +
      `${ink(g)}/>` +
      stripe(x + k * w * (k > 0 ? 0.75 : 1.2), x + k * w * (k > 0 ? 1.2 : 0.75), y - w * 0.1, y + w * 1.5);
    return (
      lap(-1) +
      lap(1) +
      (`<path d="M${svgNum(x - w * 1.05)} ${svgNum(y - w * 0.05)}C${svgNum(x - w * 1.05)} ${svgNum(y - w * 1.1)} ` +
        `${svgNum(x + w * 1.05)} ${svgNum(y - w * 1.1)} ${svgNum(x + w * 1.05)} ${svgNum(y - w * 0.05)}Z" fill="#e9b83a" ` +
        `${ink(g)}/>`) +
      `<g clip-path="url(#nemesClip)">${stripe(x - w * 1.1, x + w * 1.1, y - w * 0.9, y)}</g>` +
      (`<rect x="${svgNum(x - w * 1.07)}" y="${svgNum(y - w * 0.16)}" width="${svgNum(w * 2.14)}" height="${svgNum(w * 0.16)}"` +
        ` fill="url(#gold)" ${ink(g)}/>` +
        `<circle cx="${svgNum(x)}" cy="${svgNum(y - w * 0.45)}" r="${svgNum(w * 0.11)}" fill="#1f8a4c" stroke="#e9b83a"` +
        ` stroke-width="${svgNum(w * 0.04)}"/>`)
    );
  },
  flowers: (g, s) =>
    ring(g, s, (x, y, i) => flower(x, y, s.w * 0.2, ['#f25c9a', '#ffd23f', '#ffffff', '#c86bd8'][i % 4]!)),
  leaves: (g, s) =>
    ring(g, s, (x, y, i) => leaf(x, y, s.w * 0.3, ['#d9662b', '#e0a323', '#b3202a', '#8a5a14'][i % 4]!, i * 40)),
  laurel: (g, s) => ring(g, s, (x, y, i) => leaf(x, y, s.w * 0.26, i % 2 ? '#8fae3f' : '#c8a93a', i * 25 - 100), 11),
};

export function flower(x: number, y: number, s: number, colour: string) {
  let p = '';
  for (let k = 0; k < 5; k++) {
    const a = (k / 5) * Math.PI * 2;
    p +=
      `<ellipse cx="${svgNum(x + Math.cos(a) * s * 0.55)}" cy="${svgNum(y + Math.sin(a) * s * 0.55)}" rx="` +
      `${svgNum(s * 0.5)}" ry="${svgNum(s * 0.35)}" transform="rotate(${svgNum((a * 180) / Math.PI)} ` +
      `${svgNum(x + Math.cos(a) * s * 0.55)} ${svgNum(y + Math.sin(a) * s * 0.55)})" fill="${colour}"` +
      ` stroke="#5a2030" stroke-opacity=".4" stroke-width="${svgNum(s * 0.06)}"/>`;
  }
  return p + `<circle cx="${svgNum(x)}" cy="${svgNum(y)}" r="${svgNum(s * 0.3)}" fill="#f2b233"/>`;
}

export function leaf(x: number, y: number, s: number, colour: string, rot: number) {
  return (
    `<path d="M${svgNum(x - s)} ${svgNum(y)}Q${svgNum(x)} ${svgNum(y - s * 0.6)} ${svgNum(x + s)} ${svgNum(y)}Q${svgNum(x)} ` +
    `${svgNum(y + s * 0.6)} ${svgNum(x - s)} ${svgNum(y)}Z" transform="rotate(${rot % 360} ${svgNum(x)} ${svgNum(y)})" fill="` +
    `${colour}" stroke="#2e2a10" stroke-opacity=".5" stroke-width="${svgNum(s * 0.06)}"/>`
  );
}

export const HAT_IDS = Object.keys(HATS);

/** A hat fitted to the head; the region spans from well above the crown down to the brim. */
export function drawHat(id: string, g: Geo): Drawn {
  const s = seat(g);
  const body = HATS[id]!(g, s);
  const defs =
    GOLD +
    (id === 'nemes'
      ? `<clipPath id="nemesClip">` +
        `<path d="M${svgNum(s.x - s.w * 1.05)} ${svgNum(s.y - s.w * 0.05)}C${svgNum(s.x - s.w * 1.05)} ${svgNum(s.y - s.w * 1.1)}` +
        ` ${svgNum(s.x + s.w * 1.05)} ${svgNum(s.y - s.w * 1.1)} ${svgNum(s.x + s.w * 1.05)} ${svgNum(s.y - s.w * 0.05)}Z"/>` +
        `</clipPath>`
      : '');
  return {
    body,
    defs,
    region: reg(s.x - s.w * 0.55, s.y - s.w * 0.75, s.w * 1.1, s.w * 0.6),
    seat: { x: s.x, y: s.y },
  };
}

import type { Geo, Region } from '../photo/fit.js';
import { drawHat, GOLD, type Drawn } from './hats.js';
import { drawProp } from './props.js';
import { WEAR, WEAR_DEFS } from './wear.js';
import type { Piece } from '../vocabulary.js';
import type { StyleId } from '../recipes.js';
import { svgNum, svgDoc } from '../canvas/util.js';
import { sizeDrawn, tintSvg } from './tint.js';

/** A piece as drawn on a canvas: what it is and where (canvas px), for names and tests. */
export type Placed = { slot: Piece['slot'] | 'scene'; id: string; label: string; region: Region };

/** Pieces a style already paints itself (its own overlays), so the prompt's copy is not drawn twice. */
const STYLE_OWNS: Partial<Record<StyleId, string[]>> = {
  royal: ['cape'],
  superhero: ['herocape'],
  space: ['spacesuit'],
};

export function piecesFor(style: StyleId, pieces: Piece[]): Piece[] {
  const own = STYLE_OWNS[style] ?? [];
  return pieces.filter((p) => !own.includes(p.id));
}

/** Height above the head's top that the piece needs (in head radii), for framing. */
export function headroomFor(pieces: Piece[]): number {
  const hat = pieces.find((p) => p.slot === 'hat');
  if (!hat) return 0.25;
  return ['wizard', 'chef', 'party', 'santa', 'elf', 'tophat', 'viking', 'nemes'].includes(hat.id) ? 2.2 : 1.3;
}

function frame(g: Geo): Drawn {
  const i = g.W * 0.02,
    t = g.W * 0.05;
  return {
    body:
      `<rect x="${svgNum(i)}" y="${svgNum(i)}" width="${svgNum(g.W - 2 * i)}" height="${svgNum(g.H - 2 * i)}" fill="none"` +
      ` stroke="url(#gold)" stroke-width="${svgNum(t)}"/>` +
      (`<rect x="${svgNum(i + t * 0.6)}" y="${svgNum(i + t * 0.6)}" width="${svgNum(g.W - 2 * (i + t * 0.6))}" height="` +
        `${svgNum(g.H - 2 * (i + t * 0.6))}" fill="none" stroke="#5a3a08" stroke-width="${svgNum(g.W * 0.004)}"/>`) +
      `<rect x="0" y="0" width="${svgNum(g.W)}" height="${svgNum(g.H)}" fill="none" stroke="#2a1a08" stroke-width="${svgNum(i * 2)}"/>`,
    region: { x: i, y: g.H * 0.3, w: t * 0.8, h: g.H * 0.4 },
  };
}

/** Head pieces are drawn in the head's own upright frame; a rolled head turns them with it. */
const ON_HEAD = ['hat', 'face', 'neck'];

/**
 * A side-on pet's neck piece follows its neck: turned half way to the neck's cut (anatomy.ts) about
 * the neck's middle, by at most 26 degrees (turned all the way, a bandana's or a medal's hanging
 * part points along the body instead of down, and a steep turn reads as a piece falling off).
 */
function neckTurn(g: Geo): { a: number; cx: number; cy: number } | null {
  const n = g.head.neck;
  if (!n || n.hidden || g.head.tilt) return null;
  const [vx, vy] = n.uy > 0 ? [n.uy, -n.ux] : [-n.uy, n.ux];
  const a = Math.max(-0.45, Math.min(0.45, Math.atan2(vy, vx) * 0.5));
  return { a, cx: n.x, cy: n.y };
}

function draw(p: Piece, g: Geo): Drawn {
  const d = drawUpright(p, g);
  const turn = p.slot === 'neck' ? neckTurn(g) : null;
  const a = turn ? turn.a : g.head.tilt;
  if (!a || !ON_HEAD.includes(p.slot)) return d;
  const { cx, cy } = turn ?? g.head;
  const [x, y] = [d.region.x + d.region.w / 2 - cx, d.region.y + d.region.h / 2 - cy];
  const [rx, ry] = [cx + x * Math.cos(a) - y * Math.sin(a), cy + x * Math.sin(a) + y * Math.cos(a)];
  return {
    ...d,
    body: `<g transform="rotate(${svgNum((a * 180) / Math.PI)} ${svgNum(cx)} ${svgNum(cy)})">${d.body}</g>`,
    region: { ...d.region, x: rx - d.region.w / 2, y: ry - d.region.h / 2 },
  };
}

/** The piece in the colour and at the size its words gave it (tint.ts). */
function drawUpright(p: Piece, g: Geo): Drawn {
  const d = drawPlain(p, g);
  const tinted = p.colour ? { ...d, body: tintSvg(d.body, p.colour) } : d;
  return p.size ? sizeDrawn(tinted, p.size) : tinted;
}

function drawPlain(p: Piece, g: Geo): Drawn {
  if (p.slot === 'hat') return drawHat(p.id, g);
  if (p.slot === 'prop') return drawProp(p.id, g);
  if (p.slot === 'frame') return frame(g);
  return WEAR[p.slot][p.id]!(g);
}

/**
 * The costume as SVG documents (behind the pet: wings, mane; in front: the rest, body first so the
 * hat and props sit on top) and where each piece landed. A side-on pet's garment is not here: it is
 * cloth put into the photo before painting (coat.ts).
 */
export function costumeSvgs(pieces: Piece[], g: Geo): { back: Buffer | null; front: Buffer | null; placed: Placed[] } {
  const order = ['back', 'body', 'neck', 'face', 'hat', 'prop', 'frame'];
  const sorted = [...pieces].sort((a, b) => order.indexOf(a.slot) - order.indexOf(b.slot));
  let back = '',
    front = '';
  const placed: Placed[] = [];
  for (const p of sorted) {
    const d = draw(p, g);
    if (p.slot === 'back') back += d.body;
    else front += d.body;
    placed.push({ slot: p.slot, id: p.id, label: p.label, region: clip(d.region, g) });
  }
  const defs = GOLD + WEAR_DEFS;
  const doc = (b: string) => (b ? svgDoc(g.W, g.H, b, defs) : null);
  return { back: doc(back), front: front ? svgDoc(g.W, g.H, front, defs) : null, placed };
}

function clip(r: Region, g: Geo): Region {
  const x = Math.max(0, Math.min(g.W - 2, r.x)),
    y = Math.max(0, Math.min(g.H - 2, r.y));
  return { x, y, w: Math.max(2, Math.min(g.W - x, r.w)), h: Math.max(2, Math.min(g.H - y, r.h)) };
}

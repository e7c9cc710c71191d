/**
 * Curved brush strokes in layers, coarse to fine (Hertzmann, "Painterly Rendering with Curved Brush
 * Strokes of Multiple Sizes", 1998). Each layer has a brush radius and a reference picture; a stroke
 * starts in each grid cell where the canvas still differs from the reference by more than the
 * layer's threshold (the coarse layer everywhere), at the cell's worst pixel, in the reference's
 * colour there. It then walks along the flow (the structure tensor's tangent, flow.ts) one radius a
 * step, bending smoothly, and ends where the reference's colour leaves the stroke's (it does not
 * paint across an edge) or at its longest. Fine brushes thus land only on detail: eyes, nose, edges.
 */
import { drawStrokes, type Stroke } from '../canvas/brush.js';
import { clamp, mulberry32, type Img } from '../canvas/util.js';
import type { Flow } from './flow.js';

export type Layer = {
  /** Brush half-width, px; also the step of its strokes. */
  radius: number;
  /** The grid's cell side, in radii (Hertzmann's fg; default 1.5). */
  grid?: number;
  /** Mean |Δ| over R+G+B (0-765) a cell must differ by to get a stroke; 0 paints every cell. */
  threshold: number;
  ref: Img;
  /** Longest stroke, in steps; strokes have at least minLen steps unless they leave the canvas. */
  maxLen: number;
  minLen?: number;
  /** A stroke ends where the reference differs from its colour by more than this (R+G+B). */
  stopDiff: number;
  opacity: number;
  /** 0-255 per pixel: strokes start only where this is over half (the pet, not its ground). */
  where?: Img;
  bristle?: number;
  rim?: number;
  relief?: number;
};

export type LayerOptions = {
  flow: Flow;
  /** Image px per flow cell. */
  flowScale: number;
  seed: number;
  /** 0..1: how much each step keeps the flow's direction over the stroke's last (Hertzmann's fc). */
  curvature?: number;
  /** 0-255 per pixel: where high, the threshold drops (the face gets the fine brush's attention). */
  focus?: Img;
  /** Recolours a stroke (broken colour, palette pushes); gets the reference colour and a random source. */
  colour?: (rgb: [number, number, number], x: number, y: number, rand: () => number) => [number, number, number];
  /** Brightness jitter per stroke, ± this much. */
  jitter?: number;
};

const diff = (a: Buffer, i: number, b: Buffer, k: number) =>
  Math.abs(a[i]! - b[k]!) + Math.abs(a[i + 1]! - b[k + 1]!) + Math.abs(a[i + 2]! - b[k + 2]!);

/** Paints the layers over a copy of `canvas` (RGB, same size as each reference). */
export function paintLayers(canvas: Img, layers: Layer[], o: LayerOptions): Img {
  const out: Img = { ...canvas, data: Buffer.from(canvas.data) };
  const { width: w, height: h } = canvas;
  const rand = mulberry32(o.seed);
  const fc = o.curvature ?? 0.7;
  const { flow, flowScale } = o;
  const cell = (x: number, y: number) =>
    Math.min(flow.height - 1, (y / flowScale) | 0) * flow.width + Math.min(flow.width - 1, (x / flowScale) | 0);
  for (const layer of layers) {
    const R = Math.max(1, layer.radius);
    const ref = layer.ref.data;
    const cd = out.data;
    const step = Math.max(1, Math.round(R / 2));
    const strokes: Stroke[] = [];
    const trace = (x0: number, y0: number): Stroke => {
      const i0 = (y0 * w + x0) * 3;
      let rgb: [number, number, number] = [ref[i0]!, ref[i0 + 1]!, ref[i0 + 2]!];
      const c0: [number, number, number] = [rgb[0], rgb[1], rgb[2]];
      if (o.colour) rgb = o.colour(rgb, x0, y0, rand);
      const j = (rand() - 0.5) * 2 * (o.jitter ?? 8);
      const pts = [x0, y0];
      let x = x0,
        y = y0,
        lx = 0,
        ly = 0;
      const minLen = layer.minLen ?? 1;
      for (let s = 1; s <= layer.maxLen; s++) {
        const f = cell(x, y);
        let tx = flow.tx[f]!,
          ty = flow.ty[f]!;
        if (tx * lx + ty * ly < 0) {
          tx = -tx;
          ty = -ty;
        }
        if (s > 1) {
          tx = fc * tx + (1 - fc) * lx;
          ty = fc * ty + (1 - fc) * ly;
          const m = Math.sqrt(tx * tx + ty * ty) || 1;
          tx /= m;
          ty /= m;
        } else if (rand() < 0.5) {
          tx = -tx;
          ty = -ty;
        }
        const nx = x + tx * R,
          ny = y + ty * R;
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) break;
        const k = ((ny | 0) * w + (nx | 0)) * 3;
        const toStroke = Math.abs(ref[k]! - c0[0]) + Math.abs(ref[k + 1]! - c0[1]) + Math.abs(ref[k + 2]! - c0[2]);
        if (s > minLen && (toStroke > layer.stopDiff || (layer.threshold > 0 && toStroke > diff(ref, k, cd, k)))) break;
        pts.push(nx, ny);
        x = nx;
        y = ny;
        lx = tx;
        ly = ty;
      }
      // A stroke too short to have a direction is still a dab, laid along the flow.
      if (pts.length === 2) {
        const f = cell(x0, y0);
        pts.push(x0 + flow.tx[f]! * R * 0.6, y0 + flow.ty[f]! * R * 0.6);
      }
      return {
        pts,
        width: 2 * R * (0.85 + rand() * 0.3),
        r: clamp(rgb[0] + j),
        g: clamp(rgb[1] + j),
        b: clamp(rgb[2] + j),
        alpha: layer.opacity,
      };
    };
    const side = R * (layer.grid ?? 1.5);
    for (let cy = 0; cy < h; cy += side)
      for (let cx = 0; cx < w; cx += side) {
        const x1 = Math.min(w, Math.round(cx + side)),
          y1 = Math.min(h, Math.round(cy + side));
        if (layer.where && layer.where.data[((cy + y1) >> 1) * w + ((cx + x1) >> 1)]! < 128) continue;
        let sum = 0,
          n = 0,
          best = -1,
          bx = 0,
          by = 0;
        for (let y = Math.round(cy); y < y1; y += step)
          for (let x = Math.round(cx); x < x1; x += step) {
            const i = (y * w + x) * 3;
            const d = diff(cd, i, ref, i);
            sum += d;
            n++;
            if (d > best) {
              best = d;
              bx = x;
              by = y;
            }
          }
        if (!n) continue;
        const focus = o.focus ? o.focus.data[by * w + bx]! / 255 : 0;
        if (layer.threshold > 0 && sum / n <= layer.threshold * (1 - 0.6 * focus)) continue;
        strokes.push(trace(bx, by));
      }
    // Hertzmann paints a layer's strokes in random order, so no direction of the sweep shows.
    for (let i = strokes.length - 1; i > 0; i--) {
      const k = Math.floor(rand() * (i + 1));
      [strokes[i], strokes[k]] = [strokes[k]!, strokes[i]!];
    }
    drawStrokes(out, strokes, layer.bristle ?? 0.1, layer.rim ?? 0.12, layer.relief ?? 0);
  }
  return out;
}

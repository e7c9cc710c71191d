import type { Img } from './util.js';

/** One brush stroke: a polyline (x0,y0,x1,y1,...) of a given width and colour. */
export type Stroke = { pts: number[]; width: number; r: number; g: number; b: number; alpha?: number };

/**
 * Rasterises strokes straight into an RGB(A) image: each segment is an anti-aliased capsule, shaded
 * across its width with fine bristle streaks and a slightly darker rim, like loaded paint, and
 * optionally lit from one side (relief) so each stroke stands up from the canvas. Cost is
 * the strokes' area, so it stays linear (and far cheaper than SVG for thousands of strokes).
 */
const SIN = new Float32Array(256).map((_, i) => Math.sin((i / 256) * Math.PI * 2));

export function drawStrokes(img: Img, strokes: Stroke[], bristle = 0.1, rim = 0.12, relief = 0): void {
  const { data, width: w, height: h, channels: ch } = img;
  let phase = 0;
  const turn = 256 / (Math.PI * 2);
  for (const s of strokes) {
    const hw = s.width / 2;
    const alpha = s.alpha ?? 1;
    phase += 2.39996;
    for (let k = 0; k + 3 < s.pts.length; k += 2) {
      const ax = s.pts[k]!,
        ay = s.pts[k + 1]!,
        bx = s.pts[k + 2]!,
        by = s.pts[k + 3]!;
      const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - hw - 1)),
        x1 = Math.min(w - 1, Math.ceil(Math.max(ax, bx) + hw + 1));
      const y0 = Math.max(0, Math.floor(Math.min(ay, by) - hw - 1)),
        y1 = Math.min(h - 1, Math.ceil(Math.max(ay, by) + hw + 1));
      if (x0 > x1 || y0 > y1) continue;
      const dx = bx - ax,
        dy = by - ay;
      const L2 = dx * dx + dy * dy || 1e-6;
      const inv = 1 / Math.sqrt(L2);
      // Later segments of the same stroke skip their start cap so joints are not painted twice.
      const tMin = k === 0 ? -Infinity : 0;
      for (let y = y0; y <= y1; y++) {
        const py = y + 0.5 - ay;
        for (let x = x0; x <= x1; x++) {
          const px = x + 0.5 - ax;
          let t = (px * dx + py * dy) / L2;
          if (t < tMin) continue;
          t = t < 0 ? 0 : t > 1 ? 1 : t;
          const qx = px - t * dx,
            qy = py - t * dy;
          const d2 = qx * qx + qy * qy;
          if (d2 >= (hw + 0.5) * (hw + 0.5)) continue;
          let cov = hw + 0.5 - Math.sqrt(d2);
          if (cov > 1) cov = 1;
          cov *= alpha;
          const across = ((px * dy - py * dx) * inv) / (hw || 1);
          // relief: one flank of the ridge of paint catches the light (impasto), the other is in shade.
          const shade = 1 + bristle * SIN[((across * 9 + phase) * turn) & 255]! - rim * across * across + relief * across;
          const i = (y * w + x) * ch;
          const r = s.r * shade,
            g = s.g * shade,
            b = s.b * shade;
          data[i] = data[i]! + ((r > 255 ? 255 : r) - data[i]!) * cov;
          data[i + 1] = data[i + 1]! + ((g > 255 ? 255 : g) - data[i + 1]!) * cov;
          data[i + 2] = data[i + 2]! + ((b > 255 ? 255 : b) - data[i + 2]!) * cov;
        }
      }
    }
  }
}

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
  const turn = 256 / (Math.PI * 2);
  for (const s of strokes) {
    const hw = s.width / 2;
    const alpha = s.alpha ?? 1;
    // Each stroke's bristle pattern follows from where it starts, not from how many strokes came
    // before: a stroke is drawn the same whatever was painted elsewhere (decision 045).
    const phase = (s.pts[0]! * 2.39996 + s.pts[1]! * 1.61803) % (Math.PI * 2);
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
      const R = hw + 0.5;
      const R2 = R * R;
      const core2 = hw >= 0.5 ? (R - 1) * (R - 1) : -1;
      const invL2 = 1 / L2;
      const acrossK = inv / (hw || 1);
      const sr = s.r,
        sg = s.g,
        sb = s.b;
      // Later segments of the same stroke skip their start cap and the previous segment's end cap,
      // so a joint is not painted twice (a translucent stroke would show a bead at each joint).
      const tMin = k === 0 ? -Infinity : 0;
      const pdx = k === 0 ? 0 : ax - s.pts[k - 2]!,
        pdy = k === 0 ? 0 : ay - s.pts[k - 1]!;
      for (let y = y0; y <= y1; y++) {
        const py = y + 0.5 - ay;
        // Only the capsule's own span of this row is visited (a diagonal segment's box is mostly empty).
        const span = capsuleRow(py, dx, dy, L2, R, k === 0);
        if (span === null) continue;
        // Pixel x's centre is at x + 0.5: the span holds every centre inside, one pixel spare each side for rounding.
        const sx0 = Math.max(x0, Math.floor(ax + span[0] - 0.5));
        const sx1 = Math.min(x1, Math.ceil(ax + span[1] - 0.5));
        const rowDot = py * dy,
          rowCross = py * dx;
        const joint = k > 0;
        const jointDot = py * pdy,
          py2 = py * py;
        let i = (y * w + sx0) * ch;
        let px = sx0 + 0.5 - ax;
        for (let x = sx0; x <= sx1; x++, i += ch, px = x + 0.5 - ax) {
          let t = (px * dx + rowDot) * invL2;
          if (t < tMin || (joint && px * pdx + jointDot > 0 && px * px + py2 < R2)) continue;
          t = t < 0 ? 0 : t > 1 ? 1 : t;
          const qx = px - t * dx,
            qy = py - t * dy;
          const d2 = qx * qx + qy * qy;
          if (d2 >= R2) continue;
          // Inside the solid core the coverage is 1 without a square root.
          const cov = (d2 <= core2 ? 1 : Math.min(1, R - Math.sqrt(d2))) * alpha;
          const across = (px * dy - rowCross) * acrossK;
          // relief: one flank of the ridge of paint catches the light (impasto), the other is in shade.
          const shade =
            1 + bristle * SIN[((across * 9 + phase) * turn) & 255]! - rim * across * across + relief * across;
          const r = sr * shade,
            g = sg * shade,
            b = sb * shade;
          const d0 = data[i]!,
            d1 = data[i + 1]!,
            d2b = data[i + 2]!;
          data[i] = d0 + ((r > 255 ? 255 : r) - d0) * cov;
          data[i + 1] = d1 + ((g > 255 ? 255 : g) - d1) * cov;
          data[i + 2] = d2b + ((b > 255 ? 255 : b) - d2b) * cov;
        }
      }
    }
  }
}

const ROW: [number, number] = [0, 0];

/**
 * The x offsets (from the segment's start) between which a row at height `py` (from the start) may
 * touch the capsule of radius R around the segment (0,0)-(dx,dy): the hull of the row's cut through
 * the band along the segment, the start circle's chord (only where the segment draws its start cap)
 * and the chord of the end circle's half beyond the segment's end. Null when the row misses it.
 */
function capsuleRow(
  py: number,
  dx: number,
  dy: number,
  L2: number,
  R: number,
  startCap: boolean,
): [number, number] | null {
  let lo = Infinity,
    hi = -Infinity;
  if (startCap && py * py < R * R) {
    const half = Math.sqrt(R * R - py * py);
    lo = -half;
    hi = half;
  }
  const qy = py - dy;
  if (qy * qy < R * R) {
    const half = Math.sqrt(R * R - qy * qy);
    // Only its part beyond the end (px*dx + py*dy >= L2): the rest lies in the band.
    let cLo = dx - half,
      cHi = dx + half;
    if (dx > 0) cLo = Math.max(cLo, (L2 - py * dy) / dx);
    else if (dx < 0) cHi = Math.min(cHi, (L2 - py * dy) / dx);
    if (cLo <= cHi) {
      lo = Math.min(lo, cLo);
      hi = Math.max(hi, cHi);
    }
  }
  // The band: |px*dy - py*dx| <= R*|d|, and 0 <= px*dx + py*dy <= L2.
  let bLo = -Infinity,
    bHi = Infinity;
  const RL = R * Math.sqrt(L2);
  if (dy !== 0) {
    const a = (py * dx - RL) / dy,
      b = (py * dx + RL) / dy;
    bLo = Math.min(a, b);
    bHi = Math.max(a, b);
  } else if (Math.abs(py * dx) > RL) bHi = -Infinity;
  if (dx !== 0) {
    const a = -(py * dy) / dx,
      b = (L2 - py * dy) / dx;
    bLo = Math.max(bLo, Math.min(a, b));
    bHi = Math.min(bHi, Math.max(a, b));
  } else if (py * dy < 0 || py * dy > L2) bHi = -Infinity;
  if (bLo <= bHi) {
    lo = Math.min(lo, bLo);
    hi = Math.max(hi, bHi);
  }
  if (lo > hi) return null;
  ROW[0] = lo;
  ROW[1] = hi;
  return ROW;
}

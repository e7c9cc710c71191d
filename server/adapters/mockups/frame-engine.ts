import { blurredSpan, clamp01 } from './noise.js';
import { near, nearest, PROFILE_BINS, shadeTables } from './frame-shading.js';
import type { FrameLayout, Rect } from './frame-geometry.js';
import { ALONG_STRIDE, MATERIALS } from './wood-grain.js';

/** An 8-bit RGB image held in memory while a view is painted. */
export type RawImage = { data: Uint8ClampedArray; width: number; height: number };
/** A blurred copy of the frame's outline cast on the wall behind it. */
export type DropShadow = { dx: number; dy: number; sigma: number; opacity: number };
/** The part of the aperture-sized artwork that is needed, and where it sits in the aperture. */
export type ArtPatch = RawImage & { offsetX: number; offsetY: number };

export type PaintFrameOptions = {
  layout: FrameLayout;
  /** Integer position of the frame's outer top-left corner in the target (may be off-canvas). */
  left: number;
  top: number;
  art: ArtPatch;
  shadows: DropShadow[];
  /** Direction towards the light; x right, y down, z towards the viewer. */
  light?: [number, number, number];
  /** Strength of the reflection on the glass. */
  sheen?: number;
};

const MAT: [number, number, number] = [243, 240, 232];
const MAT_CORE: [number, number, number] = [252, 251, 247];

/**
 * Paints a framed, matted print (and its shadow on the wall) into `target`, which already holds the
 * backdrop. Everything is computed per pixel from the layout, so any region of any size is sharp.
 */
export function paintFrame(target: RawImage, o: PaintFrameOptions) {
  const { layout, left, top, art } = o;
  const { width: W, height: H, moulding: M, bevel: B, aperture: ap } = layout;
  const material = MATERIALS[layout.color];
  const light = o.light ?? [-0.5, -0.75, 0.9];
  const tables = shadeTables(light, material);
  const sheenStrength = o.sheen ?? 1;
  const margin = Math.ceil(
    Math.max(0, ...o.shadows.map((s) => Math.max(Math.abs(s.dx), Math.abs(s.dy)) + 3.2 * s.sigma)),
  );
  const x0 = Math.max(0, left - margin);
  const y0 = Math.max(0, top - margin);
  const x1 = Math.min(target.width, left + W + margin);
  const y1 = Math.min(target.height, top + H + margin);
  const data = target.data;
  const alb = new Float32Array(3);
  const alb2 = new Float32Array(3);
  const bevelOuter: Rect = { x: ap.x - B, y: ap.y - B, w: ap.w + 2 * B, h: ap.h + 2 * B };

  // Everything that depends on x alone or y alone is tabulated once per row and column.
  const cols = x1 - x0;
  const rows = y1 - y0;
  const shadowX = o.shadows.map(() => new Float32Array(cols));
  const shadowY = o.shadows.map(() => new Float32Array(rows));
  o.shadows.forEach((sh, k) => {
    for (let i = 0; i < cols; i++)
      shadowX[k]![i] = sh.opacity * blurredSpan(x0 + i - left + 0.5, sh.dx, W + sh.dx, sh.sigma);
    for (let j = 0; j < rows; j++) shadowY[k]![j] = blurredSpan(y0 + j - top + 0.5, sh.dy, H + sh.dy, sh.sigma);
  });
  // Shadow of the moulding on the mat and print: deeper at the top and left, the light's side.
  const sigmaShade = Math.max(1, M * 0.16);
  const sigmaContact = Math.max(0.6, M * 0.035);
  const edgeShade = (d: number, directional: number) =>
    d < 0 ? 0 : directional * Math.exp(-d / sigmaShade) + 0.2 * Math.exp(-d / sigmaContact);
  const edgeX = new Float32Array(cols);
  const edgeY = new Float32Array(rows);
  const artEdgeX = new Float32Array(cols);
  const artEdgeY = new Float32Array(rows);
  for (let i = 0; i < cols; i++) {
    const fx = x0 + i - left + 0.5;
    edgeX[i] = edgeShade(fx - M, 0.26) + edgeShade(W - M - fx, 0.1);
    artEdgeX[i] = 0.14 * Math.exp(-Math.max(0, fx - ap.x) / (B * 0.6));
  }
  for (let j = 0; j < rows; j++) {
    const fy = y0 + j - top + 0.5;
    edgeY[j] = edgeShade(fy - M, 0.34) + edgeShade(H - M - fy, 0.08);
    artEdgeY[j] = 0.22 * Math.exp(-Math.max(0, fy - ap.y) / (B * 0.6));
  }
  // Glass: a broad soft reflection band across the upper left and a thin bright streak.
  const SHEEN_BINS = 2048;
  const sheenTable = new Float32Array(SHEEN_BINS + 1);
  for (let i = 0; i <= SHEEN_BINS; i++) {
    const s = i / SHEEN_BINS;
    sheenTable[i] =
      sheenStrength * (0.05 * Math.exp(-(((s - 0.26) / 0.09) ** 2)) + 0.028 * Math.exp(-(((s - 0.41) / 0.02) ** 2)));
  }
  const nShadows = o.shadows.length;
  // Grain along each piece: top (0) and bottom (2) run with x, right (1) and left (3) with y.
  const along = [0, 1, 2, 3].map((p) => {
    const horizontal = p === 0 || p === 2;
    const n = horizontal ? cols : rows;
    const table = new Float32Array(n * ALONG_STRIDE);
    const tmp = new Float32Array(ALONG_STRIDE);
    for (let i = 0; i < n; i++) {
      material.along(p, ((horizontal ? x0 - left : y0 - top) + i + 0.5) / M, tmp);
      table.set(tmp, i * ALONG_STRIDE);
    }
    return table;
  });

  for (let y = y0; y < y1; y++) {
    const fy = y - top + 0.5;
    let idx = (y * target.width + x0) * 3;
    for (let x = x0; x < x1; x++, idx += 3) {
      const fx = x - left + 0.5;
      const dOut = Math.min(fx, W - fx, fy, H - fy);
      let r = 0;
      let g = 0;
      let b = 0;
      const cover = clamp01(dOut + 0.5);
      if (cover < 1) {
        let keep = 1;
        for (let k = 0; k < nShadows; k++) keep *= 1 - shadowX[k]![x - x0]! * shadowY[k]![y - y0]!;
        if (cover <= 0) {
          if (keep < 0.998) {
            data[idx] = data[idx]! * keep;
            data[idx + 1] = data[idx + 1]! * keep;
            data[idx + 2] = data[idx + 2]! * keep;
          }
          continue;
        }
        r = data[idx]! * keep;
        g = data[idx + 1]! * keep;
        b = data[idx + 2]! * keep;
      }
      let cr: number;
      let cg: number;
      let cb: number;
      if (dOut < M) {
        // Moulding: four mitred pieces, blended across the mitre over one pixel.
        nearest(fy, W - fx, H - fy, fx);
        const p = near[0]!;
        const d1 = near[1]!;
        const d2 = near[2]!;
        const t = d1 / M;
        const bin = Math.min(PROFILE_BINS - 1, (t * PROFILE_BINS) | 0);
        const u = (p === 0 || p === 2 ? fx : fy) / M;
        material.albedo(p, u, t, along[p]!, (p === 0 || p === 2 ? x - x0 : y - y0) * ALONG_STRIDE, alb);
        const shade = tables.diffuse[p]![bin]!;
        const spec = tables.spec[p]![bin]!;
        cr = alb[0]! * shade + spec;
        cg = alb[1]! * shade + spec;
        cb = alb[2]! * shade + spec;
        const gap = d2 - d1;
        if (gap < 1) {
          nearest(
            p === 0 ? Infinity : fy,
            p === 1 ? Infinity : W - fx,
            p === 2 ? Infinity : H - fy,
            p === 3 ? Infinity : fx,
          );
          const q = near[0]!;
          material.albedo(
            q,
            (q === 0 || q === 2 ? fx : fy) / M,
            t,
            along[q]!,
            (q === 0 || q === 2 ? x - x0 : y - y0) * ALONG_STRIDE,
            alb2,
          );
          const shade2 = tables.diffuse[q]![bin]!;
          const spec2 = tables.spec[q]![bin]!;
          const w = 0.5 - gap * 0.5;
          const seam = 1 - 0.18 * (1 - gap);
          cr = (cr * (1 - w) + (alb2[0]! * shade2 + spec2) * w) * seam;
          cg = (cg * (1 - w) + (alb2[1]! * shade2 + spec2) * w) * seam;
          cb = (cb * (1 - w) + (alb2[2]! * shade2 + spec2) * w) * seam;
        }
      } else {
        const ax = fx - ap.x;
        const ay = fy - ap.y;
        const inAperture = ax >= 0 && ay >= 0 && ax < ap.w && ay < ap.h;
        let shade = 1 - edgeX[x - x0]! - edgeY[y - y0]!;
        if (inAperture) {
          const sx = Math.min(art.width - 1, Math.max(0, (ax | 0) - art.offsetX));
          const sy = Math.min(art.height - 1, Math.max(0, (ay | 0) - art.offsetY));
          const ai = (sy * art.width + sx) * 3;
          // The mat's edge shades the print a little along its top and left.
          shade *= 1 - artEdgeY[y - y0]! - artEdgeX[x - x0]!;
          cr = art.data[ai]! * shade;
          cg = art.data[ai + 1]! * shade;
          cb = art.data[ai + 2]! * shade;
        } else {
          const bx = fx - bevelOuter.x;
          const by = fy - bevelOuter.y;
          const tone = 1.015 - 0.035 * ((fx / W) * 0.6 + (fy / H) * 0.4);
          if (bx >= 0 && by >= 0 && bx < bevelOuter.w && by < bevelOuter.h) {
            nearest(by, bevelOuter.w - bx, bevelOuter.h - by, bx);
            const lit = tables.bevel[near[0]!]! * tone * shade;
            cr = MAT_CORE[0] * lit;
            cg = MAT_CORE[1] * lit;
            cb = MAT_CORE[2] * lit;
          } else {
            const paper = 1 + ((((x * 73856093) ^ (y * 19349663)) & 255) / 255 - 0.5) * 0.018;
            const lit = tone * shade * paper;
            cr = MAT[0] * lit;
            cg = MAT[1] * lit;
            cb = MAT[2] * lit;
          }
        }
        const sIdx = ((fx / W) * 0.62 + (fy / H) * 0.38) * SHEEN_BINS;
        const sheen = sheenTable[sIdx < 0 ? 0 : sIdx > SHEEN_BINS ? SHEEN_BINS : sIdx | 0]!;
        cr += (255 - cr) * sheen;
        cg += (255 - cg) * sheen;
        cb += (255 - cb) * sheen;
      }
      if (cover < 1) {
        cr = r + (cr - r) * cover;
        cg = g + (cg - g) * cover;
        cb = b + (cb - b) * cover;
      }
      data[idx] = cr;
      data[idx + 1] = cg;
      data[idx + 2] = cb;
    }
  }
}

/** The part of the aperture visible when the frame sits at (left, top) in a canvas of this size. */
export function visibleAperture(
  layout: FrameLayout,
  left: number,
  top: number,
  canvasW: number,
  canvasH: number,
): Rect | null {
  const ap = layout.aperture;
  const x = Math.max(0, -(left + ap.x));
  const y = Math.max(0, -(top + ap.y));
  const w = Math.min(ap.w, canvasW - (left + ap.x)) - x;
  const h = Math.min(ap.h, canvasH - (top + ap.y)) - y;
  return w > 0 && h > 0 ? { x, y, w, h } : null;
}

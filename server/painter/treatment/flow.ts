/**
 * The image's structure (Kyprianidis et al., "Image and Video Abstraction by Anisotropic Kuwahara
 * Filtering", 2009): the smoothed structure tensor gives, per pixel, the direction along edges and
 * fur (the tangent) and how strongly the neighbourhood has one direction (anisotropy, 0..1). Strokes
 * follow the tangent; the anisotropic Kuwahara filter shapes its window along it.
 */
import type { Img } from '../canvas/util.js';

/** Tensor sums per cell: E = Σgx², F = Σgx·gy, G = Σgy². */
export type Tensor = { e: Float32Array; f: Float32Array; g: Float32Array; width: number; height: number };
/** Unit tangent and anisotropy per cell; a cell is `scale` px of the image it is sampled for. */
export type Flow = { tx: Float32Array; ty: Float32Array; aniso: Float32Array; width: number; height: number };

/** Gradient outer products of a 1-channel image (Sobel), unsmoothed. */
export function structureTensor(lum: Img): Tensor {
  const { width: w, height: h, data: d } = lum;
  const n = w * h;
  const e = new Float32Array(n),
    f = new Float32Array(n),
    g = new Float32Array(n);
  for (let y = 1; y < h - 1; y++)
    for (let x = 1, i = y * w + 1; x < w - 1; x++, i++) {
      const a = d[i - w - 1]!,
        c = d[i - w + 1]!,
        k = d[i + w - 1]!,
        m = d[i + w + 1]!;
      const sx = (c + 2 * d[i + 1]! + m - a - 2 * d[i - 1]! - k) / 8;
      const sy = (k + 2 * d[i + w]! + m - a - 2 * d[i - w]! - c) / 8;
      e[i] = sx * sx;
      f[i] = sx * sy;
      g[i] = sy * sy;
    }
  return { e, f, g, width: w, height: h };
}

/** In-place Gaussian-like blur of a float plane: three box passes each way (running sums, O(1) per pixel). */
export function blurPlane(a: Float32Array, w: number, h: number, sigma: number): void {
  const r = Math.round((Math.sqrt(4 * sigma * sigma + 1) - 1) / 2);
  if (r < 1) return;
  const line = new Float32Array(Math.max(w, h));
  const pass = (len: number, stride: number, start: number) => {
    for (let k = 0; k < len; k++) line[k] = a[start + k * stride]!;
    const inv = 1 / (2 * r + 1);
    let s = line[0]! * (r + 1);
    for (let k = 1; k <= r; k++) s += line[Math.min(len - 1, k)]!;
    for (let k = 0; k < len; k++) {
      a[start + k * stride] = s * inv;
      s += line[Math.min(len - 1, k + r + 1)]! - line[Math.max(0, k - r)]!;
    }
  };
  for (let p = 0; p < 3; p++) {
    for (let y = 0; y < h; y++) pass(w, 1, y * w);
    for (let x = 0; x < w; x++) pass(h, w, x);
  }
}

/** Smooths a tensor (sigma in cells) and takes its minor eigenvector (the tangent) and anisotropy. */
export function flowOf(t: Tensor, sigma: number): Flow {
  const { e, f, g, width: w, height: h } = t;
  blurPlane(e, w, h, sigma);
  blurPlane(f, w, h, sigma);
  blurPlane(g, w, h, sigma);
  const n = w * h;
  const tx = new Float32Array(n),
    ty = new Float32Array(n),
    aniso = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const E = e[i]!,
      F = f[i]!,
      G = g[i]!;
    const root = Math.sqrt((E - G) * (E - G) + 4 * F * F);
    const l1 = (E + G + root) / 2,
      l2 = (E + G - root) / 2;
    let vx = l1 - E,
      vy = -F;
    let m = Math.sqrt(vx * vx + vy * vy);
    // Where E dominates and F is zero the formula degenerates: the gradient is along x, so the tangent is y.
    if (m < 1e-6) {
      vx = E >= G ? 0 : 1;
      vy = E >= G ? 1 : 0;
      m = 1;
    }
    tx[i] = vx / m;
    ty[i] = vy / m;
    aniso[i] = l1 + l2 > 1e-3 ? (l1 - l2) / (l1 + l2) : 0;
  }
  return { tx, ty, aniso, width: w, height: h };
}

/** Where the picture has no structure of its own to follow: a direction (radians) and a weight 0..1 per px. */
export type Guide = (x: number, y: number) => [angle: number, weight: number];

/**
 * The flow of a 1-channel image: tensor smoothed over `sigma` px. A guide adds the tensor of an
 * edge of the given direction and strength (`weight` times a clear fur edge), so strokes run its
 * way where the picture is flat or is to be overruled (a painted ground, a swirling sky).
 */
export function flowField(lum: Img, sigma: number, guide?: Guide): Flow {
  const t = structureTensor(lum);
  if (guide)
    for (let y = 0, i = 0; y < t.height; y++)
      for (let x = 0; x < t.width; x++, i++) {
        const [a, wt] = guide(x, y);
        if (wt <= 0) continue;
        // The gradient of such an edge is across the wanted tangent.
        const gx = -Math.sin(a),
          gy = Math.cos(a),
          m = 400 * wt;
        t.e[i] = t.e[i]! * (1 - wt) + gx * gx * m;
        t.f[i] = t.f[i]! * (1 - wt) + gx * gy * m;
        t.g[i] = t.g[i]! * (1 - wt) + gy * gy * m;
      }
  return flowOf(t, sigma);
}

/**
 * How consistently the fine detail is oriented over a stroke-sized neighbourhood, 0..1, averaged
 * where `weight` (0-255) is high: each pixel's gradient direction (as a doubled angle, magnitude
 * dropped) averaged over `window` px. Brushwork scores high (every bristle streak of a stroke runs
 * its way); a photo's or a filter's fine detail, pointing every way, scores low.
 */
export function coherence(lum: Img, window: number, weight?: Img): number {
  const { width: w, height: h } = lum;
  const t = structureTensor(lum);
  const c = new Float32Array(w * h),
    s = new Float32Array(w * h);
  for (let i = 0; i < c.length; i++) {
    const m = t.e[i]! + t.g[i]!;
    if (m < 1) continue;
    // (cos 2θ, sin 2θ) of the gradient, from its outer product.
    c[i] = (t.e[i]! - t.g[i]!) / m;
    s[i] = (2 * t.f[i]!) / m;
  }
  blurPlane(c, w, h, window);
  blurPlane(s, w, h, window);
  let sum = 0,
    n = 0;
  for (let i = 0; i < c.length; i++) {
    const k = weight ? weight.data[i]! / 255 : 1;
    sum += Math.hypot(c[i]!, s[i]!) * k;
    n += k;
  }
  return n ? sum / n : 0;
}

/**
 * Brushwork along a flow: the mean squared change of `lum` along the flow's tangent over that across
 * it (central differences, where `weight` is high). Strokes laid along the flow smear the picture
 * along it, so the ratio drops well below a photo's or a filter's.
 */
export function alongAcross(lum: Img, flow: Flow, weight?: Img): number {
  const { width: w, height: h, data: d } = lum;
  let along = 0,
    across = 0;
  for (let y = 1; y < h - 1; y++)
    for (let x = 1, i = y * w + 1; x < w - 1; x++, i++) {
      const k = weight ? weight.data[i]! / 255 : 1;
      if (k <= 0) continue;
      const dx = (d[i + 1]! - d[i - 1]!) / 2,
        dy = (d[i + w]! - d[i - w]!) / 2;
      const tx = flow.tx[i]!,
        ty = flow.ty[i]!;
      const a = dx * tx + dy * ty,
        c = -dx * ty + dy * tx;
      along += a * a * k;
      across += c * c * k;
    }
  return along / (across || 1);
}

import { clamp, hexRgb, type Img } from './util.js';

/**
 * Kuwahara filter on an RGB image: each pixel takes the mean colour of the least-varied of its four
 * (r+1)² quadrants. Flattens texture into paint-like patches while keeping edges crisp. Summed-area
 * tables make it O(1) per pixel whatever the radius; Uint32 sums wrap, but differences of wrapped
 * sums are exact while a window's true sum stays below 2³². The tables are interleaved (L with L²,
 * R with G and B) so each corner read is one cache line: about 1.5x faster than five separate tables.
 */
export function kuwahara(img: Img, r: number): Img {
  const { width: w, height: h, data, channels: ch } = img;
  const W1 = w + 1;
  const n = W1 * (h + 1);
  const sLQ = new Uint32Array(n * 2);
  const sRGB = new Uint32Array(n * 4);
  for (let y = 0; y < h; y++) {
    let rr = 0,
      rg = 0,
      rb = 0,
      rl = 0,
      rq = 0;
    let k = (y + 1) * W1 + 1,
      p = y * W1 + 1;
    let i = y * w * ch;
    for (let x = 0; x < w; x++, i += ch, k++, p++) {
      const R = data[i]!,
        G = data[i + 1]!,
        B = data[i + 2]!;
      const L = (R * 77 + G * 150 + B * 29) >> 8;
      rr += R;
      rg += G;
      rb += B;
      rl += L;
      rq += L * L;
      sLQ[2 * k] = sLQ[2 * p]! + rl;
      sLQ[2 * k + 1] = sLQ[2 * p + 1]! + rq;
      sRGB[4 * k] = sRGB[4 * p]! + rr;
      sRGB[4 * k + 1] = sRGB[4 * p + 1]! + rg;
      sRGB[4 * k + 2] = sRGB[4 * p + 2]! + rb;
    }
  }
  const out = Buffer.allocUnsafe(w * h * 3);
  let o = 0;
  for (let y = 0; y < h; y++) {
    const ya0 = Math.max(0, y - r),
      ya1 = y + 1,
      yb0 = y,
      yb1 = Math.min(h, y + r + 1);
    for (let x = 0; x < w; x++, o += 3) {
      const xa0 = x - r < 0 ? 0 : x - r,
        xa1 = x + 1,
        xb0 = x,
        xb1 = x + r + 1 > w ? w : x + r + 1;
      let best = Infinity,
        bx0 = 0,
        by0 = 0,
        bx1 = 0,
        by1 = 0;
      for (let q = 0; q < 4; q++) {
        const x0 = q & 1 ? xb0 : xa0,
          x1 = q & 1 ? xb1 : xa1;
        const y0 = q & 2 ? yb0 : ya0,
          y1 = q & 2 ? yb1 : ya1;
        const cnt = (x1 - x0) * (y1 - y0);
        const c11 = 2 * (y1 * W1 + x1),
          c01 = 2 * (y0 * W1 + x1),
          c10 = 2 * (y1 * W1 + x0),
          c00 = 2 * (y0 * W1 + x0);
        const m = ((sLQ[c11]! - sLQ[c01]! - sLQ[c10]! + sLQ[c00]!) >>> 0) / cnt;
        const v = ((sLQ[c11 + 1]! - sLQ[c01 + 1]! - sLQ[c10 + 1]! + sLQ[c00 + 1]!) >>> 0) / cnt - m * m;
        if (v < best) {
          best = v;
          bx0 = x0;
          by0 = y0;
          bx1 = x1;
          by1 = y1;
        }
      }
      const cnt = (bx1 - bx0) * (by1 - by0);
      const c11 = 4 * (by1 * W1 + bx1),
        c01 = 4 * (by0 * W1 + bx1),
        c10 = 4 * (by1 * W1 + bx0),
        c00 = 4 * (by0 * W1 + bx0);
      out[o] = ((sRGB[c11]! - sRGB[c01]! - sRGB[c10]! + sRGB[c00]!) >>> 0) / cnt;
      out[o + 1] = ((sRGB[c11 + 1]! - sRGB[c01 + 1]! - sRGB[c10 + 1]! + sRGB[c00 + 1]!) >>> 0) / cnt;
      out[o + 2] = ((sRGB[c11 + 2]! - sRGB[c01 + 2]! - sRGB[c10 + 2]! + sRGB[c00 + 2]!) >>> 0) / cnt;
    }
  }
  return { data: out, width: w, height: h, channels: 3 };
}

/** Gradient of a 1-channel image (Sobel): magnitude 0-255 plus the signed components. */
export function sobel(lum: Img): { mag: Img; gx: Float32Array; gy: Float32Array } {
  const { width: w, height: h, data: d } = lum;
  const mag = Buffer.alloc(w * h);
  const gx = new Float32Array(w * h);
  const gy = new Float32Array(w * h);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const a = d[i - w - 1]!,
        b = d[i - w]!,
        c = d[i - w + 1]!,
        e = d[i - 1]!,
        g = d[i + 1]!,
        k = d[i + w - 1]!,
        l = d[i + w]!,
        m = d[i + w + 1]!;
      const sx = c + 2 * g + m - a - 2 * e - k;
      const sy = k + 2 * l + m - a - 2 * b - c;
      gx[i] = sx;
      gy[i] = sy;
      mag[i] = Math.min(255, Math.sqrt(sx * sx + sy * sy) / 4);
    }
  }
  return { mag: { data: mag, width: w, height: h, channels: 1 }, gx, gy };
}

/** Ink lines 0-255 (255 = full ink) from a gradient magnitude: a soft threshold. */
export function inkFromEdges(mag: Img, lo: number, hi: number): Img {
  const out = Buffer.alloc(mag.data.length);
  for (let i = 0; i < out.length; i++) out[i] = clamp(((mag.data[i]! - lo) * 255) / (hi - lo));
  return { ...mag, data: out };
}

/** Multiplies RGB by (1 - ink·strength) toward an ink colour. */
export function applyInk(img: Img, ink: Img, colour: string, strength: number): Img {
  const [ir, ig, ib] = hexRgb(colour);
  const out = Buffer.from(img.data);
  for (let j = 0, i = 0; j < ink.data.length; j++, i += img.channels) {
    const a = (ink.data[j]! / 255) * strength;
    if (a <= 0) continue;
    out[i] = out[i]! + (ir - out[i]!) * a;
    out[i + 1] = out[i + 1]! + (ig - out[i + 1]!) * a;
    out[i + 2] = out[i + 2]! + (ib - out[i + 2]!) * a;
  }
  return { ...img, data: out };
}

/** Maps luminance to bands of flat colour: thresholds ascending, colours one more than thresholds. */
export function posterize(img: Img, thresholds: number[], colours: string[]): Img {
  const cols = colours.map(hexRgb);
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) {
    let k = 0;
    while (k < thresholds.length && v >= thresholds[k]!) k++;
    lut[v] = k;
  }
  const { width: w, height: h, data, channels: ch } = img;
  const out = Buffer.alloc(w * h * 3);
  for (let j = 0, i = 0; j < w * h; j++, i += ch) {
    const c = cols[lut[(data[i]! * 77 + data[i + 1]! * 150 + data[i + 2]! * 29) >> 8]!]!;
    out[j * 3] = c[0];
    out[j * 3 + 1] = c[1];
    out[j * 3 + 2] = c[2];
  }
  return { data: out, width: w, height: h, channels: 3 };
}

/** Snaps each pixel to the nearest palette colour (after a per-channel weight), with a mix back. */
export function quantize(img: Img, palette: string[], keep = 0): Img {
  const cols = palette.map(hexRgb);
  const { width: w, height: h, data, channels: ch } = img;
  const out = Buffer.alloc(w * h * 3);
  // A cache on 5-bit colour keeps this linear and cheap.
  const cache = new Int16Array(32768).fill(-1);
  for (let j = 0, i = 0; j < w * h; j++, i += ch) {
    const R = data[i]!,
      G = data[i + 1]!,
      B = data[i + 2]!;
    const key = ((R >> 3) << 10) | ((G >> 3) << 5) | (B >> 3);
    let k = cache[key]!;
    if (k < 0) {
      let best = Infinity;
      for (let c = 0; c < cols.length; c++) {
        const p = cols[c]!;
        const dr = p[0] - R,
          dg = p[1] - G,
          db = p[2] - B;
        const d = 2 * dr * dr + 4 * dg * dg + 3 * db * db;
        if (d < best) {
          best = d;
          k = c;
        }
      }
      cache[key] = k;
    }
    const p = cols[k]!;
    out[j * 3] = p[0] + (R - p[0]) * keep;
    out[j * 3 + 1] = p[1] + (G - p[1]) * keep;
    out[j * 3 + 2] = p[2] + (B - p[2]) * keep;
  }
  return { data: out, width: w, height: h, channels: 3 };
}

/** Colour-dodge pencil: grey / (1 - blurred inverted grey). Both 1-channel, same size. */
export function dodge(grey: Img, blurredInverse: Img): Img {
  const out = Buffer.alloc(grey.data.length);
  for (let i = 0; i < out.length; i++) {
    const b = blurredInverse.data[i]!;
    out[i] = b >= 255 ? 255 : Math.min(255, (grey.data[i]! * 255) / (255 - b));
  }
  return { ...grey, data: out };
}

/** Mixes 1-channel luminance through a 256-entry RGB lookup. */
export function mapLut(lum: Img, lut: Uint8Array): Img {
  const out = Buffer.alloc(lum.data.length * 3);
  for (let i = 0; i < lum.data.length; i++) {
    const v = lum.data[i]! * 3;
    out[i * 3] = lut[v]!;
    out[i * 3 + 1] = lut[v + 1]!;
    out[i * 3 + 2] = lut[v + 2]!;
  }
  return { data: out, width: lum.width, height: lum.height, channels: 3 };
}

/** RGB + 1-channel alpha -> RGBA. */
export function withAlpha(rgb: Img, alpha: Uint8Array | Buffer): Img {
  const n = rgb.width * rgb.height;
  const out = Buffer.alloc(n * 4);
  for (let j = 0; j < n; j++) {
    out[j * 4] = rgb.data[j * rgb.channels]!;
    out[j * 4 + 1] = rgb.data[j * rgb.channels + 1]!;
    out[j * 4 + 2] = rgb.data[j * rgb.channels + 2]!;
    out[j * 4 + 3] = alpha[j]!;
  }
  return { data: out, width: rgb.width, height: rgb.height, channels: 4 };
}

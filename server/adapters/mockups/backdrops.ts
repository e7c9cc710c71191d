import { hash2, valueNoise2 } from './noise.js';
import type { RawImage } from './frame-engine.js';

const studioCache = new Map<string, Uint8ClampedArray>();

/**
 * A product-photo backdrop: warm light-grey wall, lit from the upper left, with a gentle vignette
 * and a fine plaster texture. Computed once per canvas size, then copied.
 */
export function studioBackdrop(width: number, height: number): RawImage {
  const key = `${width}x${height}`;
  let pixels = studioCache.get(key);
  if (!pixels) {
    pixels = new Uint8ClampedArray(width * height * 3);
    const diag = Math.hypot(width, height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 3;
        const lx = (x - width * 0.3) / diag;
        const ly = (y - height * 0.2) / diag;
        const light = 1.04 - 0.22 * Math.sqrt(lx * lx + ly * ly) - 0.05 * (y / height);
        const plaster = (valueNoise2(x / 5, y / 5, 91) - 0.5) * 0.014 + (hash2(x, y, 7) - 0.5) * 0.012;
        const k = light + plaster;
        pixels[i] = 232 * k;
        pixels[i + 1] = 228 * k;
        pixels[i + 2] = 221 * k;
      }
    }
    studioCache.set(key, pixels);
  }
  return { data: new Uint8ClampedArray(pixels), width, height };
}

import { fbm1, hash2, smoothstep, valueNoise2 } from './noise.js';
import type { MockupColor } from './mockups.port.js';

/**
 * Surface colour (albedo, 0..255 per channel) of a moulding at a point. `u` runs along the piece and
 * `v` across it (0 = outer edge, 1 = inner edge), both in moulding widths so the pattern scales
 * with the frame. Each of the four pieces is cut from a different part of the board.
 */
export const ALONG_STRIDE = 3;

export type Material = {
  /** What depends only on the position along a piece, computed once per pixel column or row. */
  along(piece: number, u: number, out: Float32Array): void;
  albedo(piece: number, u: number, v: number, along: Float32Array, at: number, out: Float32Array): void;
  /** Specular strength and tightness: satin lacquer vs matte paint. */
  specular: number;
  shininess: number;
  /** How strongly the profile's curves show: pale lacquer scatters light and looks flatter. */
  contrast: number;
};

const SEED = 0x5eed;

/** Flat-sawn red oak: warm pinkish tan, long darker late-wood lines, open pores as fine dashes. */
const oak: Pick<Material, 'along' | 'albedo'> = {
  along(piece, u, out) {
    const seed = SEED + piece * 7919;
    const shift = hash2(piece, 1, SEED) * 10;
    const wander = 0.7 * fbm1(u * 0.09 + shift, seed) + 0.08 * fbm1(u * 0.6 + shift, seed + 31);
    out[0] = wander * 3 + u * (hash2(piece, 2, SEED) - 0.5) * 0.1;
    out[1] = 0.93 + 0.14 * fbm1(u * 0.35 + shift * 3, seed + 77);
  },
  albedo(piece, u, v, along, at, out) {
    const seed = SEED + piece * 7919;
    const ring = v * 3.4 + along[at]!;
    const ringNo = Math.floor(ring);
    const band = ring - ringNo;
    const width = 0.18 + 0.22 * valueNoise2(u * 0.3, ringNo, seed + 3);
    const late = smoothstep(0.62 - width, 0.62, band) * (1 - smoothstep(0.8, 0.9, band));
    const fine = valueNoise2(u * 9, v * 160, seed + 5) - 0.5;
    const pore = smoothstep(0.7, 0.95, valueNoise2(u * 3, v * 70, seed + 9)) * (0.4 + 0.6 * late);
    const k = along[at + 1]! * (1 + fine * 0.06) * (1 - pore * 0.32);
    const l = late * (0.55 + 0.3 * valueNoise2(u * 0.5, ringNo + 0.5, seed + 4));
    out[0] = (196 + (136 - 196) * l) * k;
    out[1] = (146 + (88 - 146) * l) * k;
    out[2] = (106 + (58 - 106) * l) * k;
  },
};

/** Painted wood: an even colour with a faint brushed texture and a ghost of the grain beneath. */
function painted(r: number, g: number, b: number, texture: number): Pick<Material, 'along' | 'albedo'> {
  return {
    along(piece, u, out) {
      out[0] = 0.6 * fbm1(u * 0.22 + piece * 3.1, SEED + piece * 131);
    },
    albedo(piece, u, v, along, at, out) {
      const brushed = valueNoise2(u * 5, v * 90, SEED + piece * 131) - 0.5;
      const ring = v * 2.6 + along[at]!;
      const ghost = smoothstep(0.55, 0.75, ring - Math.floor(ring)) - 0.25;
      const k = 1 + brushed * texture + ghost * texture * 0.5;
      out[0] = r * k;
      out[1] = g * k;
      out[2] = b * k;
    },
  };
}

export const MATERIALS: Record<MockupColor, Material> = {
  black: { ...painted(33, 32, 34, 0.12), specular: 0.09, shininess: 10, contrast: 1 },
  white: { ...painted(236, 234, 228, 0.02), specular: 0.05, shininess: 14, contrast: 0.5 },
  red_oak: { ...oak, specular: 0.07, shininess: 22, contrast: 0.9 },
};

import {
  blurImg,
  clamp,
  hexRgb,
  hsvToRgb,
  luminance,
  rgbToHsv,
  smoothstep,
  valueNoise,
  type Img,
} from '../canvas/util.js';

/**
 * Stained glass: SLIC superpixels (cells that hug the picture's edges, so eyes and nose get their
 * own panes), each pane a saturated jewel version of its mean colour (background panes take the
 * recipe's palette), light glowing through the middle of each pane, painted detail kept faintly
 * (grisaille), and dark lead lines along the cell borders.
 */
export async function stainedGlass(
  img: Img,
  u: number,
  palette: string[],
  rand: () => number,
  subject: Img,
): Promise<Img> {
  const { width: w, height: h } = img;
  const src = await blurImg(img, 1.5 * u);
  const S = Math.max(6, Math.round(24 * u));
  const cx: number[] = [],
    cy: number[] = [];
  // Hexagonal seeding: panes come out as irregular polygons rather than bricks.
  const rowH = S * 0.866;
  for (let row = 0, y = rowH / 2; y < h; row++, y += rowH)
    for (let x = (row % 2 ? S : S / 2) - S / 2; x < w + S / 2; x += S) {
      cx.push(clamp(x + (rand() - 0.5) * S * 0.6, 0, w - 1));
      cy.push(clamp(y + (rand() - 0.5) * S * 0.6, 0, h - 1));
    }
  const K = cx.length;
  const cr = new Float64Array(K),
    cg = new Float64Array(K),
    cb = new Float64Array(K);
  const at = (x: number, y: number) => (Math.round(y) * w + Math.round(x)) * src.channels;
  for (let k = 0; k < K; k++) {
    const i = at(cx[k]!, cy[k]!);
    cr[k] = src.data[i]!;
    cg[k] = src.data[i + 1]!;
    cb[k] = src.data[i + 2]!;
  }
  const label = new Int32Array(w * h).fill(-1);
  const dist = new Float32Array(w * h);
  const compact = (45 / S) ** 2;
  for (let iter = 0; iter < 4; iter++) {
    dist.fill(Infinity);
    for (let k = 0; k < K; k++) {
      const x0 = Math.max(0, Math.floor(cx[k]! - S)),
        x1 = Math.min(w - 1, Math.ceil(cx[k]! + S));
      const y0 = Math.max(0, Math.floor(cy[k]! - S)),
        y1 = Math.min(h - 1, Math.ceil(cy[k]! + S));
      for (let y = y0; y <= y1; y++)
        for (let x = x0; x <= x1; x++) {
          const j = y * w + x,
            i = j * src.channels;
          const dr = src.data[i]! - cr[k]!,
            dg = src.data[i + 1]! - cg[k]!,
            db = src.data[i + 2]! - cb[k]!;
          const dx = x - cx[k]!,
            dy = y - cy[k]!;
          const d = dr * dr + dg * dg + db * db + (dx * dx + dy * dy) * compact;
          if (d < dist[j]!) {
            dist[j] = d;
            label[j] = k;
          }
        }
    }
    const sx = new Float64Array(K),
      sy = new Float64Array(K),
      sn = new Float64Array(K);
    cr.fill(0);
    cg.fill(0);
    cb.fill(0);
    for (let j = 0; j < w * h; j++) {
      const k = label[j]!;
      if (k < 0) continue;
      const i = j * src.channels;
      sx[k]! += j % w;
      sy[k]! += (j / w) | 0;
      sn[k]!++;
      cr[k]! += src.data[i]!;
      cg[k]! += src.data[i + 1]!;
      cb[k]! += src.data[i + 2]!;
    }
    for (let k = 0; k < K; k++)
      if (sn[k]) {
        cx[k] = sx[k]! / sn[k]!;
        cy[k] = sy[k]! / sn[k]!;
        cr[k]! /= sn[k]!;
        cg[k]! /= sn[k]!;
        cb[k]! /= sn[k]!;
      }
  }
  // Jewel colours per pane.
  const jewels = palette.map(hexRgb);
  const pane: [number, number, number][] = [];
  const meanL = new Float64Array(K);
  for (let k = 0; k < K; k++) {
    const sub = subject.data[Math.round(clamp(cy[k]!, 0, h - 1)) * w + Math.round(clamp(cx[k]!, 0, w - 1))]! / 255;
    meanL[k] = cr[k]! * 0.3 + cg[k]! * 0.59 + cb[k]! * 0.11 || 1;
    const [hh, s, v] = rgbToHsv(cr[k]!, cg[k]!, cb[k]!);
    const own = hsvToRgb(
      (hh + (rand() - 0.5) * 24 + 360) % 360,
      clamp(s * 1.8 + 0.2, 0, 0.95),
      clamp(v * (0.95 + rand() * 0.2) + 0.06, 0.2, 0.96),
    );
    const pick = jewels[[0, 6, 2, 4, 0, 6, 1, 3][Math.floor(rand() * 8)]!]!;
    const t = smoothstep(0.3, 0.7, sub);
    pane.push([own[0] * t + pick[0] * (1 - t), own[1] * t + pick[1] * (1 - t), own[2] * t + pick[2] * (1 - t)]);
  }
  // Lead came about 3u wide whatever the resolution: compare labels r px apart.
  const r = Math.max(1, Math.round(1.6 * u));
  const line = Buffer.alloc(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const j = y * w + x;
      if ((x + r < w && label[j] !== label[j + r]) || (y + r < h && label[j] !== label[j + r * w])) line[j] = 255;
    }
  const lineImg: Img = { data: line, width: w, height: h, channels: 1 };
  const lead = await blurImg(lineImg, 0.5 * u);
  const glow = await blurImg(lineImg, 6 * u);
  const mottle = await valueNoise(w, h, 6 * u, 77);
  const fineLum = luminance(await blurImg(img, 0.8 * u));
  const out = Buffer.alloc(w * h * 3);
  for (let j = 0; j < w * h; j++) {
    const k = Math.max(0, label[j]!);
    const p = pane[k]!;
    const detail = clamp(fineLum.data[j]! / meanL[k]!, 0.3, 1.5);
    const light = (1.12 - (glow.data[j]! / 255) * 0.9) * (0.9 + (mottle.data[j]! / 255) * 0.2) * (0.3 + 0.7 * detail);
    const l = smoothstep(60, 150, lead.data[j]!);
    for (let c = 0; c < 3; c++) out[j * 3 + c] = clamp(p[c]! * light) * (1 - l) + 24 * l;
  }
  return { data: out, width: w, height: h, channels: 3 };
}

import sharp from 'sharp';

const WORK = 256;

type Rgb = [number, number, number];

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** k-means on a small set of colours; returns k centres. */
function clusters(samples: Rgb[], k: number): Rgb[] {
  const centres: Rgb[] = [];
  for (let i = 0; i < k; i++) centres.push([...samples[Math.floor(((i + 0.5) * samples.length) / k)]!] as Rgb);
  for (let iter = 0; iter < 8; iter++) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (const s of samples) {
      const j = nearest(centres, s).index;
      sums[j]![0]! += s[0];
      sums[j]![1]! += s[1];
      sums[j]![2]! += s[2];
      sums[j]![3]! += 1;
    }
    sums.forEach((sum, j) => sum[3]! > 0 && (centres[j] = [sum[0]! / sum[3]!, sum[1]! / sum[3]!, sum[2]! / sum[3]!]));
  }
  return centres;
}

function nearest(centres: Rgb[], c: Rgb) {
  let best = Infinity;
  let index = 0;
  centres.forEach((m, j) => {
    const d = (m[0] - c[0]) ** 2 + (m[1] - c[1]) ** 2 + (m[2] - c[2]) ** 2;
    if (d < best) [best, index] = [d, j];
  });
  return { distance: Math.sqrt(best), index };
}

/**
 * The colour heuristic, used when the cut-out model cannot load (segmentation.ts): the
 * foreground mask of the photo's subject, 0-255, at WORK px: colour models of the border
 * (background) and the centre (subject) classify each pixel, weighted by a centre prior; the
 * component that holds the centre is kept and its holes are filled.
 */
export async function heuristicMask(
  photo: Buffer,
): Promise<{ mask: Buffer; width: number; height: number; plain?: boolean }> {
  const { data, info } = await sharp(photo)
    .rotate()
    .resize(WORK, WORK, { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .blur(1)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const plain = plainBackground(data, w, h);
  if (plain) return plain;
  const px = (x: number, y: number): Rgb => {
    const i = (y * w + x) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  const border: Rgb[] = [];
  const centre: Rgb[] = [];
  const band = Math.max(2, Math.round(Math.min(w, h) * 0.05));
  for (let y = 0; y < h; y += 2)
    for (let x = 0; x < w; x += 2) {
      const nx = (x - w / 2) / (w / 2);
      const ny = (y - h / 2) / (h / 2);
      if (x < band || y < band || x >= w - band || y >= h - band) border.push(px(x, y));
      else if (nx * nx + ny * ny < 0.16) centre.push(px(x, y));
    }
  // The photo's colours, and how much of each lies on the border: colours found mostly away from
  // the border are the subject's (a dog standing on grass, a kitten in front of a garden), colours
  // the border is full of are the ground's. Centre colours the border lacks make the subject model.
  const all = [...border, ...centre];
  const palette = clusters(all, 8);
  const onBorder = palette.map(() => 0),
    inCentre = palette.map(() => 0);
  for (const c of border) onBorder[nearest(palette, c).index]!++;
  for (const c of centre) inCentre[nearest(palette, c).index]!++;
  const borderness = palette.map((_, j) => onBorder[j]! / border.length / Math.max(1e-3, inCentre[j]! / centre.length));
  let fgCentre = centre.filter((c) => borderness[nearest(palette, c).index]! < 0.5);
  // A close-up (the subject fills the centre and runs off the edges): every centre colour is also on the border.
  if (fgCentre.length < centre.length * 0.25) fgCentre = centre;
  const fg = clusters(fgCentre, 5);
  // Border pixels that look like the subject are the subject touching the edge (close-ups): the
  // background model is built from the rest.
  const spread = Math.max(18, median(fgCentre.map((c) => nearest(fg, c).distance)) * 1.6);
  const trueBorder = border.filter((c) => nearest(fg, c).distance > spread);
  if (trueBorder.length < border.length * 0.08) return { mask: Buffer.alloc(w * h, 255), width: w, height: h };
  const bg = clusters([...trueBorder, ...centre.filter((c) => borderness[nearest(palette, c).index]! > 1.5)], 6);
  const texture = await textureMap(photo, w, h);
  const score = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const c = px(x, y);
      const dBg = nearest(bg, c).distance;
      const dFg = nearest(fg, c).distance;
      const nx = (x - w / 2) / (w / 2);
      const ny = (y - h / 2) / (h / 2);
      const prior = 0.18 * (1 - Math.min(1, Math.sqrt(nx * nx + ny * ny)));
      score[y * w + x] = dBg / (dBg + dFg + 1e-6) + prior + 0.3 * texture[y * w + x]!;
    }
  const fgMask = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) fgMask[i] = score[i]! > 0.56 ? 1 : 0;
  keepCentreComponent(fgMask, w, h);
  fillHoles(fgMask, w, h);
  const mask = Buffer.alloc(w * h);
  for (let i = 0; i < w * h; i++) mask[i] = fgMask[i] ? 255 : 0;
  // Closing: blur then threshold rounds the outline and closes small bites.
  const smooth = await sharp(mask, { raw: { width: w, height: h, channels: 1 } })
    .median(5)
    .blur(3)
    .threshold(110)
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { mask: smooth, width: w, height: h };
}

/**
 * Local detail, 0..1: fur, eyes and whiskers are sharp while backgrounds are usually soft or out of
 * focus. Gradient energy, averaged over a small window, normalised by its 90th percentile.
 */
async function textureMap(photo: Buffer, w: number, h: number): Promise<Float32Array> {
  const edges = await sharp(photo)
    .rotate()
    .resize(w, h, { fit: 'fill' })
    .greyscale()
    .convolve({ width: 3, height: 3, kernel: [-1, -1, -1, -1, 8, -1, -1, -1, -1], scale: 1, offset: 128 })
    .raw()
    .toBuffer();
  const energy = Buffer.alloc(w * h);
  for (let i = 0; i < w * h; i++) energy[i] = Math.min(255, Math.abs(edges[i]! - 128) * 4);
  const spread = await sharp(energy, { raw: { width: w, height: h, channels: 1 } })
    .blur(4)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const p90 = [...spread].sort((a, b) => a - b)[Math.floor(w * h * 0.9)] || 1;
  const out = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++) out[i] = Math.min(1, spread[i]! / p90);
  return out;
}

/**
 * A subject on a plain near-white ground (a cut-out, a studio shot, a white-background portrait):
 * the ground is what is near-white and connected to the border; the subject is the largest
 * remaining part (so a lettered name below it is not taken for the pet). Null when the border is
 * not plain.
 */
export function plainBackground(
  data: Buffer,
  w: number,
  h: number,
): { mask: Buffer; width: number; height: number; plain: boolean } | null {
  // The ground's own lightness sets the bar: on a pure white ground (a cut-out, a white-background
  // portrait) only near-pure white is ground, so a white pet's fur (235-250) is not flooded away.
  const edge: number[] = [];
  for (let x = 0; x < w; x += 2) edge.push(Math.min(data[x * 3]!, data[x * 3 + 1]!, data[x * 3 + 2]!));
  const bar = Math.max(228, Math.min(247, (edge.sort((a, b) => a - b)[Math.floor(edge.length * 0.1)] ?? 0) - 8));
  const light = (i: number) => data[i * 3]! > bar && data[i * 3 + 1]! > bar && data[i * 3 + 2]! > bar;
  let plain = 0,
    total = 0;
  for (let x = 0; x < w; x++)
    for (const y of [0, h - 1]) {
      total++;
      if (light(y * w + x)) plain++;
    }
  for (let y = 0; y < h; y++)
    for (const x of [0, w - 1]) {
      total++;
      if (light(y * w + x)) plain++;
    }
  if (plain < total * 0.8) return null;
  const ground = new Uint8Array(w * h);
  const stack: number[] = [];
  for (let x = 0; x < w; x++) stack.push(x, (h - 1) * w + x);
  for (let y = 0; y < h; y++) stack.push(y * w, y * w + w - 1);
  while (stack.length) {
    const i = stack.pop()!;
    if (i < 0 || i >= w * h || ground[i] || !light(i)) continue;
    ground[i] = 1;
    const x = i % w;
    if (x > 0) stack.push(i - 1);
    if (x < w - 1) stack.push(i + 1);
    stack.push(i - w, i + w);
  }
  const fg = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) fg[i] = ground[i] ? 0 : 1;
  keepCentreComponent(fg, w, h);
  fillHoles(fg, w, h);
  const mask = Buffer.alloc(w * h);
  for (let i = 0; i < w * h; i++) mask[i] = fg[i] ? 255 : 0;
  return { mask, width: w, height: h, plain: true };
}

function keepCentreComponent(m: Uint8Array, w: number, h: number) {
  const seen = new Uint8Array(w * h);
  let best: number[] = [];
  let bestScore = -1;
  for (let start = 0; start < w * h; start++) {
    if (!m[start] || seen[start]) continue;
    const comp: number[] = [];
    const stack = [start];
    seen[start] = 1;
    let central = 0;
    while (stack.length) {
      const i = stack.pop()!;
      comp.push(i);
      const x = i % w;
      const y = (i - x) / w;
      if (Math.abs(x - w / 2) < w * 0.25 && Math.abs(y - h / 2) < h * 0.25) central++;
      for (const j of [i - 1, i + 1, i - w, i + w]) {
        if (j < 0 || j >= w * h || seen[j] || !m[j]) continue;
        if ((j === i - 1 && x === 0) || (j === i + 1 && x === w - 1)) continue;
        seen[j] = 1;
        stack.push(j);
      }
    }
    const s = comp.length + central * 4;
    if (s > bestScore) [bestScore, best] = [s, comp];
  }
  m.fill(0);
  for (const i of best) m[i] = 1;
}

/** Sets every pixel not reachable from the border through unset pixels (holes in the subject). */
export function fillHoles(m: Uint8Array, w: number, h: number) {
  const outside = new Uint8Array(w * h);
  const stack: number[] = [];
  for (let x = 0; x < w; x++) stack.push(x, (h - 1) * w + x);
  for (let y = 0; y < h; y++) stack.push(y * w, y * w + w - 1);
  while (stack.length) {
    const i = stack.pop()!;
    if (i < 0 || i >= w * h || outside[i] || m[i]) continue;
    outside[i] = 1;
    const x = i % w;
    if (x > 0) stack.push(i - 1);
    if (x < w - 1) stack.push(i + 1);
    stack.push(i - w, i + w);
  }
  for (let i = 0; i < w * h; i++) if (!outside[i]) m[i] = 1;
}

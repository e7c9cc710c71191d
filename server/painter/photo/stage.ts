import { smoothstep, svgNum, type Img } from '../canvas/util.js';
import type { Head, Region } from './fit.js';

/**
 * The whole pet stays in its oval (in place): a soft ellipse or circle fades out towards the box's
 * edge, and a side-on pet's head lies there (issue 34: the shepherd's face faded into the ground
 * under a floating crown). The pet's own mask keeps its alpha up, as a wash's does, unless the pet
 * fills the frame (a close-up, whose oval is its vignette).
 */
export function keepWholePet(alpha: Buffer, subject: Img): void {
  let cover = 0;
  for (let j = 0; j < subject.data.length; j++) cover += subject.data[j]!;
  const keep = 1 - smoothstep(0.35, 0.5, cover / 255 / subject.data.length);
  if (keep <= 0) return;
  for (let j = 0; j < alpha.length; j++) {
    const a = subject.data[j]! * keep;
    if (a > alpha[j]!) alpha[j] = Math.round(a);
  }
}

const lum = (d: Buffer, i: number) => d[i]! * 0.299 + d[i + 1]! * 0.587 + d[i + 2]! * 0.114;

/**
 * Mean luminance of the head (its painted pixels inside the mask, within the head's circle) and of
 * the ground round it (the backdrop just outside the mask, within 2.2 head radii). pet and subject
 * are the working grid, head in its px; ground is the canvas, box where the working grid lands.
 */
export function headAndGround(pet: Img, subject: Img, head: Head, ground: Img, box: Region): [number, number] {
  const { width: w, height: h } = subject;
  const kx = box.w / w,
    ky = box.h / h;
  const c = head.bubble ?? head;
  const reach = head.r * 2.2,
    step = Math.max(1, Math.round(head.r / 12));
  let hs = 0,
    hn = 0,
    gs = 0,
    gn = 0;
  for (let y = Math.max(0, Math.floor(c.cy - reach)); y < Math.min(h, c.cy + reach); y += step)
    for (let x = Math.max(0, Math.floor(c.cx - reach)); x < Math.min(w, c.cx + reach); x += step) {
      const d = Math.hypot(x - head.cx, y - head.cy),
        m = subject.data[y * w + x]!;
      if (m >= 200 && d < head.r) {
        hs += lum(pet.data, (y * w + x) * pet.channels);
        hn++;
      } else if (m < 24 && Math.hypot(x - c.cx, y - c.cy) < reach) {
        const gx = Math.round(box.x + x * kx),
          gy = Math.round(box.y + y * ky);
        if (gx < 0 || gy < 0 || gx >= ground.width || gy >= ground.height) continue;
        gs += lum(ground.data, (gy * ground.width + gx) * ground.channels);
        gn++;
      }
    }
  return [hn ? hs / hn : 128, gn ? gs / gn : 128];
}

/** The least difference in mean luminance a head keeps from the ground round it. */
export const HEAD_CONTRAST = 48;

/**
 * A lighter (or, behind a light head, darker) glow on the ground behind a head whose luminance is
 * near the ground's, so a dark face reads on a dark ground (a painter's lit ground behind the
 * sitter). An SVG layer in canvas px, drawn under the pet; null where the head already stands out.
 */
export function haloBehind(head: Head, headLum: number, groundLum: number): string | null {
  const diff = headLum - groundLum;
  if (Math.abs(diff) >= HEAD_CONTRAST) return null;
  const light = headLum < 150;
  // The target ground is HEAD_CONTRAST * 1.6 away from the head (the canvas texture and vignette take some back).
  const target = light ? Math.min(235, headLum + HEAD_CONTRAST * 1.6) : Math.max(20, headLum - HEAD_CONTRAST * 1.6);
  const k = Math.min(1, Math.abs(target - groundLum) / Math.max(1, Math.abs((light ? 245 : 10) - groundLum)));
  const colour = light ? '#f3dfb2' : '#20140c';
  const c = head.bubble ?? head;
  const r = Math.max(head.r * 2.4, (head.bubble?.r ?? 0) * 1.7);
  return (
    `<defs><radialGradient id="halo"><stop offset="0" stop-color="${colour}" stop-opacity="${svgNum(k)}"/>` +
    `<stop offset=".55" stop-color="${colour}" stop-opacity="${svgNum(k * 0.8)}"/>` +
    `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient></defs>` +
    `<circle cx="${svgNum(c.cx)}" cy="${svgNum(c.cy)}" r="${svgNum(r)}" fill="url(#halo)"/>`
  );
}

/**
 * The pet's outline from above on the canvas: per canvas column, the first row where the mask is
 * at least half on (canvas px; Infinity where the column holds none of the pet).
 */
export function topsOnCanvas(subject: Img, box: Region, W: number): Float32Array {
  const { data, width: w, height: h } = subject;
  const tops = new Float32Array(W).fill(Infinity);
  for (let X = Math.max(0, Math.floor(box.x)); X < Math.min(W, box.x + box.w); X++) {
    const x = Math.min(w - 1, Math.floor(((X - box.x) * w) / box.w));
    for (let y = 0; y < h; y++)
      if (data[y * w + x]! >= 128) {
        tops[X] = box.y + ((y + 0.5) * box.h) / h;
        break;
      }
  }
  return tops;
}

/** The canvas row just under the pet's lowest part (its feet), or undefined when the crop cuts the pet off there. */
export function feetRow(subject: Img, box: Region): number | undefined {
  const { data, width: w, height: h } = subject;
  for (let y = h - 1; y >= 0; y--)
    for (let x = 0; x < w; x++)
      if (data[y * w + x]! >= 128) return y >= h - 2 ? undefined : box.y + ((y + 1) * box.h) / h;
  return undefined;
}

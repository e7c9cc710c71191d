import sharp from 'sharp';
import { maskFor } from '../cutout/segmentation.js';
import { cleanName, firstBaseline, fitLines, legibleSize, textBlock } from './fit.js';

/**
 * The pet with a soft alpha: the whole-animal segmentation, feathered, and faded out toward any
 * photo edge the animal touches (a chest cut by the frame fades into the paper instead of ending
 * in a straight line); trimmed to what is visible.
 */
async function softCutout(photo: Buffer, corrected?: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const rgb = await sharp(photo)
    .rotate()
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = rgb.info;
  const m = await maskFor(photo, corrected);
  const alpha = await sharp(m.mask, { raw: { width: m.width, height: m.height, channels: 1 } })
    .resize(w, h, { fit: 'fill', kernel: 'cubic' })
    // The model's outline is crisp where the ground was plain: a little more feather keeps fur soft on the paper.
    .blur(Math.max(1, Math.min(w, h) / 160))
    .extractChannel(0)
    .raw()
    .toBuffer();
  const ramp = Math.max(4, Math.min(w, h) * 0.14);
  const fade = (d: number) => {
    const t = Math.min(1, d / ramp);
    return t * t * (3 - 2 * t);
  };
  // Only edges that cut the animal fade: one it merely grazes (a cut-out's ear or fur touching its
  // image's edge) keeps the animal whole, or a white pet would fade into the paper.
  const along = (n: number, at: (i: number) => number) => {
    let c = 0;
    for (let i = 0; i < n; i++) if (alpha[at(i)]! > 128) c++;
    return c > n * 0.15;
  };
  const cut = [
    along(w, (i) => i),
    along(w, (i) => (h - 1) * w + i),
    along(h, (i) => i * w),
    along(h, (i) => i * w + w - 1),
  ];
  const far = Number.MAX_SAFE_INTEGER;
  let x0 = w,
    x1 = -1,
    y0 = h,
    y1 = -1;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const j = y * w + x;
      const a = Math.round(
        alpha[j]! *
          fade(Math.min(cut[2] ? x : far, cut[0] ? y : far, cut[3] ? w - 1 - x : far, cut[1] ? h - 1 - y : far)),
      );
      alpha[j] = a;
      if (a > 8) {
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
    }
  if (x1 < 0) [x0, y0, x1, y1] = [0, 0, w - 1, h - 1];
  const rgba = Buffer.alloc(w * h * 4);
  for (let j = 0; j < w * h; j++) {
    rgba[j * 4] = rgb.data[j * 3]!;
    rgba[j * 4 + 1] = rgb.data[j * 3 + 1]!;
    rgba[j * 4 + 2] = rgb.data[j * 3 + 2]!;
    rgba[j * 4 + 3] = alpha[j]!;
  }
  const trimmed = await sharp(rgba, { raw: { width: w, height: h, channels: 4 } })
    .extract({ left: x0, top: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: trimmed.data, width: trimmed.info.width, height: trimmed.info.height };
}

/**
 * The white-background portrait: the whole pet, cut out with soft edges, as large as the space
 * above its name allows, with its name lettered beneath in a serif face and a thin rule — a clean
 * studio print. The name is set as text (never painted over), whole.
 */
export async function composeNamedPortrait(
  photo: Buffer,
  petName: string,
  width: number,
  height: number,
  subjectMask?: Buffer,
): Promise<Buffer> {
  const nameBand = Math.round(height * 0.18);
  const pet = await softCutout(photo, subjectMask);
  const room = { w: Math.round(width * 0.88), h: height - nameBand - Math.round(height * 0.07) };
  const k = Math.min(room.w / pet.width, room.h / pet.height);
  const aw = Math.max(1, Math.round(pet.width * k)),
    ah = Math.max(1, Math.round(pet.height * k));
  const art = await sharp(pet.data, { raw: { width: pet.width, height: pet.height, channels: 4 } })
    .resize(aw, ah, { fit: 'fill', kernel: 'lanczos3' })
    .png()
    .toBuffer();
  // The name, whole: smaller letters, then two lines (three for two pets' names, "Rex & Bella").
  const name = cleanName(petName);
  const fitted = fitLines(name, {
    face: 'serif',
    width: width * 0.86,
    size: nameBand * 0.42,
    height: nameBand * 0.66,
    spacing: 0.08,
    maxLines: name.includes(' & ') ? 3 : 2,
    min: legibleSize(width, height),
  });
  const ruleY = height - nameBand + nameBand * 0.12;
  const lettering = textBlock(
    fitted,
    width / 2,
    firstBaseline(fitted, height - nameBand * 0.5),
    `font-family="DejaVu Serif, Georgia, serif" fill="#1c1917"`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <line x1="${width * 0.3}" y1="${ruleY}" x2="${width * 0.7}" y2="${ruleY}" stroke="#b08d57" stroke-width="${Math.max(2, width / 600)}"/>
    ${lettering}
  </svg>`;
  // The pet stands on the rule: bottom-aligned in its room, centred across.
  const top = Math.round(height * 0.05) + (room.h - ah);
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([
      { input: art, left: Math.round((width - aw) / 2), top },
      { input: Buffer.from(svg), left: 0, top: 0 },
    ])
    .png()
    .toBuffer();
}

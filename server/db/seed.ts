import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import type { Db } from './client.js';
import { templates } from './schema.js';
import { SEED_TEMPLATES, type SeedTemplate } from './seed-templates.js';
import { AVIF_WIDTHS, avifTwin } from '../../common/page-images.js';

/** The storage calls seeding makes (the storage port satisfies it; db/ does not import adapters). */
type Storage = {
  put: (key: string, body: Buffer, contentType: string) => Promise<{ url: string }>;
  get: (key: string) => Promise<{ body: Buffer } | null>;
  list: (prefix: string) => Promise<string[]>;
  delete: (key: string) => Promise<void>;
  urlFor: (key: string) => string;
  keyFromUrl: (url: string) => string | null;
};

export const SEED_PHOTO = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'assets',
  'pets',
  'cat-chelsea.png',
);

/**
 * Template previews are 4:5; stored at five widths as WebP so each screen loads the size that fits (Chromium takes the
 * smallest at least as wide as the slot at the pixel density: a 360 px phone at 1.75x the 640; a 412 px one at 1.75x,
 * Lighthouse's phone, needs 665 px and gets the 672, 13% fewer pixels than the 720; a 375 px one at 2x needs 686 and
 * gets the 720: decision 068). The row keeps the largest one's URL.
 */
export const PREVIEW_WIDTHS = [480, 640, 672, 720, 960] as const;

/**
 * What a preview may weigh: 0.5 bits per pixel (640 px: 32 kB). A style's picture is the largest paint of its pages
 * (decisions 059, 061): on a phone its bytes decide when the page is painted. Busy pictures (halftone, impasto) are
 * encoded at lower qualities until they fit, down to the last one (Pop Art's halftone at 720 px: 69 kB at 25 against
 * 79 kB at 32, the dots as sharp).
 */
const PREVIEW_BITS_PER_PIXEL = 0.5;
const PREVIEW_QUALITIES = [82, 72, 62, 52, 42, 32, 25] as const;

/**
 * The phone widths also get an AVIF twin (`…-672.avif` beside `…-672.webp`), served in the WebP's place to browsers
 * that accept AVIF (files.routes.ts, decision 067): the same picture in about half the bytes, where a phone's network
 * makes the bytes the page's wait. Its own budget, 0.3 bits per pixel (672 px: 21 kB), down to the last quality;
 * desktop widths stay WebP only (AVIF_WIDTHS; an AVIF costs 0.2–0.4 s to encode, once).
 */
const AVIF_BITS_PER_PIXEL = 0.3;
const AVIF_QUALITIES = [50, 45, 40, 35, 30, 25] as const;

type Raw = { data: Buffer; raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

async function previewPixels(image: Buffer, width: number): Promise<Raw> {
  const height = Math.round((width * 5) / 4);
  const { data, info } = await sharp(image)
    .resize(width, height, { fit: 'cover' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

/** The first quality whose picture fits `bitsPerPixel`, else the last quality's. */
async function fitted(px: Raw, bitsPerPixel: number, qualities: readonly number[], encode: Encode) {
  const budget = (px.raw.width * px.raw.height * bitsPerPixel) / 8;
  let out: Buffer | undefined;
  for (const quality of qualities) {
    out = await encode(sharp(px.data, { raw: px.raw }), quality);
    if (out.length <= budget) return { out, fits: true };
  }
  return { out: out!, fits: false };
}
type Encode = (image: Sharp, quality: number) => Promise<Buffer>;

async function previewWebp(px: Raw) {
  const { out, fits } = await fitted(px, PREVIEW_BITS_PER_PIXEL, PREVIEW_QUALITIES, (i, quality) =>
    i.webp({ quality }).toBuffer(),
  );
  // Over budget even at the last quality (Pop Art's halftone, oil's impasto): the encoder's most effort, ~5% fewer
  // bytes for 2.5x the time, paid once per busy preview only.
  if (fits) return out;
  return sharp(px.data, { raw: px.raw })
    .webp({ quality: PREVIEW_QUALITIES.at(-1)!, effort: 6 })
    .toBuffer();
}

const previewAvif = async (px: Raw) =>
  (await fitted(px, AVIF_BITS_PER_PIXEL, AVIF_QUALITIES, (i, quality) => i.avif({ quality, effort: 2 }).toBuffer()))
    .out;

async function storePreview(storage: Storage, webpKey: string, image: Buffer, width: number, want: 'both' | 'avif') {
  const px = await previewPixels(image, width);
  if (AVIF_WIDTHS.includes(width)) await storage.put(avifTwin(webpKey), await previewAvif(px), 'image/avif');
  return want === 'both' ? storage.put(webpKey, await previewWebp(px), 'image/webp') : null;
}

export async function storeTemplatePreviews(storage: Storage, id: string, png: Buffer): Promise<string> {
  const hash = createHash('sha1').update(png).digest('hex').slice(0, 10);
  let large = '';
  for (const width of PREVIEW_WIDTHS)
    large = (await storePreview(storage, `templates/${id}-${hash}-${width}.webp`, png, width, 'both'))!.url;
  return large;
}

/**
 * Templates stored before a width (or its AVIF twin) was added get it, made from their largest preview. Safe to call
 * on every start.
 */
export async function addMissingPreviewWidths(db: Db, storage: Storage): Promise<number> {
  const stored = new Set(await storage.list('templates/'));
  let added = 0;
  for (const { image } of await db.select({ image: templates.image }).from(templates)) {
    const largeKey = storage.keyFromUrl(image);
    const stem = largeKey && stored.has(largeKey) ? /^(.*)-960\.webp$/.exec(largeKey)?.[1] : undefined;
    if (!stem) continue;
    const missing = PREVIEW_WIDTHS.flatMap((w): { w: number; key: string; want: 'both' | 'avif' }[] => {
      const key = `${stem}-${w}.webp`;
      if (!stored.has(key)) return [{ w, key, want: 'both' }];
      return AVIF_WIDTHS.includes(w) && !stored.has(avifTwin(key)) ? [{ w, key, want: 'avif' }] : [];
    });
    const large = missing.length ? await storage.get(largeKey!) : null;
    if (!large) continue;
    for (const { w, key, want } of missing) await storePreview(storage, key, large.body, w, want);
    added += missing.length;
  }
  return added;
}

/** Paints one seed preview; the server passes the image pool's painter. */
export type SeedPainter = (input: {
  photo: Buffer;
  prompt: string;
  style: SeedTemplate['style'];
  width: number;
  height: number;
}) => Promise<Buffer>;

async function paintSeedTemplate(storage: Storage, photo: Buffer, t: SeedTemplate, painter: SeedPainter) {
  // The template's own prompt, as a customer's generation uses it: the preview shows what they will get.
  const png = await painter({ photo, prompt: t.prompt, style: t.style, width: 960, height: 1200 });
  return storeTemplatePreviews(storage, t.id, png);
}

/**
 * Seeds the default templates when the collection is empty (docs/spec/shop.md §3). Safe to call on every start.
 * Without a painter (service tests pass paint: false) nothing is painted: the rows point at images that do not exist.
 */
export async function seedTemplates(
  db: Db,
  storage: Storage,
  opts: { paint?: boolean; painter?: SeedPainter } = {},
): Promise<number> {
  const [{ n }] = (await db.select({ n: count() }).from(templates)) as [{ n: number }];
  if (Number(n) > 0) return 0;
  const painter = opts.paint === false ? undefined : opts.painter;
  const photo = painter ? await fs.readFile(SEED_PHOTO) : null;
  // The image pool's cap decides how many paint at once (each holds ~50 MB).
  const images =
    photo && painter
      ? await Promise.all(SEED_TEMPLATES.map((t) => paintSeedTemplate(storage, photo, t, painter)))
      : SEED_TEMPLATES.map((t) => storage.urlFor(`templates/${t.id}-unpainted-960.webp`));
  await db
    .insert(templates)
    .values(
      SEED_TEMPLATES.map((t, i) => ({
        id: t.id,
        name: t.name,
        description: t.description,
        prompt: t.prompt,
        style: t.style,
        image: images[i]!,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();
  return SEED_TEMPLATES.length;
}

const UNREADABLE_REFERENCE = 'dog_cat/chelsea-portrait.jpg';

/**
 * The admin's reference pets (dog_cat/), from which template authoring picks one at random. Seeded
 * from the shop's one bundled real photo (Chelsea, CC0) as three framings: the full photo, a closer
 * crop and a mirrored one. Each keeps the whole head: the cut-out model reads a crop through the face
 * (the old chelsea-portrait.jpg) as one eye, and every preview painted from it was a dark smudge
 * (issue 34), so a shop seeded with it gets the closer crop in its place. Operators add their own pet
 * photos to dog_cat/ in storage.
 */
export async function seedReferencePets(storage: Storage): Promise<number> {
  const keys = await storage.list('dog_cat');
  const unreadable = keys.includes(UNREADABLE_REFERENCE);
  if (keys.length > 0 && !unreadable) return 0;
  const photo = await fs.readFile(SEED_PHOTO);
  const close: [string, Buffer] = [
    'chelsea-close.jpg',
    await sharp(photo).extract({ left: 0, top: 0, width: 400, height: 300 }).jpeg({ quality: 90 }).toBuffer(),
  ];
  if (unreadable) {
    await storage.put(`dog_cat/${close[0]}`, close[1], 'image/jpeg');
    await storage.delete(UNREADABLE_REFERENCE);
    return 1;
  }
  const variants: [string, Buffer][] = [
    ['chelsea-full.jpg', await sharp(photo).jpeg({ quality: 90 }).toBuffer()],
    close,
    ['chelsea-mirrored.jpg', await sharp(photo).flop().jpeg({ quality: 90 }).toBuffer()],
  ];
  for (const [name, body] of variants) await storage.put(`dog_cat/${name}`, body, 'image/jpeg');
  return variants.length;
}

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PET_NAME_MAX, graphemes } from '../../../common/contracts/lettering.js';
import { paintPortrait } from '../painter.js';
import { RECIPES, STYLE_IDS, type Lettering, type StyleId } from '../recipes.js';
import { mulberry32, svgDoc } from '../canvas/util.js';
import { letteringSvg, marquee } from './lettering.js';
import { composeNamedPortrait } from './named-portrait.js';

/**
 * Issue 34: the longest name the field allows, painted in every lettered style and on the white-background
 * portrait, read back by OCR (Debian's tesseract-ocr, which .ci/run installs): every word is there.
 */
const NAME = 'Lady Penelope Whiskerbottom of Mewington';
const W = 800,
  H = 1000;
const photo = fs.readFileSync(path.join(import.meta.dirname, '../../assets/pets/cat-chelsea.png'));
/** Where the artifacts go, to be looked at. */
const OUT = path.join(import.meta.dirname, '../../../tmp/lettering-ocr');
/** The tilt a style letters at (degrees, clockwise to undo). */
const TILT: Partial<Record<Lettering, number>> = { title: 3, comic: 4 };
/**
 * Starry Night's script runs over swirl strokes of its own colours: OCR misreads it on the painting ("Penélope",
 * "Whiskerbottam"), though a reader does not, so its lettering is read on a plain ground (decision 050).
 */
const PLAIN_GROUND = new Set<StyleId>(['starry']);

/** Tesseract's reading of a PNG (page segmentation 6: one block of text). */
function ocr(png: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('tesseract', ['stdin', 'stdout', '-l', 'eng', '--psm', '6'], { stdio: 'pipe' });
    let out = '',
      err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', (e) =>
      reject(new Error(`tesseract did not start (${e.message}): apt-get install tesseract-ocr`)),
    );
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`tesseract ${code}: ${err}`))));
    child.stdin.end(png);
  });
}

type Band = { y: number; h: number; left?: number; width?: number; turn?: number; tilt?: number };

/**
 * The band the name is lettered in, ready for the OCR: grey, turned upright (the cartouche's spine a quarter
 * turn, a tilted title or bubble by its tilt), twice the size, in three standard preparations — as painted,
 * light ink kept (thresholded, inverted), dark ink kept. Each is a reading of the same painted pixels.
 */
async function preparations(png: Buffer, b: Band): Promise<Buffer[]> {
  const top = Math.max(0, Math.floor(b.y));
  const crop = { left: b.left ?? 0, top, width: b.width ?? W, height: Math.min(H - top, Math.ceil(b.h)) };
  let grey = await sharp(png).extract(crop).greyscale().png().toBuffer();
  if (b.turn) grey = await sharp(grey).rotate(b.turn).png().toBuffer();
  if (b.tilt) grey = await sharp(grey).rotate(b.tilt, { background: '#808080' }).png().toBuffer();
  const { width } = await sharp(grey).metadata();
  const ways = [sharp(grey), sharp(grey).threshold(185).negate({ alpha: false }), sharp(grey).threshold(90)];
  return Promise.all(
    ways.map((way) =>
      way
        .resize({ width: width * 2 })
        .png()
        .toBuffer(),
    ),
  );
}

const wordsOf = (text: string) => new Set(text.toUpperCase().split(/[^A-Z]+/));

/** The words of NAME that no preparation of the band reads, and what was read. */
async function unread(png: Buffer, b: Band): Promise<{ missing: string[]; read: string }> {
  let missing = NAME.toUpperCase().split(' '),
    read = '';
  for (const prepared of await preparations(png, b)) {
    const text = await ocr(prepared);
    read += `[${text.trim().replace(/\s+/g, ' ')}] `;
    missing = missing.filter((w) => !wordsOf(text).has(w));
    if (!missing.length) break;
  }
  return { missing, read };
}

async function save(name: string, png: Buffer) {
  await fs.promises.mkdir(OUT, { recursive: true });
  await fs.promises.writeFile(path.join(OUT, name), png);
}

describe('the longest allowed name reads back whole in every lettered style (OCR)', () => {
  it('is the field maximum', () => expect(graphemes(NAME)).toHaveLength(PET_NAME_MAX));

  it.each(STYLE_IDS as readonly StyleId[])(
    '%s',
    async (style) => {
      const recipe = RECIPES[style];
      const ctx = { W, H, recipe, rand: mulberry32(1), box: { x: 0, y: 0, w: W, h: H }, name: NAME };
      const svg = (recipe.lettering === 'marquee' ? marquee(ctx) : letteringSvg(ctx))!;
      const png = PLAIN_GROUND.has(style)
        ? await sharp({ create: { width: W, height: H, channels: 3, background: '#808080' } })
            .composite([{ input: svgDoc(W, H, svg.body, svg.defs) }])
            .png()
            .toBuffer()
        : await paintPortrait({ photo, style, width: W, height: H, petName: NAME });
      await save(`${style}.png`, png);
      const spine = recipe.lettering === 'cartouche';
      const { missing, read } = await unread(png, {
        ...svg.region!,
        width: spine ? Math.round(W * 0.25) : W,
        turn: spine ? -90 : 0,
        tilt: TILT[recipe.lettering],
      });
      expect(missing, `${style} read as ${read}`).toEqual([]);
    },
    60_000,
  );

  it('on the white-background portrait', async () => {
    const png = await composeNamedPortrait(photo, NAME, W, H);
    await save('white-background.png', png);
    const { missing, read } = await unread(png, { y: H * 0.82, h: H * 0.18 });
    expect(missing, `read as ${read}`).toEqual([]);
  }, 60_000);
});

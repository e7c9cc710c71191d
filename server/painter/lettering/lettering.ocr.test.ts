import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PET_NAME_MAX, graphemes } from '../../../common/contracts/lettering.js';
import { paintPortrait } from '../painter.js';
import { RECIPES, STYLE_IDS, type StyleId } from '../recipes.js';
import { mulberry32 } from '../canvas/util.js';
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

/** The band the name is lettered in, as dark text on light ground, twice the size, for the OCR. */
async function band(png: Buffer, region: { y: number; h: number }, quarterTurn: boolean): Promise<Buffer> {
  const top = Math.max(0, Math.floor(region.y));
  const height = Math.min(H - top, Math.ceil(region.h));
  const grey = sharp(png).extract({ left: 0, top, width: W, height }).greyscale();
  const { data } = await grey.clone().raw().toBuffer({ resolveWithObject: true });
  const mean = data.reduce((s, v) => s + v, 0) / data.length;
  // Light letters on a dark board (marquee, neon, tag) read better inverted.
  const shaped = (mean < 110 ? grey.negate({ alpha: false }) : grey).rotate(quarterTurn ? -90 : 0);
  return shaped
    .resize({ width: (quarterTurn ? height : W) * 2 })
    .png()
    .toBuffer();
}

const wordsOf = (text: string) => new Set(text.toUpperCase().split(/[^A-Z]+/));
const missing = (text: string) =>
  NAME.toUpperCase()
    .split(' ')
    .filter((w) => !wordsOf(text).has(w));

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
      const png = await paintPortrait({ photo, style, width: W, height: H, petName: NAME });
      const ctx = { W, H, recipe, rand: mulberry32(1), box: { x: 0, y: 0, w: W, h: H }, name: NAME };
      const region = (recipe.lettering === 'marquee' ? marquee(ctx) : letteringSvg(ctx))!.region!;
      const read = await band(png, region, recipe.lettering === 'cartouche');
      await save(`${style}.png`, png);
      await save(`${style}-band.png`, read);
      const text = await ocr(read);
      expect(missing(text), `${style} read as: ${text}`).toEqual([]);
    },
    60_000,
  );

  it('on the white-background portrait', async () => {
    const png = await composeNamedPortrait(photo, NAME, W, H);
    await save('white-background.png', png);
    const text = await ocr(await band(png, { y: H * 0.82, h: H * 0.18 }, false));
    expect(missing(text), `read as: ${text}`).toEqual([]);
  }, 60_000);
});

/**
 * The painterly styles side by side with a base commit's: docs/styles-sheet.png, a row per pet
 * fixture, for each of oil, watercolour, pencil and Starry Night the base commit's portrait
 * ("before") and this tree's ("after"). Each tile is also written full size to tmp/styles-sheet/.
 *
 *   npx tsx scripts/styles-sheet.ts [--base=9056fae] [--size=480x600] [--tile=180] [--only=oil,sketch] [--pet=rabbit]
 *
 * The base painter is unpacked with `git archive` (bench/proc.ts) and its tiles are kept in
 * tmp/styles-sheet/<base>/, so a second run paints only "after".
 */
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { baseServerDir, repoRoot } from '../bench/proc.js';
import { paintPortrait, RECIPES, type StyleId } from '../server/painter/index.js';
import { twoPetsPhoto } from '../tests/fixtures/pets/two-pets.js';

type Paint = (req: { photo: Buffer; style: StyleId; width: number; height: number }) => Promise<Buffer>;

const args = process.argv.slice(2);
const arg = (k: string) => args.find((a) => a.startsWith(`--${k}=`))?.slice(k.length + 3);
const base = arg('base') ?? '9056fae';
const [W, H] = (arg('size') ?? '480x600').split('x').map(Number) as [number, number];
const TW = Number(arg('tile') ?? 180),
  TH = Math.round((TW * H) / W);
const STYLES = (arg('only')?.split(',') ?? ['oil', 'watercolor', 'sketch', 'starry']) as StyleId[];
const PETS: [label: string, file: string][] = [
  ['Chelsea (cat)', 'tests/fixtures/cat-chelsea.png'],
  ['Kitten', 'tests/fixtures/pets/cat-kitten-garden.jpg'],
  ['Cat, full body', 'tests/fixtures/pets/cat-fullbody-yarn.jpg'],
  ['Shepherd, side-on', 'tests/fixtures/pets/dog-shepherd-fullbody.jpg'],
  ['Husky (dark dog)', 'tests/fixtures/pets/dog-husky-fullbody.png'],
  ['Rabbit', 'tests/fixtures/pets/rabbit.png'],
  ['Ferret', 'tests/fixtures/pets/ferret.png'],
  ['Two pets', 'two-pets'],
];
const pets = PETS.filter(([l]) => !arg('pet') || l.toLowerCase().includes(arg('pet')!));

const old = (await import(path.join(baseServerDir(base), 'server/painter/index.ts'))) as { paintPortrait: Paint };
const tmp = path.join(repoRoot, 'tmp', 'styles-sheet');
await fs.mkdir(path.join(tmp, base), { recursive: true });

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
type Tile = { label: string; png: Buffer };
const rows: Tile[][] = [];
for (const [label, file] of pets) {
  const photo = file === 'two-pets' ? (await twoPetsPhoto()).photo : await fs.readFile(path.join(repoRoot, file));
  const row: Tile[] = [{ label, png: await sharp(photo).flatten({ background: '#ffffff' }).png().toBuffer() }];
  for (const style of STYLES) {
    const req = { photo, style, width: W, height: H };
    const kept = path.join(tmp, base, `${slug(label)}-${style}-${W}x${H}.png`);
    const before = existsSync(kept) ? await fs.readFile(kept) : await old.paintPortrait(req);
    await fs.writeFile(kept, before);
    const t0 = process.cpuUsage();
    const after = await paintPortrait(req);
    const cpu = process.cpuUsage(t0);
    await fs.writeFile(path.join(tmp, `${slug(label)}-${style}.png`), after);
    const name = RECIPES[style].label;
    console.log(
      `${label.padEnd(20)} ${name.padEnd(14)} ${((cpu.user + cpu.system) / 1000).toFixed(0).padStart(5)} ms cpu`,
    );
    row.push({ label: `${name}: before`, png: before }, { label: `${name}: after`, png: after });
  }
  rows.push(row);
}

const pad = 6,
  labelH = 18,
  cols = 1 + 2 * STYLES.length;
const sheetW = pad + cols * (TW + pad),
  sheetH = pad + rows.length * (TH + labelH + pad);
const layers: OverlayOptions[] = [];
for (const [r, row] of rows.entries())
  for (const [c, t] of row.entries()) {
    const left = pad + c * (TW + pad),
      top = pad + r * (TH + labelH + pad);
    const fit = c === 0 ? 'contain' : 'fill';
    layers.push({ input: await sharp(t.png).resize(TW, TH, { fit, background: '#222' }).png().toBuffer(), left, top });
    layers.push({
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${TW}" height="${labelH}"><text x="2" y="13" ` +
          `font-family="DejaVu Sans" font-size="11" fill="#eee">${t.label.replace(/[<>&"]/g, '')}</text></svg>`,
      ),
      left,
      top: top + TH,
    });
  }
const out = path.join(repoRoot, arg('out') ?? 'docs/styles-sheet.png');
await sharp({ create: { width: sheetW, height: sheetH, channels: 3, background: '#141414' } })
  .composite(layers)
  .png({ palette: true, quality: 90, effort: 8, compressionLevel: 9 })
  .toFile(out);
console.log(
  `wrote ${path.relative(repoRoot, out)} (${sheetW}x${sheetH}, ${((await fs.stat(out)).size / 1e6).toFixed(2)} MB)`,
);

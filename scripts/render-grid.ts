/**
 * Renders every seed template and 12 editor prompts for every pet fixture into ONE labelled grid:
 * docs/painter-grid.png (a row per photo). Uses the offline painter exactly as the shop does
 * (createLocalAi().paint), plus one library edit per photo.
 *
 *   npx tsx scripts/render-grid.ts [--out=docs/painter-grid.png] [--tile=200] [--only=chelsea]
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type OverlayOptions } from 'sharp';
import { createLocalAi } from '../server/adapters/ai/local-ai.js';
import { SEED_TEMPLATES } from '../server/db/seed-templates.js';
import { EDIT_PROMPTS } from '../common/edit-prompts.js';
import { composeNamedPortrait } from '../server/painter/index.js';
import { twoPetsPhoto } from '../tests/fixtures/pets/two-pets.js';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const arg = (k: string) => args.find((a) => a.startsWith(`--${k}=`))?.slice(k.length + 3);
const out = path.join(root, arg('out') ?? 'docs/painter-grid.png');
const TW = Number(arg('tile') ?? 200),
  TH = Math.round(TW * 1.25);
const only = arg('only');

export const FIXTURES = [
  ['Chelsea (cat)', 'tests/fixtures/cat-chelsea.png', 'Chelsea'],
  ['Kitten (garden)', 'tests/fixtures/pets/cat-kitten-garden.jpg', 'Milo'],
  ['Cat (full body)', 'tests/fixtures/pets/cat-fullbody-yarn.jpg', 'Pixel'],
  ['Shepherd (dog)', 'tests/fixtures/pets/dog-shepherd-fullbody.jpg', 'Rex'],
  ['Husky (dog)', 'tests/fixtures/pets/dog-husky-fullbody.png', 'Luna'],
  ['Rabbit', 'tests/fixtures/pets/rabbit.png', 'Clover'],
  ['Ferret', 'tests/fixtures/pets/ferret.png', 'Bandit'],
  // Made from the husky and the rabbit side by side (tests/fixtures/pets/two-pets.ts).
  ['Two pets (dog + rabbit)', 'two-pets', 'Luna & Clover'],
] as const;
// Every 8th-or-so shuffle prompt: costumes, props and scenes of every kind.
const PROMPTS = [0, 1, 4, 5, 9, 12, 16, 20, 27, 44, 62, 83].map((i) => EDIT_PROMPTS[i]!);

const ai = createLocalAi();
type Tile = { label: string; png: Buffer };
const rows: Tile[][] = [];
for (const [label, file, petName] of FIXTURES) {
  if (only && !label.toLowerCase().includes(only)) continue;
  const photo = file === 'two-pets' ? (await twoPetsPhoto()).photo : await fs.readFile(path.join(root, file));
  const row: Tile[] = [
    {
      label,
      png: await sharp(photo)
        .flatten({ background: '#ffffff' })
        .resize(TW, TH, { fit: 'contain', background: '#222' })
        .png()
        .toBuffer(),
    },
  ];
  const t0 = performance.now();
  for (const t of SEED_TEMPLATES)
    row.push({
      label: t.name,
      png: await ai.paint({
        photo,
        prompt: t.prompt,
        width: TW * 2,
        height: TH * 2,
        styleHint: t.style,
        petName: t.style === 'lights' ? petName : undefined,
      }),
    });
  for (const p of PROMPTS)
    row.push({
      label: p.replace(/^(Dress|Make|Give|Turn|Put) my pet (as |into |a |in |on )?/i, ''),
      png: await ai.paint({ photo, prompt: p, width: TW * 2, height: TH * 2 }),
    });
  // The white-background portrait, then a library edit of it (the name must survive).
  const cut = await ai.removeBackground(photo);
  const named = await composeNamedPortrait(cut, petName, TW * 2, TH * 2);
  row.push({ label: 'White background', png: named });
  row.push({
    label: 'Edit: bow tie + snowy winter',
    png: await ai.paint({
      photo: named,
      prompt: 'Add a red bow tie and a snowy winter background',
      width: TW * 2,
      height: TH * 2,
      editing: true,
    }),
  });
  console.log(`${label}: ${row.length - 1} portraits in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  rows.push(row);
}

// Each photo's tiles wrap onto lines of `cols`, the photo first on each line.
const pad = 6,
  labelH = 30,
  cols = Number(arg('cols') ?? 10);
const lines: Tile[][] = [];
for (const row of rows)
  for (let i = 1; i < row.length; i += cols - 1) lines.push([row[0]!, ...row.slice(i, i + cols - 1)]);
rows.splice(0, rows.length, ...lines);
const sheetW = pad + cols * (TW + pad),
  sheetH = pad + rows.length * (TH + labelH + pad);
const layers: OverlayOptions[] = [];
const esc = (s: string) => s.replace(/[<>&"]/g, '');
rows.forEach((row, r) =>
  row.forEach((t, c) => {
    const left = pad + c * (TW + pad),
      top = pad + r * (TH + labelH + pad);
    layers.push({ input: t.png, left, top });
    const words = esc(t.label),
      cut = words.length > 30 ? words.lastIndexOf(' ', 30) : -1;
    const lines = cut > 0 ? [words.slice(0, cut), words.slice(cut + 1, 60)] : [words];
    layers.push({
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${TW}" height="${labelH}">${lines
          .map(
            (l, i) => `<text x="2" y="${12 + i * 13}" font-family="DejaVu Sans" font-size="11" fill="#eee">${l}</text>`,
          )
          .join('')}</svg>`,
      ),
      left,
      top: top + TH,
    });
  }),
);
for (const l of layers)
  if (l.input instanceof Buffer && l.input[0] === 0x89)
    l.input = await sharp(l.input).resize(TW, TH, { fit: 'fill' }).png().toBuffer();
await fs.mkdir(path.dirname(out), { recursive: true });
await sharp({ create: { width: sheetW, height: sheetH, channels: 3, background: '#141414' } })
  .composite(layers)
  .png({ palette: true, quality: 92, effort: 8, compressionLevel: 9 })
  .toFile(out);
console.log(`wrote ${path.relative(root, out)} (${sheetW}x${sheetH})`);

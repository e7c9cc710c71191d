/**
 * Renders every seed template and 12 editor prompts for every pet fixture into ONE labelled grid:
 * docs/painter-grid.png (a row per photo). Uses the offline painter exactly as the shop does
 * (createLocalAi().paint), plus one library edit per photo of its white-background portrait, then an
 * edits row: a Royal Pet portrait and library edits of it made as the shop makes them (paintEditJob
 * with the recipe changed by the words, editRecipe), each labelled with the words the customer's
 * preview shows ("will draw · not understood").
 *
 *   npx tsx scripts/render-grid.ts [--out=docs/painter-grid.png] [--tile=200] [--only=chelsea]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type OverlayOptions } from 'sharp';
import { createLocalAi } from '../server/adapters/ai/local-ai.js';
import { SEED_TEMPLATES } from '../server/db/seed-templates.js';
import { EDIT_PROMPTS } from '../common/edit-prompts.js';
import { composeNamedPortrait, editRecipe, summariseEdit } from '../server/painter/index.js';
import { createLocalStorage } from '../server/adapters/storage/storage.port.js';
import type { AiPort } from '../server/adapters/ai/ai.port.js';
import { paintEditJob } from '../server/features/generation/portrait-recipe.js';
import type { WorkDeps } from '../server/features/generation/job-view.js';
import { checkPhotoPixels } from '../server/features/uploads/photo-measures.service.js';
import type { Recipe } from '../common/contracts/recipe.js';
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

// Library edits of a Royal Pet portrait: colours, sizes, scenes, removals, words the painter cannot draw.
// [prompt, the edit it changes: the portrait (-1) or an earlier edit of this list (its index)].
const EDITS: [string, number][] = [
  ['a blue bow tie', -1],
  ['red scarf and green hat', -1],
  ['tiny pirate hat', -1],
  ['make the crown blue', -1],
  ['in a sunny garden', -1],
  ['on the beach', -1],
  ['remove the hat', -1],
  ['no crown', -1],
  ['remove the background', 4],
  ['a blue bow tie and a sunny garden', -1],
  ['tiny pirate hat + treasure map', -1],
  ['a big purple crown and a snowy winter', -1],
];
const royal = SEED_TEMPLATES.find((t) => t.id === 'royal-pet')!;

const ai = createLocalAi();
type Tile = { label: string; png: Buffer };
const rows: Tile[][] = [];

/**
 * The edits row of one photo, made by the shop's own job code: the photo and the cut-out its photo check
 * keeps go into storage, the portrait is painted from its new recipe and each edit from the recipe changed by
 * its words (the pet's pixels from the photo again). Painted at tile size instead of print size.
 */
async function editsRow(photo: Buffer): Promise<Tile[]> {
  const storage = createLocalStorage(await fs.mkdtemp(path.join(os.tmpdir(), 'grid-edits-')));
  await storage.put('user_uploads/grid/photo.png', await sharp(photo).png().toBuffer(), 'image/png');
  await storage.put('user_uploads/grid/cutout.png', (await checkPhotoPixels(photo)).mask, 'image/png');
  const small: AiPort = { ...ai, paint: (input) => ai.paint({ ...input, width: TW * 2, height: TH * 2 }) };
  // paintEditJob reads no database and needs the pool only for a second photo: the grid's two pets are one photo.
  const deps = { storage, ai: small } as unknown as WorkDeps;
  const job = {
    kind: 'edit' as const,
    sourceKey: 'user_uploads/grid/photo.png',
    maskKey: 'user_uploads/grid/cutout.png',
  };
  const first = await paintEditJob(
    deps,
    { ...job, prompt: royal.prompt, styleHint: royal.style, templateId: royal.id, name: royal.name },
    photo,
  );
  const recipes: Recipe[] = [];
  const tiles: Tile[] = [{ label: `${royal.name} (edited below)`, png: first.png }];
  for (const [prompt, from] of EDITS) {
    const edit = editRecipe(from < 0 ? first.recipe! : recipes[from]!, prompt);
    recipes.push(edit.recipe);
    const { png } = await paintEditJob(
      deps,
      { ...job, prompt, name: 'Edited portrait', editing: true, recipe: edit.recipe },
      photo,
    );
    const on = from < 0 ? '' : ` (on "${EDITS[from]![0]}")`;
    tiles.push({ label: `"${prompt}"${on} → ${summariseEdit(edit.changes, edit.notUnderstood)}`, png });
  }
  return tiles;
}
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
  rows.push(row);
  // The edits row starts a line of its own.
  rows.push([row[0]!, ...(await editsRow(photo))]);
  console.log(
    `${label}: ${row.length + rows.at(-1)!.length - 2} portraits in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

// Each photo's tiles wrap onto lines of `cols`, the photo first on each line.
const pad = 6,
  lineH = 13,
  labelLines = 4,
  labelH = labelLines * lineH + 4,
  cols = Number(arg('cols') ?? 10);
const lines: Tile[][] = [];
for (const row of rows)
  for (let i = 1; i < row.length; i += cols - 1) lines.push([row[0]!, ...row.slice(i, i + cols - 1)]);
rows.splice(0, rows.length, ...lines);
const sheetW = pad + cols * (TW + pad),
  sheetH = pad + rows.length * (TH + labelH + pad);
const layers: OverlayOptions[] = [];
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A label wrapped at words onto the lines under its tile (about 6.3 px a character at 11 px). */
function wrap(label: string) {
  const width = Math.floor(TW / 6.3),
    out = [''];
  for (const word of label.split(' ')) {
    const line = out.at(-1)!;
    if (line && line.length + 1 + word.length > width) out.push(word);
    else out[out.length - 1] = line ? `${line} ${word}` : word;
  }
  if (out.length > labelLines) out.splice(labelLines, out.length, '').pop();
  return out.slice(0, labelLines);
}
rows.forEach((row, r) =>
  row.forEach((t, c) => {
    const left = pad + c * (TW + pad),
      top = pad + r * (TH + labelH + pad);
    layers.push({ input: t.png, left, top });
    const text = wrap(t.label)
      .map(
        (l, i) =>
          `<text x="2" y="${12 + i * lineH}" font-family="DejaVu Sans" font-size="11" fill="#eee">${esc(l)}</text>`,
      )
      .join('');
    layers.push({
      input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${TW}" height="${labelH}">${text}</svg>`),
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

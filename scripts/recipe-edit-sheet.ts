/**
 * Issue 34's two edits, before and after decision 045, for looking at: docs/recipe-edits.jpg. Each row:
 * the Royal Pet portrait, the edit as it was made before (the painting handed to the painter as a
 * photo and cut out again), and the edit now (the recipe changed and painted again from the photo).
 *
 *   npx tsx scripts/recipe-edit-sheet.ts [--out=docs/recipe-edits.jpg]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type OverlayOptions } from 'sharp';
import { createLocalAi } from '../server/adapters/ai/local-ai.js';
import { editRecipe, newRecipe, paintPortrait, recipeRequest, summariseEdit } from '../server/painter/index.js';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, process.argv.find((a) => a.startsWith('--out='))?.slice(6) ?? 'docs/recipe-edits.jpg');
const ai = createLocalAi();
const W = 480,
  H = 600,
  BAND = 28;
const cases = [
  { photo: 'tests/fixtures/pets/dog-shepherd-fullbody.jpg', edit: 'a blue bow tie and a sunny garden' },
  { photo: 'tests/fixtures/pets/rabbit.png', edit: 'tiny pirate hat + treasure map' },
];
const label = (text: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${BAND}"><rect width="100%" height="100%" fill="#fff"/>` +
      `<text x="8" y="19" font-family="sans-serif" font-size="14">${text}</text></svg>`,
  );
const layers: OverlayOptions[] = [];
for (const [row, c] of cases.entries()) {
  const photo = fs.readFileSync(path.join(root, c.photo));
  const recipe = newRecipe({ prompt: 'A royal portrait', styleHint: 'royal', sources: [{ key: c.photo }] });
  const portrait = await paintPortrait({ ...recipeRequest(recipe), photo, width: W, height: H });
  const before = await ai.paint({ photo: portrait, prompt: c.edit, width: W, height: H, editing: true });
  const edit = editRecipe(recipe, c.edit);
  const now = await paintPortrait({ ...recipeRequest(edit.recipe), photo, width: W, height: H });
  const heads = [
    'Royal Pet portrait',
    `before: "${c.edit}"`,
    `now: ${summariseEdit(edit.changes, edit.notUnderstood)}`,
  ];
  for (const [col, tile] of [portrait, before, now].entries()) {
    const top = row * (H + BAND);
    layers.push({ input: label(heads[col]!), left: col * W, top }, { input: tile, left: col * W, top: top + BAND });
  }
}
await sharp({ create: { width: W * 3, height: (H + BAND) * cases.length, channels: 3, background: '#ffffff' } })
  .composite(layers)
  .jpeg({ quality: 78 })
  .toFile(out);
console.log(`${out}: ${(fs.statSync(out).size / 1024).toFixed(0)} KB`);

/**
 * docs/cutout-sheet.png: for every fixture pet photo (and the two-pet photo made from two of them), the photo, the
 * colour heuristic's mask (the
 * old cut-out) and the model's mask (subjectMask), side by side.
 *
 *   npx tsx scripts/render-cutouts.ts [--out=docs/cutout-sheet.png] [photo files...]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type OverlayOptions } from 'sharp';
import { heuristicMask, subjectMask } from '../server/painter/index.js';
import { twoPetsPhoto } from '../tests/fixtures/pets/two-pets.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const out = args.find((a) => a.startsWith('--out='))?.slice(6) ?? path.join(root, 'docs/cutout-sheet.png');
const pets = path.join(root, 'tests/fixtures/pets');
const given = args.filter((a) => !a.startsWith('--'));
const files = given.length
  ? given
  : [
      ...fs
        .readdirSync(pets)
        .filter((f) => /\.(jpe?g|png)$/.test(f))
        .map((f) => path.join(pets, f)),
      path.join(root, 'tests/fixtures/cat-chelsea.png'),
      'two-pets',
    ];

const CELL = 300,
  LABEL = 28;
const label = (text: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CELL}" height="${LABEL}"><text x="6" ` +
      `y="19" font-family="DejaVu Sans" font-size="14" fill="#1c1917">${text.replace(/[<&]/g, '')}</text></svg>`,
  );

/** The photo with the mask's outside dimmed to grey: what the cut-out keeps. */
async function overlay(photo: Buffer, m: { mask: Buffer; width: number; height: number }) {
  const { data, info } = await sharp(photo)
    .rotate()
    .flatten({ background: '#fff' })
    .removeAlpha()
    .resize(CELL, CELL, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const a = await sharp(m.mask, { raw: { width: m.width, height: m.height, channels: 1 } })
    .resize(info.width, info.height, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const px = Buffer.alloc(data.length);
  for (let i = 0; i < a.length; i++)
    for (let k = 0; k < 3; k++) px[i * 3 + k] = Math.round((data[i * 3 + k]! * a[i]! + 128 * (255 - a[i]!)) / 255);
  return sharp(px, { raw: { width: info.width, height: info.height, channels: 3 } })
    .png()
    .toBuffer();
}

const tiles: OverlayOptions[] = [];
for (const [row, file] of files.entries()) {
  const photo = file === 'two-pets' ? (await twoPetsPhoto()).photo : fs.readFileSync(file);
  const top = row * (CELL + LABEL);
  const cells = [
    await sharp(photo).rotate().resize(CELL, CELL, { fit: 'inside' }).png().toBuffer(),
    await overlay(photo, await heuristicMask(photo)),
    await overlay(photo, await subjectMask(photo)),
  ];
  const names = [path.basename(file), 'old: colour heuristic', 'new: model + animal prior'];
  cells.forEach((c, col) => {
    tiles.push({ input: label(names[col]!), left: col * CELL, top });
    tiles.push({ input: c, left: col * CELL, top: top + LABEL });
  });
}
await sharp({ create: { width: CELL * 3, height: files.length * (CELL + LABEL), channels: 3, background: '#ffffff' } })
  .composite(tiles)
  .png()
  .toFile(out);
console.log(`${out}: ${files.length} photos`);

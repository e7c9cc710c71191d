/**
 * Renders every offline-painter style from the seed photo into a labelled contact sheet:
 * tmp/styles-grid.png (plus each tile as tmp/styles/<style>.png). Prints per-style timings.
 *
 *   npx tsx scripts/render-styles.ts [width height] [--only=style,style] [--name=Chelsea] [--repeat=3] [--fixtures]
 *
 * With --fixtures, the chosen styles are painted from every photo of scripts/render-grid.ts instead
 * (a row per photo), to compare one style across pets.
 *
 * With --repeat, each portrait is painted N times and the fastest run is reported (a busy machine
 * makes single timings noisy).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { paintPortrait, RECIPES, STYLE_IDS, type StyleId } from '../server/painter/index.js';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const nums = args.filter((a) => /^\d+$/.test(a)).map(Number);
const [W, H] = nums.length >= 2 ? [nums[0]!, nums[1]!] : [480, 600];
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',') as StyleId[] | undefined;
const extraName = args.find((a) => a.startsWith('--name='))?.slice(7) ?? 'Chelsea';
const repeat = Math.max(1, Number(args.find((a) => a.startsWith('--repeat='))?.slice(9) ?? 1));

const FIXTURES: [string, string][] = args.includes('--fixtures')
  ? [
      ['Chelsea', 'tests/fixtures/cat-chelsea.png'],
      ['Kitten', 'tests/fixtures/pets/cat-kitten-garden.jpg'],
      ['Cat', 'tests/fixtures/pets/cat-fullbody-yarn.jpg'],
      ['Shepherd', 'tests/fixtures/pets/dog-shepherd-fullbody.jpg'],
      ['Husky', 'tests/fixtures/pets/dog-husky-fullbody.png'],
      ['Rabbit', 'tests/fixtures/pets/rabbit.png'],
      ['Ferret', 'tests/fixtures/pets/ferret.png'],
    ]
  : [['', 'server/assets/pets/cat-chelsea.png']];
const photo = await fs.readFile(path.join(root, FIXTURES[0]![1]));
const outDir = path.join(root, 'tmp');
await fs.mkdir(path.join(outDir, 'styles'), { recursive: true });

type Tile = { label: string; png: Buffer };
const tiles: Tile[] = [];
const jobs: { style: StyleId; name?: string; photo: Buffer; who: string; first?: boolean }[] = [];
for (const [who, file] of FIXTURES) {
  const pic = await fs.readFile(path.join(root, file));
  jobs.push({ style: 'oil', photo: pic, who, first: true });
  for (const style of only ?? [...STYLE_IDS]) jobs.push({ style, photo: pic, who });
  // The name variants: the marquee (lights) and a plaque style show how lettering looks.
  if (FIXTURES.length === 1)
    for (const style of only ?? (['lights', 'royal'] as StyleId[]))
      jobs.push({ style, name: extraName, photo: pic, who });
}

await paintPortrait({ photo, style: 'oil', width: 64, height: 80 }); // warm up (module init, fonts)
for (const job of jobs) {
  if (job.first) {
    tiles.push({
      label: job.who || 'Original photo',
      png: await sharp(job.photo).resize(W, H, { fit: 'contain', background: '#222' }).png().toBuffer(),
    });
    continue;
  }
  let png: Buffer = Buffer.alloc(0);
  let ms = Infinity,
    cpuMs = Infinity;
  for (let r = 0; r < repeat; r++) {
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    png = await paintPortrait({ photo: job.photo, style: job.style, width: W, height: H, petName: job.name });
    const cpu = process.cpuUsage(cpu0);
    ms = Math.min(ms, performance.now() - t0);
    cpuMs = Math.min(cpuMs, (cpu.user + cpu.system) / 1000);
  }
  const meta = await sharp(png).metadata();
  const label = `${job.who ? `${job.who}: ` : ''}${RECIPES[job.style].label}${job.name ? ` + "${job.name}"` : ''}`;
  // Wall time depends on machine load; CPU time (all threads, incl. libvips workers) is steadier.
  console.log(
    `${label.padEnd(28)} ${ms.toFixed(0).padStart(6)} ms wall ${cpuMs.toFixed(0).padStart(6)} ms cpu  ${meta.width}x${meta.height}`,
  );
  await fs.writeFile(path.join(outDir, 'styles', `${job.who}${job.style}${job.name ? '-named' : ''}.png`), png);
  tiles.push({ label: `${label} (${ms.toFixed(0)} ms)`, png });
}

const cols = FIXTURES.length > 1 ? (only ?? STYLE_IDS).length + 1 : Math.min(6, tiles.length);
const rows = Math.ceil(tiles.length / cols);
const tw = Math.min(W, 320);
const th = Math.round((tw * H) / W);
const pad = 10,
  labelH = 26;
const sheetW = cols * (tw + pad) + pad;
const sheetH = rows * (th + labelH + pad) + pad;
const composites: { input: Buffer; left: number; top: number }[] = [];
for (const [i, t] of tiles.entries()) {
  const left = pad + (i % cols) * (tw + pad);
  const top = pad + Math.floor(i / cols) * (th + labelH + pad);
  composites.push({
    input: await sharp(t.png).resize(tw, th, { fit: 'contain', background: '#222' }).png().toBuffer(),
    left,
    top,
  });
  const safe = t.label.replace(/[<>&"]/g, '');
  composites.push({
    input: Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${tw}" height="${labelH}"><text x="4" ` +
        `y="18" font-family="DejaVu Sans" font-size="13" fill="#eee">${safe}</text></svg>`,
    ),
    left,
    top: top + th,
  });
}
await sharp({ create: { width: sheetW, height: sheetH, channels: 3, background: '#141414' } })
  .composite(composites)
  .png()
  .toFile(path.join(outDir, 'styles-grid.png'));
console.log(`wrote ${path.relative(root, path.join(outDir, 'styles-grid.png'))} (${sheetW}x${sheetH})`);

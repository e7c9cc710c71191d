/**
 * Close-up sheet of the costume prompts on two side-on dogs, a sitting cat and a rabbit, the painter of
 * a base commit (before) above the painter now (after), for looking at: docs/costume-sheet.png.
 *
 *   npx tsx scripts/costume-sheet.ts [--base=main] [--out=docs/costume-sheet.png] [--tile=240] [--no-base]
 *     [--pets=shepherd,kitten,husky,rabbit,cat,ferret,chelsea] [--prompts=a|b|c]
 *
 * The base painter is unpacked with `git archive` into tmp/painter-base-<base> (as bench/painter.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type OverlayOptions } from 'sharp';
import { paintPortrait, parsePrompt } from '../server/painter/index.js';
import { baseServerDir } from '../bench/proc.js';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const arg = (k: string) => args.find((a) => a.startsWith(`--${k}=`))?.slice(k.length + 3);
const out = path.join(root, arg('out') ?? 'docs/costume-sheet.png');
const base = arg('base') ?? 'main';
const TW = Number(arg('tile') ?? 240),
  TH = Math.round(TW * 1.25);

type Paint = typeof paintPortrait;
let old: Paint | null = null;
if (!args.includes('--no-base'))
  old = ((await import(path.join(baseServerDir(base), 'server/painter/index.ts'))) as { paintPortrait: Paint })
    .paintPortrait;

const PETS = (
  [
    ['Shepherd (side-on)', 'tests/fixtures/pets/dog-shepherd-fullbody.jpg'],
    ['Kitten (sitting)', 'tests/fixtures/pets/cat-kitten-garden.jpg'],
    ['Husky (side-on)', 'tests/fixtures/pets/dog-husky-fullbody.png'],
    ['Rabbit', 'tests/fixtures/pets/rabbit.png'],
    ['Cat (lying, facing)', 'tests/fixtures/pets/cat-fullbody-yarn.jpg'],
    ['Ferret', 'tests/fixtures/pets/ferret.png'],
    ['Chelsea (facing)', 'tests/fixtures/cat-chelsea.png'],
  ] as [string, string][]
).filter(([label]) =>
  (arg('pets') ?? 'shepherd,kitten,husky,rabbit,cat').split(',').some((k) => label.toLowerCase().includes(k)),
);
const PROMPTS = (arg('prompts') ?? '')
  .split('|')
  .filter(Boolean)
  .concat(
    arg('prompts')
      ? []
      : [
          'Royal Pet portrait',
          'Give my pet a top hat',
          'Make my pet an astronaut floating in space',
          'Give my pet a red bow tie',
          'Give my pet a red scarf',
          'Dress my pet in a cozy knitted sweater',
          'Dress my pet as a knight in shining armour',
          'Dress my pet in a royal velvet robe',
          'Dress my pet in a tuxedo',
          'Dress my pet in a leather jacket',
          'Dress my pet as a superhero',
          'Give my pet a pearl necklace',
        ],
  );

type Tile = { label: string; png: Buffer };
const lines: Tile[][] = [];
for (const [label, file] of PETS) {
  const photo = fs.readFileSync(path.join(root, file));
  const head: Tile = {
    label,
    png: await sharp(photo).resize(TW, TH, { fit: 'contain', background: '#222' }).png().toBuffer(),
  };
  for (const [tag, paint] of [
    ['before', old],
    ['after', paintPortrait],
  ] as const) {
    if (!paint) continue;
    const line: Tile[] = [{ ...head, label: `${label}: ${tag}` }];
    for (const p of PROMPTS) {
      const parsed = parsePrompt(p);
      const req = {
        photo,
        style: parsed.style,
        pieces: parsed.pieces,
        scene: parsed.scene,
        width: TW * 2,
        height: TH * 2,
      };
      line.push({ label: p.replace(/^(Dress|Make|Give) my pet (as |in |an? )?/i, ''), png: await paint(req) });
    }
    lines.push(line);
    console.log(`${label} ${tag}: done`);
  }
}

const pad = 6,
  labelH = 18;
const cols = Math.max(...lines.map((l) => l.length));
const layers: OverlayOptions[] = [];
const esc = (s: string) => s.replace(/[<>&"]/g, '');
for (const [r, line] of lines.entries())
  for (const [c, t] of line.entries()) {
    const left = pad + c * (TW + pad),
      top = pad + r * (TH + labelH + pad);
    layers.push({ input: await sharp(t.png).resize(TW, TH, { fit: 'fill' }).png().toBuffer(), left, top });
    layers.push({
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${TW}" height="${labelH}"><text x="2" y="13"` +
          ` font-family="DejaVu Sans" font-size="12" fill="#eee">${esc(t.label).slice(0, 38)}</text></svg>`,
      ),
      left,
      top: top + TH,
    });
  }
await sharp({
  create: {
    width: pad + cols * (TW + pad),
    height: pad + lines.length * (TH + labelH + pad),
    channels: 3,
    background: '#141414',
  },
})
  .composite(layers)
  .png({ palette: true, quality: 92, effort: 8, compressionLevel: 9 })
  .toFile(out);
console.log(`wrote ${path.relative(root, out)}`);

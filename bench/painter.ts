/**
 * CPU seconds per portrait: the offline painter now vs the painter of the base commit (dbedf30),
 * same photo, same sizes, in one run; and now again with the cut-out the shop kept from the photo
 * check (decision 034), as a generation job paints when the customer's photo was checked.
 *
 *   npx tsx bench/painter.ts [--runs=3] [--warm=6] [--base=dbedf30] [--only=<label part>]
 *   npx tsx bench/painter.ts --templates [--runs=1] [--warm=3] [--size=1024x1280] [--base=main] [--only=<style>,...]
 *     [--pets=<fixture part>,...] [--edit=<words>]
 *
 * `--templates` (issue 34): every seed template on every pet fixture, each photo given its kept
 * cut-out as a generation job paints it, a portrait (the template's recipe) and an edit (that
 * recipe edited, painted again from the photo and cut-out: decision 045), CPU seconds of each beside
 * the base painter's portrait of the same style (its plain style: the base has no recipes).
 *
 * The base painter is unpacked once with `git archive` into tmp/painter-base (node_modules linked)
 * and imported from there. Each painting gets the photo re-encoded with different bytes (same
 * pixels), so the painter's source cache never hides decoding and segmentation: these are cold,
 * whole-generation costs. CPU time is process.cpuUsage() (all threads, libvips workers included).
 * The "edit:" row paints, in this commit, an edited recipe (decision 045) where the base paints the
 * plain style: an edit is painted again from the photo, so it costs what a portrait costs.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { baseServerDir, repoRoot } from './proc.js';
import {
  editRecipe,
  newRecipe,
  paintPortrait,
  parsePrompt,
  recipeRequest,
  type StyleId,
} from '../server/painter/index.js';
import { checkPhotoPixels } from '../server/features/uploads/photo-measures.service.js';
import { SEED_TEMPLATES } from '../server/db/seed-templates.js';

type Paint = (req: {
  photo: Buffer;
  style: StyleId;
  width: number;
  height: number;
  petName?: string;
  subjectMask?: Buffer;
  pieces?: unknown[];
  scene?: unknown;
  layout?: unknown;
  seed?: number;
}) => Promise<Buffer>;

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const base = args.find((a) => a.startsWith('--base='))?.slice(7) ?? 'dbedf30';
const warm = Number(args.find((a) => a.startsWith('--warm='))?.slice(7) ?? 6);
const baseDir = baseServerDir(base);
// A painter since decision 045 imports the recipe contract from common/.
if (!fs.existsSync(path.join(baseDir, 'common'))) {
  const tar = execFileSync('git', ['archive', base, 'common'], { cwd: repoRoot, maxBuffer: 1 << 28 });
  execFileSync('tar', ['-x', '-C', baseDir], { input: tar });
}
/** The painter's entry in the base commit: its own module since decision 023, inside the AI adapters before. */
const basePainter = ['server/painter/index.ts', 'server/adapters/ai/local/painter.ts'].find((f) =>
  fs.existsSync(path.join(baseDir, f)),
)!;
const old = (await import(path.join(baseDir, basePainter))) as { paintPortrait: Paint };

const photo = fs.readFileSync(path.join(repoRoot, 'tests/fixtures/cat-chelsea.png'));
/** A full-body cat on a red carpet: a side-on head and a coloured ground cleaned off its edge. */
const catFull = fs.readFileSync(path.join(repoRoot, 'tests/fixtures/pets/cat-fullbody-yarn.jpg'));
/** A standing dog seen side-on: its garment is cloth on its body (coat.ts). */
const dog = fs.readFileSync(path.join(repoRoot, 'tests/fixtures/pets/dog-shepherd-fullbody.jpg'));
let variant = 0;
let current: Buffer = photo;
/** Same pixels, new bytes: defeats the content-keyed source cache. */
const fresh = () =>
  sharp(current)
    .png({ compressionLevel: variant++ % 10, adaptiveFiltering: variant % 2 === 0 })
    .withMetadata({ density: 72 + variant })
    .toBuffer();

const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function cpuOf(paint: Paint, req: Parameters<Paint>[0]) {
  const t0 = process.cpuUsage();
  await paint(req);
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / 1e6;
}

/**
 * Median CPU seconds of `runs` paintings by each painter, taken in turns (base, now, base, now...)
 * after `warm` untimed turns: a shop's painter runs in a long-lived process, so V8 has compiled its
 * pixel loops (the first 1024 px painting of a process costs about twice a warm one, and it takes
 * some five paintings to settle).
 */
async function cpuTrio(
  req: Omit<Parameters<Paint>[0], 'photo'>,
  reqNow: Omit<Parameters<Paint>[0], 'photo'>,
): Promise<[number, number, number]> {
  const before: number[] = [],
    now: number[] = [],
    kept: number[] = [];
  // What the shop keeps from the photo check (decision 034): the model's cut-out as a PNG.
  const subjectMask = (await checkPhotoPixels(current)).mask;
  for (let i = 0; i < warm + runs; i++) {
    const a = await cpuOf(old.paintPortrait, { ...req, photo: await fresh() });
    const b = await cpuOf(paintPortrait as Paint, { ...reqNow, photo: await fresh() });
    const c = await cpuOf(paintPortrait as Paint, { ...reqNow, photo: await fresh(), subjectMask });
    if (i < warm) continue;
    before.push(a);
    now.push(b);
    kept.push(c);
  }
  return [median(before), median(now), median(kept)];
}

/** The pet fixtures, each with the cut-out the photo check keeps (decision 034). */
async function fixtures(keep: (name: string) => boolean): Promise<{ name: string; photo: Buffer; mask: Buffer }[]> {
  const dir = path.join(repoRoot, 'tests/fixtures/pets');
  const { twoPetsPhoto } = await import('../tests/fixtures/pets/two-pets.js');
  const files = [
    ['chelsea', photo],
    ...fs
      .readdirSync(dir)
      .filter((f) => /\.(png|jpg)$/.test(f))
      .map((f) => [f.replace(/\..*$/, ''), fs.readFileSync(path.join(dir, f))] as const),
    ['two-pets', (await twoPetsPhoto()).photo],
  ] as const;
  const kept = files.filter(([name]) => keep(name));
  return Promise.all(kept.map(async ([name, p]) => ({ name, photo: p, mask: (await checkPhotoPixels(p)).mask })));
}

/**
 * Issue 34: every seed template's recipe painted on every fixture (a portrait), and that recipe edited
 * (an edit of a library portrait, decision 045), both with the kept cut-out, beside the base's
 * portrait of the template's style and prompt. Median CPU s of `runs` after `warm` untimed rounds.
 */
async function templateMatrix() {
  const [w, h] = (args.find((a) => a.startsWith('--size='))?.slice(7) ?? '1024x1280').split('x').map(Number);
  const edit = args.find((a) => a.startsWith('--edit='))?.slice(7) ?? 'a blue bow tie and a sunny garden';
  const petsOnly = args
    .find((a) => a.startsWith('--pets='))
    ?.slice(7)
    .split(',');
  const pets = await fixtures((name) => !petsOnly || petsOnly.some((n) => name.includes(n)));
  const templates = SEED_TEMPLATES.filter((t) => !only || only.split(',').includes(t.style));
  console.log(`CPU s per painting, ${w}x${h}, kept cut-out, median of ${runs} after ${warm} warm rounds; base ${base}`);
  console.log(
    `edit: "${edit}"; load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `${'template'.padEnd(18)} ${'fixture'.padEnd(22)} ${'base'.padStart(6)} ${'portrait'.padStart(8)} ${'edit'.padStart(6)}`,
  );
  const worst = { portrait: 0, edit: 0 };
  for (const t of templates) {
    const recipe = newRecipe({ prompt: t.prompt, styleHint: t.style, sources: [{ key: 'photo' }] });
    const edited = editRecipe(recipe, edit).recipe;
    const parsedT = parsePrompt(t.prompt, t.style);
    const baseReq = { style: parsedT.style, pieces: parsedT.pieces, scene: parsedT.scene, width: w!, height: h! };
    for (const pet of pets) {
      current = pet.photo;
      const subjectMask = pet.mask;
      const times: number[][] = [[], [], []];
      for (let i = 0; i < warm + runs; i++) {
        const a = await cpuOf(old.paintPortrait, { ...baseReq, photo: await fresh(), subjectMask });
        const p = { photo: await fresh(), width: w!, height: h!, subjectMask };
        const b = await cpuOf(paintPortrait as Paint, { ...recipeRequest(recipe), ...p });
        const c = await cpuOf(paintPortrait as Paint, { ...recipeRequest(edited), ...p, photo: await fresh() });
        if (i >= warm) [a, b, c].forEach((v, k) => times[k]!.push(v));
      }
      const [tb, tp, te] = times.map(median) as [number, number, number];
      worst.portrait = Math.max(worst.portrait, tp);
      worst.edit = Math.max(worst.edit, te);
      const f = (v: number) => v.toFixed(2).padStart(6) + (v > 1.5 ? '*' : ' ');
      console.log(`${t.id.padEnd(18)} ${pet.name.padEnd(22)} ${f(tb)} ${f(tp).padStart(9)} ${f(te)}`);
    }
  }
  console.log(`worst: portrait ${worst.portrait.toFixed(2)} s, edit ${worst.edit.toFixed(2)} s (* over 1.5 s)`);
  console.log(
    `load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}

await paintPortrait({ photo, style: 'oil', width: 64, height: 80 }); // warm up both (fonts, modules)
await old.paintPortrait({ photo, style: 'oil', width: 64, height: 80 });

const prompt = 'Dress my pet as a pirate captain on a ship deck';
const parsed = parsePrompt(prompt);
const sweater = 'Dress my pet in a cozy knitted sweater by a crackling fireplace';
const sweaterParsed = parsePrompt(sweater);
/** Issue 34's edit of a Royal Pet portrait, painted again from its recipe (decision 045). */
const royalRecipe = newRecipe({ prompt: 'A royal portrait', styleHint: 'royal', sources: [{ key: 'photo' }] });
const edited = recipeRequest(editRecipe(royalRecipe, 'a blue bow tie and a sunny garden').recipe);
const all: {
  label: string;
  style: StyleId;
  w: number;
  h: number;
  extra?: boolean;
  photo?: Buffer;
  parsed?: typeof parsed;
  /** What this commit paints instead of the base's plain style (an edit from a recipe). */
  now?: Omit<Parameters<Paint>[0], 'photo' | 'width' | 'height'>;
}[] = [
  { label: 'oil 1024x1280', style: 'oil', w: 1024, h: 1280 },
  { label: 'royal 1024x1280', style: 'royal', w: 1024, h: 1280 },
  { label: 'starry 1024x1280', style: 'starry', w: 1024, h: 1280 },
  { label: `"${prompt.slice(0, 24)}..." 1024x1280`, style: parsed.style, w: 1024, h: 1280, extra: true },
  { label: 'royal 1024x1280, full-body cat', style: 'royal', w: 1024, h: 1280, photo: catFull },
  {
    label: `"${prompt.slice(0, 24)}..." 1024x1280, full-body cat`,
    style: parsed.style,
    w: 1024,
    h: 1280,
    extra: true,
    photo: catFull,
  },
  { label: 'royal 1024x1280, standing dog', style: 'royal', w: 1024, h: 1280, photo: dog },
  {
    label: `"${sweater.slice(0, 24)}..." 1024x1280, standing dog`,
    style: sweaterParsed.style,
    w: 1024,
    h: 1280,
    extra: true,
    photo: dog,
    parsed: sweaterParsed,
  },
  { label: 'royal 2400x3000 (digital)', style: 'royal', w: 2400, h: 3000 },
  { label: 'royal 2400x3000, standing dog', style: 'royal', w: 2400, h: 3000, photo: dog },
  {
    label: 'edit: "a blue bow tie and a sunny garden" 2400x3000, dog',
    style: 'royal',
    w: 2400,
    h: 3000,
    photo: dog,
    now: edited,
  },
  { label: 'starry 2700x3600 (18x24)', style: 'starry', w: 2700, h: 3600 },
];
const only = args.find((a) => a.startsWith('--only='))?.slice(7);
if (args.includes('--templates')) {
  await templateMatrix();
  process.exit(0);
}
const cases = only ? all.filter((c) => c.label.includes(only)) : all;
console.log(
  `CPU seconds per portrait (median of ${runs}, the two painters in turns after ${warm} warm-up turns per case; cold source; base ${base})`,
);
console.log(`${'case'.padEnd(52)} ${'base'.padStart(7)} ${'now'.padStart(14)} ${'now, kept cut-out'.padStart(14)}`);
for (const c of cases) {
  const req = { style: c.style, width: c.w, height: c.h };
  current = c.photo ?? photo;
  const p = c.parsed ?? parsed;
  const withPrompt = { ...req, pieces: p.pieces, scene: p.scene };
  const base = c.extra ? withPrompt : req;
  const [before, now, kept] = await cpuTrio(base, c.now ? { ...req, ...c.now } : base);
  const cell = (v: number) => `${v.toFixed(2)} (${(v / before).toFixed(2)}x)`.padStart(14);
  console.log(`${c.label.padEnd(52)} ${before.toFixed(2).padStart(7)} ${cell(now)} ${cell(kept)}`);
}

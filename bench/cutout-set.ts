/**
 * The labelled cut-out set, built at bench time from installed Debian packages (never shipped: the
 * stamps are GPL-2+): animals with true alpha (`tuxpaint-stamps-default`) placed on real grounds
 * (scikit-image's sample photos in `python3-skimage`), on plain grounds, a white animal on white,
 * and pets beside or on another object (a mug, a toy, a ball, a teapot). The truth is the animal's
 * own alpha where it lies on top.
 *
 *   apt-get install tuxpaint-stamps-default python3-skimage
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';

const STAMPS = '/usr/share/tuxpaint/stamps';
export type Kind = 'busy' | 'plain' | 'white' | 'object' | 'two';
export type Case = { name: string; kind: Kind; photo: Buffer; truth: Uint8Array; width: number; height: number };

const W = 640,
  H = 480;

/** scikit-image's sample photos, as Debian's python3-skimage installs them. */
function skimageDir() {
  const dir = '/usr/lib/python3/dist-packages/skimage/data';
  if (!fs.existsSync(dir)) throw new Error('python3-skimage is not installed (apt-get install python3-skimage)');
  return dir;
}

/** A stamp scaled so its larger side relative to the canvas is `size`, with its alpha. */
async function stamp(file: string, size: number, flip = false) {
  const p = path.join(STAMPS, file);
  if (!fs.existsSync(p)) throw new Error(`${p} is missing (apt-get install tuxpaint-stamps-default)`);
  const trimmed = await sharp(p).ensureAlpha().trim({ threshold: 1 }).png().toBuffer();
  const meta = await sharp(trimmed).metadata();
  const k = Math.min((W * size) / meta.width, (H * size) / meta.height);
  let s = sharp(trimmed).resize(Math.round(meta.width * k), Math.round(meta.height * k));
  if (flip) s = s.flop();
  const { data, info } = await s.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

type Placed = { file: string; size: number; cx: number; bottom: number; flip?: boolean; animal: boolean };

async function compose(name: string, kind: Kind, ground: Buffer, items: Placed[]): Promise<Case> {
  const truth = new Uint8Array(W * H);
  const layers: OverlayOptions[] = [];
  for (const it of items) {
    const s = await stamp(it.file, it.size, it.flip);
    const left = Math.round(it.cx * W - s.width / 2),
      top = Math.round(it.bottom * H - s.height);
    layers.push({ input: s.data, raw: { width: s.width, height: s.height, channels: 4 }, left, top });
    // Later layers cover earlier ones: an object on top hides that part of the animal.
    for (let y = 0; y < s.height; y++)
      for (let x = 0; x < s.width; x++) {
        const X = left + x,
          Y = top + y;
        if (X < 0 || Y < 0 || X >= W || Y >= H) continue;
        const a = s.data[(y * s.width + x) * 4 + 3]!;
        if (a >= 128) truth[Y * W + X] = it.animal ? 1 : 0;
      }
  }
  const photo = await sharp(ground)
    .resize(W, H, { fit: 'cover' })
    .removeAlpha()
    .composite(layers)
    .jpeg({ quality: 90 })
    .toBuffer();
  return { name, kind, photo, truth, width: W, height: H };
}

const plain = (hex: string) =>
  sharp({ create: { width: W, height: H, channels: 3, background: hex } })
    .png()
    .toBuffer();

export async function buildCutoutSet(): Promise<Case[]> {
  const sk = skimageDir();
  const g = (f: string) => fs.readFileSync(path.join(sk, f));
  const a = (file: string, size = 0.62, cx = 0.5, bottom = 0.92, flip = false): Placed => ({
    file,
    size,
    cx,
    bottom,
    flip,
    animal: true,
  });
  const o = (file: string, size: number, cx: number, bottom: number): Placed => ({
    file,
    size,
    cx,
    bottom,
    animal: false,
  });
  const M = 'animals/mammals/';
  return Promise.all([
    compose('dog on a cup and saucer', 'object', g('coffee.png'), [a(M + 'dogs/dog.png')]),
    compose('fox on grass', 'busy', g('grass.png'), [a(M + 'dogs/fox.png', 0.6, 0.45)]),
    compose('rabbit on gravel', 'busy', g('gravel.png'), [a(M + 'rodents/rabbit.png', 0.55)]),
    compose('ferret on brick', 'busy', g('brick.png'), [a(M + 'ferret.png', 0.7, 0.55)]),
    compose('badger before an astronaut', 'object', g('astronaut.png'), [a(M + 'badger.png', 0.5, 0.4)]),
    compose('dingo by a motorcycle', 'object', g('motorcycle_left.png'), [
      a(M + 'dogs/dingo.png', 0.6, 0.5, 0.95, true),
    ]),
    compose('lamb on hubble field', 'busy', g('hubble_deep_field.jpg'), [a(M + 'bovines/sheep_lamb.png', 0.6)]),
    compose('squirrel on rocket', 'busy', g('rocket.jpg'), [a(M + 'rodents/squirrel.png', 0.55, 0.6)]),
    compose('otter on gravel', 'busy', g('gravel.png'), [a(M + 'aquatic/otter.png', 0.6)]),
    compose('pig on stained tissue', 'busy', g('ihc.png'), [a(M + 'pig.png', 0.6, 0.55)]),
    compose('hedgehog on pale blue', 'plain', await plain('#dfe8ef'), [a(M + 'hedgehog.png')]),
    compose('rat on beige', 'plain', await plain('#e9dcc4'), [a(M + 'rodents/rat.png', 0.6)]),
    compose('white cow on white', 'white', await plain('#ffffff'), [a(M + 'bovines/cow_white.png', 0.7)]),
    compose('lamb on white', 'white', await plain('#fbfbfb'), [a(M + 'bovines/sheep_lamb.png', 0.6)]),
    compose('dog beside a mug', 'object', g('coffee.png'), [
      a(M + 'dogs/dog.png', 0.55, 0.38),
      o('household/dishes/mug.png', 0.35, 0.78, 0.9),
    ]),
    compose('rabbit beside a teapot', 'object', g('gravel.png'), [
      a(M + 'rodents/rabbit.png', 0.5, 0.65),
      o('household/dishes/teapot.png', 0.4, 0.25, 0.9),
    ]),
    compose('fox with a rubber duck', 'object', g('grass.png'), [
      a(M + 'dogs/fox.png', 0.55, 0.4),
      o('household/rubberduck.png', 0.3, 0.8, 0.92),
    ]),
    compose('ferret on a ball', 'object', g('brick.png'), [
      o('sports/basketball.png', 0.45, 0.5, 0.98),
      a(M + 'ferret.png', 0.55, 0.5, 0.62),
    ]),
    compose('mouse on a mug', 'object', await plain('#c9d6c0'), [
      o('household/dishes/mug.png', 0.5, 0.5, 0.98),
      a(M + 'rodents/mouse.png', 0.35, 0.5, 0.55),
    ]),
    compose('two dogs', 'two', g('grass.png'), [
      a(M + 'dogs/dog.png', 0.5, 0.28),
      a(M + 'dogs/dingo.png', 0.5, 0.73, 0.92, true),
    ]),
    compose('rabbit and lamb', 'two', g('gravel.png'), [
      a(M + 'rodents/rabbit-2.png', 0.45, 0.3),
      a(M + 'bovines/sheep_lamb.png', 0.5, 0.72),
    ]),
  ]);
}

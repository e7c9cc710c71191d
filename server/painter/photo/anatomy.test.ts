import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { cropSource, loadSource, subjectCrop } from './photo.js';
import { findHead, type Geo, type Head } from './fit.js';
import { findBody, findNeck, type Neck } from './anatomy.js';
import { costumeSvgs } from '../costume/costume.js';
import { torso } from '../costume/coat.js';
import type { Img } from '../canvas/util.js';
import { overlaySvg } from '../overlays/overlays.js';
import { RECIPES } from '../recipes.js';

const fixtures = path.join(import.meta.dirname, '../../../tests/fixtures');
const W = 400,
  H = 500;

async function petOf(file: string): Promise<{ head: Head; subject: Img; geo: Geo }> {
  const src = await loadSource(fs.readFileSync(path.join(fixtures, file)));
  const { rgb, subject } = await cropSource(src, subjectCrop(src, W / H), W, H, 2);
  const head = findHead(subject, rgb);
  return { head, subject, geo: { W, H, head, pet: { x: 0, y: 0, w: W, h: H }, u: 1 } };
}

/** Signed distance of a point past the neck's cut, towards the body. */
const past = (n: Neck, x: number, y: number) => (x - n.x) * n.ux + (y - n.y) * n.uy;

const SIDE_ON = [
  ['standing German shepherd', 'pets/dog-shepherd-fullbody.jpg'],
  ['standing husky', 'pets/dog-husky-fullbody.png'],
  ['cat lying beside its yarn', 'pets/cat-fullbody-yarn.jpg'],
  ['ferret', 'pets/ferret.png'],
] as const;

describe('the anatomy of a side-on pet (anatomy.ts)', () => {
  it.each(SIDE_ON)('%s: the neck lies between the head and the torso', async (_label, file) => {
    const { head, subject } = await petOf(file);
    const neck = head.neck!;
    expect(neck, 'a neck is found').toBeTruthy();
    const body = findBody(subject, head, neck)!;
    expect(body, 'a body is found').toBeTruthy();
    // The head's centre is before the cut, the body's centre of mass well past it.
    expect(past(neck, head.cx, head.cy)).toBeLessThan(0);
    expect(past(neck, body.mass.x, body.mass.y)).toBeGreaterThan(head.r * 0.8);
    // The neck is no wider than the body is deep, and narrower than three head widths.
    expect(neck.w).toBeLessThan(head.r * 2.8);
    expect(neck.w).toBeGreaterThan(head.r * 0.8);
  });

  it.each(SIDE_ON)('%s: the torso box holds the centre of mass and is larger than the head', async (_label, file) => {
    const { head, subject } = await petOf(file);
    const body = findBody(subject, head, head.neck!)!;
    const { box, mass } = body;
    expect(mass.x).toBeGreaterThan(box.x);
    expect(mass.x).toBeLessThan(box.x + box.w);
    expect(mass.y).toBeGreaterThan(box.y);
    expect(mass.y).toBeLessThan(box.y + box.h);
    // A head is a plausible share of the body: its area is a fifth to a half of the torso's box.
    const share = (Math.PI * head.r ** 2) / (box.w * box.h);
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.6);
  });

  it("the shepherd's belly line rises from its deep chest to its loin and stays above its feet", async () => {
    const { head, subject } = await petOf('pets/dog-shepherd-fullbody.jpg');
    const body = findBody(subject, head, head.neck!)!;
    const n = body.belly.length;
    // The chest's lowest point (in the front half) is lower than the tucked-up loin (at 80 %).
    const chest = Math.max(...body.belly.subarray(0, Math.round(n * 0.5))),
      loin = body.belly[Math.round(n * 0.8)]!;
    expect(chest).toBeGreaterThan(loin + head.r * 0.3);
    // Measured in this crop: the paws stand at y 0.9 of the crop, the belly at 0.55-0.65.
    for (const y of body.belly) expect(y).toBeLessThan(H * 0.8);
  });

  it('the helmet bubble holds the whole head: ears, muzzle and the head centre', async () => {
    const { head } = await petOf('pets/dog-shepherd-fullbody.jpg');
    const b = head.bubble!;
    expect(Math.hypot(b.cx - head.cx, b.cy - head.cy)).toBeLessThan(b.r * 0.5);
    // The ears' tips (the head's top) are inside it, and it is larger than the face's circle.
    expect(b.cy - b.r).toBeLessThan(head.top + head.r * 0.1);
    expect(b.r).toBeGreaterThan(head.r * 1.15);
    expect(b.r).toBeLessThan(head.r * 1.8);
  });

  it('a rabbit (no neck to see) keeps its bubble to its head, not its whole body', async () => {
    const { head } = await petOf('pets/rabbit.png');
    expect(head.bubble!.r).toBeLessThanOrEqual(head.r * 1.75 + 1e-6);
  });

  it('pets facing us have no side-on neck: their neck pieces hang under the chin as before', async () => {
    for (const file of ['cat-chelsea.png', 'pets/cat-kitten-garden.jpg']) {
      const { head, subject } = await petOf(file);
      expect(head.neck).toBeUndefined();
      expect(findNeck(subject, head)).toBeNull();
    }
  });
});

describe('costumes on the anatomy', () => {
  const centre = (r: { x: number; y: number; w: number; h: number }) => [r.x + r.w / 2, r.y + r.h / 2] as const;

  it("a rabbit's head sits on its body (no neck to see): its bow tie goes under its chin, not on its flank", async () => {
    const { head, geo } = await petOf('pets/rabbit.png');
    expect(head.neck?.hidden).toBe(true);
    const [x, y] = centre(costumeSvgs([{ slot: 'neck', id: 'bowtie', label: 'bow tie' }], geo).placed[0]!.region);
    // Before: (≈170, ≈300), a head's width behind the head, half way down the body.
    expect(Math.abs(x - head.cx)).toBeLessThan(head.r * 0.5);
    expect(y).toBeGreaterThan(head.cy + head.r * 0.5);
  });

  it("the shepherd's bow tie sits on its neck, between the head and the body", async () => {
    const { head, geo } = await petOf('pets/dog-shepherd-fullbody.jpg');
    const n = head.neck!;
    const [x, y] = centre(costumeSvgs([{ slot: 'neck', id: 'bowtie', label: 'bow tie' }], geo).placed[0]!.region);
    // Near the neck's cut (within half its width), on the throat's half of it.
    expect(Math.abs(past(n, x, y))).toBeLessThan(n.w * 0.5);
    expect(Math.hypot(x - n.throat.x, y - n.throat.y)).toBeLessThan(Math.hypot(x - n.nape.x, y - n.nape.y));
  });

  it("the shepherd's garment is on the body's side of the neck and above its belly line", async () => {
    const { head, subject } = await petOf('pets/dog-shepherd-fullbody.jpg');
    const t = torso(subject, head)!;
    const body = findBody(subject, head, head.neck!)!;
    let n = 0,
      beyond = 0;
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        if (t.weight[y * W + x]! < 0.5) continue;
        n++;
        const i = (x - body.x0) * body.s;
        const headSide = past(head.neck!, x, y) < -1;
        if (headSide || (i >= 0 && i < body.belly.length && y > body.belly[i]! + 2)) beyond++;
      }
    expect(n).toBeGreaterThan(W * H * 0.05);
    expect(beyond / n).toBeLessThan(0.01);
  });

  it("the space helmet's glass is the shepherd's head bubble, not a fixed circle round its face", async () => {
    const { head } = await petOf('pets/dog-shepherd-fullbody.jpg');
    const recipe = { ...RECIPES.space, overlays: ['helmet' as const] };
    const box = { x: 0, y: 0, w: W, h: H };
    const [svg] = overlaySvg({ W, H, recipe, rand: () => 0.5, box, head });
    const glass = /<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)" fill="url\(#glass\)"/.exec(svg!.body)!;
    const [cx, cy, r] = glass.slice(1).map(Number);
    const b = head.bubble!;
    expect(cx).toBeCloseTo(b.cx, 0);
    expect(cy).toBeCloseTo(b.cy, 0);
    expect(r).toBeCloseTo(b.r, 0);
    // No suit block across the canvas bottom: the suit is the garment on its body.
    expect(svg!.body).not.toContain('url(#suit)');
  });
});

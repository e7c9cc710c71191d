import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { containSource, cropSource, loadSource, subjectCrop } from '../photo/photo.js';
import { findHead, type Head } from '../photo/fit.js';
import { RECIPES } from '../recipes.js';
import type { Img } from '../canvas/util.js';
import { frontTorso } from './front.js';
import { torso } from './coat.js';

// Issue 34: a garment follows the body of a facing or sitting pet too, not only a side-on one's.
const fixtures = path.join(import.meta.dirname, '../../../tests/fixtures');

/** A pet sitting and facing us: a round head on a body twice as wide, its paws at the bottom. */
function sittingPet(): { mask: Img; head: Head } {
  const w = 300,
    h = 400;
  const data = Buffer.alloc(w * h);
  const head: Head = { cx: 150, cy: 100, r: 50, top: 50 };
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const inHead = Math.hypot(x - 150, y - 100) < 50;
      const inBody = ((x - 150) / 90) ** 2 + ((y - 250) / 130) ** 2 < 1;
      if (inHead || inBody) data[y * w + x] = 255;
    }
  return { mask: { data, width: w, height: h, channels: 1 }, head };
}

describe('a garment on the body of a pet whose head sits on it', () => {
  it('covers the body from a collar round the head down to above the paws, inside the outline', () => {
    const { mask, head } = sittingPet();
    const t = frontTorso(mask, head)!;
    expect(t).not.toBeNull();
    const at = (x: number, y: number) => t.weight[y * mask.width + x]!;
    expect(at(150, 230), 'the chest').toBeGreaterThan(0.9);
    expect(at(150, 120), 'the face').toBe(0);
    expect(at(150, 150), 'the chin, inside the collar').toBe(0);
    expect(at(150, 370), 'the paws, below the hem').toBe(0);
    expect(at(20, 250), 'outside the outline').toBe(0);
    // Its box is the body's width, not the canvas's: it follows the outline.
    expect(t.box.w).toBeLessThanOrEqual(181);
    expect(t.box.y, 'nothing above the jaw line').toBeGreaterThan(head.cy + head.r * 0.3 - 4);
  });

  it('leaves a close-up of a face to the drawn garment (no body to dress)', async () => {
    const src = await loadSource(fs.readFileSync(path.join(fixtures, 'cat-chelsea.png')));
    const { rgb, subject } = await cropSource(src, subjectCrop(src, 0.8), 400, 500, 2);
    expect(frontTorso(subject, findHead(subject, rgb))).toBeNull();
  });

  it("finds the rabbit's head at its face in every style's framing, so its garment goes on its body", async () => {
    // Before: oil and watercolour framed it wider and its round back was taken for a facing head
    // (r 105 of 320 px), its sweater drawn under its body.
    const src = await loadSource(fs.readFileSync(path.join(fixtures, 'pets/rabbit.png')));
    for (const style of ['oil', 'watercolor', 'royal', 'popart'] as const) {
      const pl = RECIPES[style].placement;
      const w = Math.round(pl.box[2] * 1024),
        h = Math.round(pl.box[3] * 1280);
      const { rgb, subject } = pl.maxAspect
        ? await containSource(src, w / h, pl.maxAspect, w, h, 2)
        : await cropSource(src, subjectCrop(src, w / h), w, h, 2);
      const head = findHead(subject, rgb);
      expect(head.side, style).toBe(true);
      expect(head.cx, `${style}: the head at the right, where the rabbit faces`).toBeGreaterThan(w * 0.6);
      expect(torso(subject, head), style).not.toBeNull();
    }
  });
});

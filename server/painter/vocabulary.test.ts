import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EDIT_PROMPTS } from '../../common/edit-prompts.js';
import { SEED_TEMPLATES } from '../db/seed-templates.js';
import { paintPortraitDetailed } from './painter.js';
import { parsePrompt, paintedName } from './vocabulary.js';
import type { StyleId } from './recipes.js';
import type { Region } from './photo/fit.js';

const photo = fs.readFileSync(path.join(import.meta.dirname, '../../tests/fixtures/cat-chelsea.png'));
const W = 256,
  H = 320;

async function rgb(png: Buffer) {
  return sharp(png).removeAlpha().raw().toBuffer();
}

/** Mean absolute difference per channel inside a region, 0-255. */
function regionDiff(a: Buffer, b: Buffer, r: Region): number {
  let sum = 0,
    n = 0;
  const x0 = Math.max(0, Math.floor(r.x)),
    y0 = Math.max(0, Math.floor(r.y));
  const x1 = Math.min(W, Math.ceil(r.x + r.w)),
    y1 = Math.min(H, Math.ceil(r.y + r.h));
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++)
      for (let c = 0; c < 3; c++, n++) sum += Math.abs(a[(y * W + x) * 3 + c]! - b[(y * W + x) * 3 + c]!);
  return n ? sum / n : 0;
}

async function pool<T>(items: T[], limit: number, fn: (t: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

describe('prompt vocabulary', () => {
  it('finds a costume piece, prop or scene in every editor shuffle prompt', () => {
    for (const p of EDIT_PROMPTS) {
      const parsed = parsePrompt(p);
      expect(parsed.pieces.length + (parsed.scene ? 1 : 0), p).toBeGreaterThan(0);
    }
  });

  it('reads the examples from the issue', () => {
    const pirate = parsePrompt('Dress my pet as a pirate captain on a ship deck');
    expect(pirate.pieces.map((p) => p.id)).toContain('pirate');
    expect(pirate.scene?.id).toBe('ship');
    expect(parsePrompt('Give my pet a tiny wizard hat and a glowing wand').pieces.map((p) => p.id)).toEqual([
      'wizard',
      'wand',
    ]);
    const edit = parsePrompt('Add a red bow tie and a snowy winter background');
    expect(edit.pieces.map((p) => p.id)).toEqual(['bowtie']);
    expect(edit.scene?.id).toBe('snowforest');
    expect(parsePrompt('A pirate captain on a stormy sea')).toMatchObject({
      pieces: [{ id: 'pirate' }],
      scene: { id: 'storm' },
    });
  });

  it('names the result, and says when it fell back to the nearest style', () => {
    expect(paintedName('Dress my pet as a pirate captain on a ship deck')).toBe('Oil Painting: pirate hat, ship deck');
    expect(paintedName('something nice for grandma')).toBe(
      'Oil Painting (nearest style to "something nice for grandma")',
    );
    expect(paintedName('Van Gogh starry night')).toBe('Starry Night');
  });

  it('keeps template prompts to their own design (Royal Pet gets its crown, nothing else)', () => {
    for (const t of SEED_TEMPLATES) {
      const parsed = parsePrompt(t.prompt, t.style);
      expect(parsed.style, t.id).toBe(t.style);
      expect(parsed.scene, t.id).toBeUndefined();
      expect(
        parsed.pieces.map((p) => p.id),
        t.id,
      ).toEqual(t.style === 'royal' ? ['crown'] : []);
    }
  });

  it.each([
    ['a cat close-up', photo],
    [
      'a standing dog seen side-on',
      fs.readFileSync(path.join(import.meta.dirname, '../../tests/fixtures/pets/dog-shepherd-fullbody.jpg')),
    ],
  ])(
    "draws every shuffle prompt's elements on %s: each differs from the plain style render where it sits",
    async (_label, photo) => {
      const plain = new Map<StyleId, Buffer>();
      const failures: string[] = [];
      await pool([...EDIT_PROMPTS], 2, async (prompt) => {
        const parsed = parsePrompt(prompt);
        // The baseline has none of the style's own garments, so a side-on pet's robe or hero suit is checked too.
        if (!plain.has(parsed.style))
          plain.set(
            parsed.style,
            await rgb(
              (await paintPortraitDetailed({ photo, style: parsed.style, width: W, height: H, bare: true })).png,
            ),
          );
        const res = await paintPortraitDetailed({
          photo,
          style: parsed.style,
          width: W,
          height: H,
          pieces: parsed.pieces,
          scene: parsed.scene,
        });
        const px = await rgb(res.png);
        if (!res.placed.length) failures.push(`${prompt}: nothing drawn`);
        for (const el of res.placed) {
          const d = regionDiff(px, plain.get(parsed.style)!, el.region);
          if (d < 10) failures.push(`${prompt}: ${el.label} differs by only ${d.toFixed(1)}`);
        }
      });
      expect(failures).toEqual([]);
    },
    300_000,
  );
});

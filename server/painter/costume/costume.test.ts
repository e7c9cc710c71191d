import { describe, it, expect } from 'vitest';
import { paintPortraitDetailed } from '../painter.js';
import { editPortraitDetailed } from '../edit.js';
import { parsePrompt } from '../vocabulary.js';
import { twoPetsPhoto } from '../../../tests/fixtures/pets/two-pets.js';

const W = 400,
  H = 500;

describe('two pets in one photo (decision 033)', () => {
  it('both wear the bow tie, each on its own neck', async () => {
    const { photo } = await twoPetsPhoto();
    const parsed = parsePrompt('Give my pet a red bow tie');
    const { placed } = await paintPortraitDetailed({ photo, style: 'oil', width: W, height: H, pieces: parsed.pieces });
    const ties = placed.filter((p) => p.id === 'bowtie').map((p) => p.region.x + p.region.w / 2);
    expect(ties).toHaveLength(2);
    // The husky stands on the left, the rabbit sits on the right: one tie on each side of the middle.
    const [a, b] = ties.sort((x, y) => x - y);
    expect(a!).toBeLessThan(W * 0.5);
    expect(b!).toBeGreaterThan(W * 0.5);
  });

  it("both wear the style's own costume: two hero suits, each on its own body", async () => {
    const { photo } = await twoPetsPhoto();
    const { placed } = await paintPortraitDetailed({ photo, style: 'superhero', width: W, height: H });
    const suits = placed.filter((p) => p.id === 'herocape').map((p) => p.region.x + p.region.w / 2);
    expect(suits).toHaveLength(2);
    const [a, b] = suits.sort((x, y) => x - y);
    expect(a!).toBeLessThan(W * 0.5);
    expect(b!).toBeGreaterThan(W * 0.5);
  });

  it('an edit dresses both too: a bow tie on each neck of a two-pet picture', async () => {
    const { photo } = await twoPetsPhoto();
    const parsed = parsePrompt('Give my pet a red bow tie');
    const { placed } = await editPortraitDetailed({ photo, parsed, width: W, height: H });
    const ties = placed.filter((p) => p.id === 'bowtie').map((p) => p.region.x + p.region.w / 2);
    expect(ties).toHaveLength(2);
    const [a, b] = ties.sort((x, y) => x - y);
    expect(a!).toBeLessThan(W * 0.5);
    expect(b!).toBeGreaterThan(W * 0.5);
  });
});

import { describe, expect, it } from 'vitest';
import { EDIT_PROMPTS } from '../../../common/edit-prompts';
import { randomPrompt } from './edit-prompts';

describe('editor prompt list', () => {
  it('holds about 100 distinct, non-blank costume and scene prompts', () => {
    expect(EDIT_PROMPTS.length).toBeGreaterThanOrEqual(95);
    expect(EDIT_PROMPTS.length).toBeLessThanOrEqual(110);
    expect(new Set(EDIT_PROMPTS.map((p) => p.toLowerCase())).size).toBe(EDIT_PROMPTS.length);
    for (const p of EDIT_PROMPTS) {
      expect(p.trim()).toBe(p);
      expect(p.length).toBeGreaterThan(15);
      expect(p).toMatch(/pet/i);
    }
  });

  it('includes the examples from the brief', () => {
    expect(EDIT_PROMPTS).toContain('Dress my pet as a pirate captain on a ship deck');
    expect(EDIT_PROMPTS).toContain('Give my pet a tiny wizard hat and a glowing wand');
  });

  it('shuffles to a different prompt than the current one', () => {
    for (const current of EDIT_PROMPTS.slice(0, 20)) {
      for (const r of [0, 0.5, 0.999999]) expect(randomPrompt(current, () => r)).not.toBe(current);
    }
  });

  it('picks from the whole list when there is no current prompt', () => {
    expect(randomPrompt(undefined, () => 0)).toBe(EDIT_PROMPTS[0]);
    expect(randomPrompt(undefined, () => 0.999999)).toBe(EDIT_PROMPTS[EDIT_PROMPTS.length - 1]);
  });
});

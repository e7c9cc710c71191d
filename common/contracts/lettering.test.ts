import { describe, expect, it } from 'vitest';
import { petNameProblem, petNameSchema, unprintableCharacters } from './lettering';

describe('what the lettering can print', () => {
  it('item 2: emoji and characters the font lacks are named, each once, whole', () => {
    expect(unprintableCharacters('Biscuit 🐾🐾')).toEqual(['🐾']);
    expect(unprintableCharacters('Rex 👍🏽 ❤️')).toEqual(['👍🏽', '❤️']);
    expect(unprintableCharacters('山田')).toEqual(['山', '田']);
    expect(unprintableCharacters("Zoë O'Brien-Łukasz, Лайка & Φίλος №1")).toEqual([]);
    expect(petNameProblem('Biscuit 🐾')).toContain('🐾');
  });

  it('item 4: a name is at most 40 characters as a reader counts them, and never cut', () => {
    const forty = 'Sir Wigglesworth the Magnificent of Mayo';
    expect(forty).toHaveLength(40);
    expect(petNameSchema.parse(` ${forty} `)).toBe(forty);
    const longer = `${forty} II`;
    const parsed = petNameSchema.safeParse(longer);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe(
      "Your pet's name is too long to print: at most 40 characters (this one has 43).",
    );
    expect(petNameProblem('é'.normalize('NFD').repeat(40))).toBeNull();
  });

  it('issue 34: what every lettering face has, not only the serif (ℂ is in DejaVu Serif, not in its bold or in Sans Bold)', () => {
    expect(unprintableCharacters('ℂharlie ℝex ⇶')).toEqual(['ℂ', 'ℝ']);
    expect(petNameProblem('Señor Biscuit 🐶✨')).toBe(
      "We can't print 🐶 ✨ in your pet's name (our lettering has no emoji or symbols like these). " +
        'Please use letters, numbers and punctuation.',
    );
  });
});

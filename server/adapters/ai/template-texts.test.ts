import { describe, expect, it } from 'vitest';
import { describeFromPrompt, subjectOfPrompt } from './template-texts.js';

describe('item 15: a new style is described from its prompt', () => {
  it('item 15: the description says what the prompt says, not the painter fallback style', () => {
    expect(describeFromPrompt('a pirate captain on a stormy sea', null)).toEqual({
      name: 'Pirate Captain Stormy',
      short: 'Pirate Captain Stormy: pirate captain on a stormy sea.',
      description:
        'Your pet as a pirate captain on a stormy sea. Painted from your photo, keeping every marking that makes them unique.',
    });
    expect(describeFromPrompt('My dog as an astronaut', null).description).toMatch(/^Your pet as an astronaut\./);
    expect(describeFromPrompt('moonlit knight', 'stained-glass window, jewel-toned panes').description).toMatch(
      /^Your pet as a moonlit knight, as a stained-glass window\./,
    );
    expect(describeFromPrompt('   ', null)).toMatchObject({
      name: 'New Style',
      description: expect.stringMatching(/^Your pet in a new style\./),
    });
  });

  it('item 15: the words that address the painter are left out of the subject', () => {
    expect(subjectOfPrompt('Paint my cat as a Victorian duchess.')).toBe('a Victorian duchess');
  });
});

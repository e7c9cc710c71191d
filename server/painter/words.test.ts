import { describe, expect, it } from 'vitest';
import { parsePrompt } from './vocabulary.js';
import { editRecipe, newRecipe, promptChanges, summariseEdit } from './recipe-edit.js';
import { colourHex } from './words.js';

const pieces = (prompt: string) =>
  parsePrompt(prompt).pieces.map((p) => ({ id: p.id, colour: p.colour, size: p.size }));

describe('words bind to what they qualify', () => {
  it('a colour qualifies the piece it stands before, each in its own clause', () => {
    expect(pieces('a blue bow tie and a sunny garden')).toEqual([{ id: 'bowtie', colour: 'blue', size: undefined }]);
    expect(pieces('red scarf and green hat')).toEqual([
      { id: 'fedora', colour: 'green', size: undefined },
      { id: 'scarf', colour: 'red', size: undefined },
    ]);
    // No clause break: a colour binds to the nearest piece after it, never across another piece.
    expect(pieces('a red scarf under a green cowboy hat')).toEqual([
      { id: 'cowboy', colour: 'green', size: undefined },
      { id: 'scarf', colour: 'red', size: undefined },
    ]);
  });

  it('colours after a piece ("in blue", "to green", last word), shades and golden', () => {
    expect(pieces('a bow tie in navy blue')[0]!.colour).toBe('navy');
    expect(pieces('change the scarf to light blue')[0]!.colour).toBe('light blue');
    expect(pieces('make the crown purple')[0]!.colour).toBe('purple');
    expect(pieces('a golden crown')[0]!.colour).toBe('gold');
    expect(colourHex('light blue')).not.toBe(colourHex('blue'));
  });

  it('sizes qualify their piece: tiny, big, huge', () => {
    expect(pieces('tiny pirate hat + treasure map')).toEqual([{ id: 'pirate', colour: undefined, size: 'tiny' }]);
    expect(pieces('a big red bow tie and a tiny crown')).toEqual([
      { id: 'crown', colour: undefined, size: 'tiny' },
      { id: 'bowtie', colour: 'red', size: 'big' },
    ]);
  });

  it('places are scenes: "on the beach", "in a garden"', () => {
    expect(parsePrompt('a red hat on the beach').scene?.id).toBe('beach');
    expect(parsePrompt('a blue bow tie in a garden').scene?.id).toBe('garden');
  });

  it('removals: "remove the hat", "no crown", lists, and the background', () => {
    expect(parsePrompt('remove the hat').removed).toEqual(['hat']);
    expect(parsePrompt('no crown').removed).toEqual(['hat']);
    expect(parsePrompt('remove the crown and the scarf').removed).toEqual(['hat', 'neck']);
    const swap = parsePrompt('no crown and a blue bow tie');
    expect(swap.removed).toEqual(['hat']);
    expect(swap.pieces.map((p) => p.id)).toEqual(['bowtie']);
    expect(parsePrompt('remove the background').removeScene).toBe(true);
    expect(parsePrompt('Give my pet a crown in the snow').removed).toEqual([]);
  });

  it('reports the words it did not understand', () => {
    expect(parsePrompt('tiny pirate hat + treasure map').notUnderstood).toEqual(['treasure map']);
    expect(parsePrompt('a blue bow tie and a sunny garden').notUnderstood).toEqual([]);
    expect(parsePrompt('a spaceship made of cheese and a bow tie').notUnderstood).toEqual(['cheese']);
    // The pet is no prop: "the rabbit" is the customer's rabbit, the magician's is pulled out of a hat.
    expect(pieces('give the rabbit a pirate hat').map((p) => p.id)).toEqual(['pirate']);
  });
});

describe('an edit is a change of the recipe', () => {
  const royal = newRecipe({ prompt: 'A royal portrait', styleHint: 'royal', sources: [{ key: 'k' }] });

  it('the issue example: what will be drawn, and what was not understood', () => {
    const edit = editRecipe(royal, 'a blue bow tie and a sunny garden and a treasure map');
    expect(summariseEdit(edit.changes, edit.notUnderstood)).toBe(
      'bow tie (blue) · garden scene · not understood: treasure map',
    );
    expect(edit.recipe.elements.map((e) => e.id)).toEqual(['crown', 'bowtie']);
    expect(edit.recipe.layout).toEqual(royal.layout);
  });

  it('removes, recolours, replaces and changes style only when the words name a style alone', () => {
    expect(editRecipe(royal, 'remove the hat').recipe.elements).toEqual([]);
    const wizard = editRecipe(royal, 'a wizard hat');
    expect(wizard.recipe.elements.map((e) => e.id)).toEqual(['wizard']);
    expect(summariseEdit(wizard.changes, wizard.notUnderstood)).toBe('wizard hat · no crown');
    expect(editRecipe(royal, 'a red crown').changes).toEqual([{ action: 'change', label: 'crown (red)' }]);
    expect(editRecipe(royal, 'a crown').changes).toEqual([]);
    expect(editRecipe(royal, 'as a watercolour').recipe.style).toBe('watercolor');
    const garden = editRecipe(royal, 'in a garden').recipe;
    expect(editRecipe(garden, 'remove the background').recipe.scene).toBeUndefined();
  });

  it('a portrait without a recipe cannot take things away: said before the token', () => {
    expect(promptChanges('remove the hat and add a red scarf')).toEqual({
      changes: [{ action: 'add', label: 'scarf (red)' }],
      notUnderstood: ['remove the hat'],
    });
  });
});

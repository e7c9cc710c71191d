import { describe, expect, it } from 'vitest';
import { carouselWindow, otherTemplates, visibleCount, wrapIndex } from '../../../features/templates/carousel-window';
import { DEFAULT_SHOP_SETTINGS } from '../../../../common/shop-defaults';
import {
  cleanPetName,
  firstChoiceBlock,
  firstOrderBlock,
  hasTokens,
  orderPetNameProblem,
  savingText,
  subtotalFor,
} from './order-rules';

describe('subtotalFor', () => {
  it('prices from the settings, with a regular price only where the owner set one', () => {
    const s = DEFAULT_SHOP_SETTINGS;
    expect(subtotalFor('small', s)).toEqual({ cents: 9900, compareAtCents: null });
    expect(subtotalFor('medium', s)).toEqual({ cents: 12900, compareAtCents: null });
    expect(subtotalFor('large', s)).toEqual({ cents: 16900, compareAtCents: null });
    expect(subtotalFor('digital', s)).toEqual({ cents: 1450, compareAtCents: 2900 });
    expect(subtotalFor(null, s)).toBeNull();
    const owner = { ...s, prints: { ...s.prints, medium: { priceCents: 11900, compareAtCents: 15900 } } };
    expect(subtotalFor('medium', owner)).toEqual({ cents: 11900, compareAtCents: 15900 });
  });

  it('words the saving from the two prices, never rounding the percentage up', () => {
    expect(savingText(1450, 2900)).toBe('You save $14.50 (50% off)');
    expect(savingText(11900, 15900)).toBe('You save $40.00 (25% off)');
    expect(savingText(9999, 10000)).toBe('You save $0.01');
  });
});

describe('firstOrderBlock', () => {
  const ok = { hasPhoto: true, signedIn: true, tokens: 3, size: 'small' as const, color: 'black' as const };
  it('passes a complete order', () => expect(firstOrderBlock(ok)).toBeNull());
  it('checks in the spec order: photo, sign-in, tokens, size, colour', () => {
    expect(firstOrderBlock({ hasPhoto: false, signedIn: false, tokens: 0, size: null, color: null })).toBe('photo');
    expect(firstOrderBlock({ ...ok, signedIn: false, tokens: 0, size: null })).toBe('sign-in');
    expect(firstOrderBlock({ ...ok, tokens: 0, size: null })).toBe('tokens');
    expect(firstOrderBlock({ ...ok, size: null, color: null })).toBe('size');
    expect(firstOrderBlock({ ...ok, color: null })).toBe('color');
  });
  it('needs no colour for a digital download', () => {
    expect(firstOrderBlock({ ...ok, size: 'digital', color: null })).toBeNull();
    expect(firstChoiceBlock('digital', null)).toBeNull();
    expect(firstChoiceBlock('large', null)).toBe('color');
  });
  it('treats anything but a positive number as no tokens', () => {
    for (const t of [0, -1, undefined, null, '5', Number.NaN]) expect(hasTokens(t)).toBe(false);
    expect(hasTokens(1)).toBe(true);
  });
});

describe('cleanPetName', () => {
  it('trims and drops blanks, and never cuts a name', () => {
    expect(cleanPetName('  Milo ')).toBe('Milo');
    expect(cleanPetName('   ')).toBeUndefined();
    expect(cleanPetName('x'.repeat(50))).toHaveLength(50);
  });
});

describe('orderPetNameProblem (issue 34)', () => {
  it('says while typing what the lettering cannot print, and passes a blank or printable name', () => {
    expect(orderPetNameProblem('')).toBeNull();
    expect(orderPetNameProblem('  Señor Biscuit  ')).toBeNull();
    expect(orderPetNameProblem('Sir Maximilian Fluffington the Third')).toBeNull();
    expect(orderPetNameProblem('Señor Biscuit 🐶✨')).toContain("We can't print 🐶 ✨");
    expect(orderPetNameProblem('x'.repeat(41))).toContain('at most 40 characters (this one has 41)');
  });
});

describe('carousel maths', () => {
  it('shows 4 / 3 / 2 cards at >= 1024 / >= 768 / below', () => {
    expect(visibleCount(1440)).toBe(4);
    expect(visibleCount(1024)).toBe(4);
    expect(visibleCount(1023)).toBe(3);
    expect(visibleCount(768)).toBe(3);
    expect(visibleCount(767)).toBe(2);
    expect(visibleCount(320)).toBe(2);
  });
  it('wraps indexes both ways', () => {
    expect(wrapIndex(8, 8)).toBe(0);
    expect(wrapIndex(-1, 8)).toBe(7);
    expect(wrapIndex(-9, 8)).toBe(7);
    expect(wrapIndex(3, 0)).toBe(0);
  });
  it('windows around the end of the list', () => {
    const items = [1, 2, 3, 4, 5];
    expect(carouselWindow(items, 0, 4)).toEqual([1, 2, 3, 4]);
    expect(carouselWindow(items, 3, 4)).toEqual([4, 5, 1, 2]);
    expect(carouselWindow(items, -1, 2)).toEqual([5, 1]);
    expect(carouselWindow([1, 2], 1, 4)).toEqual([2, 1]);
    expect(carouselWindow([], 0, 4)).toEqual([]);
  });
  it('takes up to 8 templates other than the current one', () => {
    const all = Array.from({ length: 12 }, (_, i) => ({ id: `t${i}`, name: `T${i}` }));
    const others = otherTemplates(all, { id: 't0', name: 'T0' });
    expect(others).toHaveLength(8);
    expect(others.map((t) => t.id)).not.toContain('t0');
    expect(otherTemplates(all, null)).toHaveLength(8);
  });
});

import { describe, expect, it } from 'vitest';
import { displayName, expiryLabel, filterLibrary, firstCount, frameSource, nextCount } from './library-view';
import { daysUntilExpiry } from './use-library';
import { libraryItem } from './library-test-items';

describe('library view helpers', () => {
  it('filters saved items and keeps the order', () => {
    const items = [
      libraryItem({ id: '1' }),
      libraryItem({ id: '2', saved: true }),
      libraryItem({ id: '3', saved: true }),
    ];
    expect(filterLibrary(items, 'all').map((i) => i.id)).toEqual(['1', '2', '3']);
    expect(filterLibrary(items, 'saved').map((i) => i.id)).toEqual(['2', '3']);
  });

  it('pages 3 first and 6 more each time for the account page; everything by default', () => {
    const account = { initial: 3, pageSize: 6 };
    expect(firstCount(account)).toBe(3);
    expect(nextCount(3, account)).toBe(9);
    expect(nextCount(9, account)).toBe(15);
    expect(firstCount({})).toBe(Number.POSITIVE_INFINITY);
  });

  it("labels the expiry badge in days ('Expires in N days')", () => {
    expect(expiryLabel(30)).toBe('Expires in 30 days');
    expect(expiryLabel(1)).toBe('Expires in 1 day');
    expect(expiryLabel(0)).toBe('Expires today');
  });

  it('counts 30 days for a fresh unsaved item and none for saved ones', () => {
    const now = Date.parse('2026-01-01T10:00:00.000Z');
    expect(daysUntilExpiry(libraryItem(), now)).toBe(30);
    expect(daysUntilExpiry(libraryItem({ saved: true }), now)).toBeNull();
    expect(daysUntilExpiry(libraryItem({ expiresAt: null }), now)).toBeNull();
  });

  it('frames the mockup when there is one, else the image', () => {
    expect(frameSource(libraryItem())).toBe('/files/library/u/a.webp');
    expect(frameSource(libraryItem({ mockupUrl: '/files/mockups/a.png' }))).toBe('/files/mockups/a.png');
  });

  it("falls back to 'AI Artwork' for a blank name", () => {
    expect(displayName(libraryItem({ name: '  ' }))).toBe('AI Artwork');
    expect(displayName(libraryItem({ name: 'Royal Pet' }))).toBe('Royal Pet');
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addToLocalCart, CART_CHANGED, CART_ITEM_ADDED, CART_KEY, readCart, removeFromLocalCart } from './cart-storage';

describe('local cart', () => {
  beforeEach(() => localStorage.clear());

  it('puts new items first with a ci_ id and raises both events', () => {
    const changed = vi.fn();
    const added = vi.fn();
    window.addEventListener(CART_CHANGED, changed);
    window.addEventListener(CART_ITEM_ADDED, added);
    addToLocalCart({ artworkUrl: '/files/a.webp', size: 'small', color: 'black' });
    const second = addToLocalCart({ artworkUrl: '/files/b.webp', size: 'digital' });
    expect(second.id).toMatch(/^ci_/);
    expect(readCart().map((i) => i.artworkUrl)).toEqual(['/files/b.webp', '/files/a.webp']);
    expect(changed).toHaveBeenCalledTimes(2);
    expect((changed.mock.calls[1]![0] as CustomEvent).detail.count).toBe(2);
    expect(added).toHaveBeenCalledTimes(2);
  });

  it('does not raise item-added for a silent add', () => {
    const added = vi.fn();
    window.addEventListener(CART_ITEM_ADDED, added);
    addToLocalCart({ artworkUrl: '/files/a.webp', size: 'small' }, { silent: true });
    expect(added).not.toHaveBeenCalled();
  });

  it('removes by id and survives corrupt storage', () => {
    const item = addToLocalCart({ artworkUrl: '/files/a.webp', size: 'small' });
    removeFromLocalCart(item.id);
    expect(readCart()).toEqual([]);
    localStorage.setItem(CART_KEY, '{not json');
    expect(readCart()).toEqual([]);
  });
});

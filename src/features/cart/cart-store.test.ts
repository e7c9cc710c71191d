import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_KEY } from './cart-storage';
import { createCartStore, type CartStore } from './cart-store';

describe('local cart', () => {
  let cart: CartStore;
  beforeEach(() => {
    localStorage.clear();
    cart = createCartStore();
  });

  it('puts new items first with a ci_ id, tells its subscribers and opens the drawer on the new line', () => {
    const changed = vi.fn();
    cart.subscribe(changed);
    cart.add({ artworkUrl: '/files/a.webp', size: 'small', color: 'black' });
    const second = cart.add({ artworkUrl: '/files/b.webp', size: 'digital' });
    expect(second.id).toMatch(/^ci_/);
    expect(cart.read().map((i) => i.artworkUrl)).toEqual(['/files/b.webp', '/files/a.webp']);
    expect(JSON.parse(localStorage.getItem(CART_KEY)!)).toHaveLength(2);
    expect(changed).toHaveBeenCalled();
    expect(cart.drawer()).toMatchObject({ open: true, highlightId: second.id, seq: 2 });
  });

  it('does not open the drawer for a silent add', () => {
    cart.add({ artworkUrl: '/files/a.webp', size: 'small' }, { silent: true });
    expect(cart.drawer().open).toBe(false);
  });

  it('removes by id and survives corrupt storage', () => {
    const item = cart.add({ artworkUrl: '/files/a.webp', size: 'small' });
    cart.remove(item.id);
    expect(cart.read()).toEqual([]);
    localStorage.setItem(CART_KEY, '{not json');
    expect(cart.read()).toEqual([]);
  });

  it('reads a change another tab stored', () => {
    cart.add({ artworkUrl: '/files/a.webp', size: 'small' }, { silent: true });
    localStorage.setItem(CART_KEY, JSON.stringify([{ id: 'ci_other', artworkUrl: '/files/o.webp', size: 'digital' }]));
    expect(cart.read().map((i) => i.id)).toEqual(['ci_other']);
  });
});

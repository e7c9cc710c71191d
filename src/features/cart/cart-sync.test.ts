import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem as ServerCartItem, CartItemInput } from '../../../common/contracts/cart';
import type { CartItem } from './cart-storage';
import { createCartStore, type CartStore } from './cart-store';
import { createCartSync, mirrorCart, planSignIn, readSyncMeta, SYNC_KEY, toCartInput, type CartApi } from './cart-sync';

const item = (id: string, extra: Partial<CartItem> = {}): CartItem => ({
  id,
  artworkUrl: `/files/${id}.webp`,
  size: 'small',
  color: 'black',
  templateName: 'Royal Pet',
  ...extra,
});
const server = (i: CartItem): ServerCartItem => ({
  id: i.id,
  artworkUrl: i.artworkUrl,
  originalUrl: i.originalUrl ?? null,
  size: i.size as ServerCartItem['size'],
  color: (i.color ?? null) as ServerCartItem['color'],
  templateName: i.templateName ?? null,
  mockupUrls: i.mockupUrls ?? [],
  createdAt: new Date().toISOString(),
});

/** A fake server cart that merges like the real one (same id or same artwork+size+colour kept once). */
function fakeApi(initial: CartItem[] = []) {
  let rows: ServerCartItem[] = initial.map(server);
  const api = {
    add: vi.fn(async (items: CartItemInput[]) => {
      for (const i of [...items].reverse()) {
        if (
          rows.some(
            (r) =>
              r.id === i.id || (r.artworkUrl === i.artworkUrl && r.size === i.size && r.color === (i.color ?? null)),
          )
        )
          continue;
        rows = [server(i), ...rows];
      }
      return rows;
    }),
    remove: vi.fn(async (id: string) => {
      rows = rows.filter((r) => r.id !== id);
    }),
    clear: vi.fn(async () => {
      rows = [];
    }),
  } satisfies CartApi;
  return { api, rows: () => rows };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const ids = (items: { id: string }[]) => items.map((i) => i.id);

let cart: CartStore;
beforeEach(() => {
  localStorage.clear();
  cart = createCartStore();
});

describe('planSignIn', () => {
  it('copies a guest cart up whole', () => {
    const local = [item('ci_a'), item('ci_b')];
    expect(planSignIn(local, { owner: null, mirrored: [] }, 'u1')).toEqual({ keep: local, upload: local });
  });

  it("does not send this user's mirrored items again, but sends items added since", () => {
    const local = [item('ci_guest'), item('ci_mine')];
    const plan = planSignIn(local, { owner: 'u1', mirrored: ['ci_mine'] }, 'u1');
    expect(ids(plan.upload)).toEqual(['ci_guest']);
    expect(ids(plan.keep)).toEqual(['ci_guest', 'ci_mine']);
  });

  it("drops another account's mirrored items and keeps the guest's", () => {
    const local = [item('ci_guest'), item('ci_other')];
    const plan = planSignIn(local, { owner: 'u2', mirrored: ['ci_other'] }, 'u1');
    expect(ids(plan.keep)).toEqual(['ci_guest']);
    expect(ids(plan.upload)).toEqual(['ci_guest']);
  });
});

describe('mirrorCart', () => {
  it('keeps adds still on their way, drops what the server removed, hides removals on their way', () => {
    const local = [item('ci_new'), item('ci_kept'), item('ci_gone_remote')];
    const next = mirrorCart(
      local,
      [item('ci_kept'), item('ci_removing')],
      new Set(['ci_kept', 'ci_gone_remote', 'ci_removing']),
      new Set(['ci_removing']),
    );
    expect(ids(next)).toEqual(['ci_new', 'ci_kept']);
  });

  it('drops a local-only line the server already holds under another id', () => {
    const next = mirrorCart(
      [item('ci_dup', { artworkUrl: '/files/x.webp' })],
      [item('ci_srv', { artworkUrl: '/files/x.webp' })],
      new Set(),
      new Set(),
    );
    expect(ids(next)).toEqual(['ci_srv']);
  });
});

describe('toCartInput', () => {
  it('normalises what the server would refuse and skips what it cannot use', () => {
    expect(toCartInput(item('bad id!', { size: 'digital', color: 'black' }))).toMatchObject({
      id: expect.stringMatching(/^ci_/),
      size: 'digital',
      color: null,
    });
    expect(toCartInput(item('ci_a', { size: 'huge' }))).toBeNull();
    expect(toCartInput(item('ci_a', { artworkUrl: '' }))).toBeNull();
  });
});

describe('createCartSync', () => {
  it('at sign-in copies the guest cart up in one batch and mirrors the merged cart, newest first', async () => {
    const { api } = fakeApi([item('ci_server')]);
    cart.write([item('ci_guest2'), item('ci_guest1')]);
    const sync = createCartSync({ cart, api, log: () => {} });
    await sync.signIn('u1');
    expect(api.add).toHaveBeenCalledTimes(1);
    expect(ids(api.add.mock.calls[0]![0])).toEqual(['ci_guest2', 'ci_guest1']);
    expect(ids(cart.read())).toEqual(['ci_guest2', 'ci_guest1', 'ci_server']);
    expect(readSyncMeta()).toEqual({ owner: 'u1', mirrored: ['ci_guest2', 'ci_guest1', 'ci_server'] });
  });

  it('keeps the local cart when the server cannot be reached', async () => {
    const api: CartApi = { add: vi.fn().mockRejectedValue(new Error('offline')), remove: vi.fn(), clear: vi.fn() };
    const log = vi.fn();
    cart.write([item('ci_guest')]);
    const sync = createCartSync({ cart, api, log });
    await sync.signIn('u1');
    expect(ids(cart.read())).toEqual(['ci_guest']);
    expect(log).toHaveBeenCalled();
    // The next answer from the server does not make the unsent item vanish either.
    sync.mirror([server(item('ci_server'))]);
    expect(ids(cart.read())).toEqual(['ci_guest', 'ci_server']);
  });

  it('sends adds, removes and clear to the server while signed in, and nothing after sign-out', async () => {
    const { api, rows } = fakeApi();
    const sync = createCartSync({ cart, api, log: () => {} });
    await sync.signIn('u1');
    const a = cart.add(item('ci_a'), { silent: true });
    cart.add(item('ci_b'), { silent: true });
    await flush();
    expect(ids(rows())).toEqual(['ci_b', 'ci_a']);
    cart.remove(a.id);
    expect(ids(cart.read())).toEqual(['ci_b']);
    // A stale answer still holding the removed item does not bring it back.
    sync.mirror([server(item('ci_b')), server(item('ci_a'))]);
    expect(ids(cart.read())).toEqual(['ci_b']);
    await flush();
    expect(ids(rows())).toEqual(['ci_b']);
    cart.clear();
    await flush();
    expect(rows()).toEqual([]);
    expect(cart.read()).toEqual([]);

    cart.add(item('ci_left'), { silent: true });
    await flush();
    sync.signOut();
    expect(cart.read()).toEqual([]);
    expect(readSyncMeta()).toEqual({ owner: null, mirrored: [] });
    cart.add(item('ci_offline'), { silent: true });
    await flush();
    expect(api.add).toHaveBeenCalledTimes(3);
    expect(ids(cart.read())).toEqual(['ci_offline']);
    // A guest's own cart is never emptied by a sign-out check.
    sync.signOut();
    expect(ids(cart.read())).toEqual(['ci_offline']);
  });

  it('mirrors a change made elsewhere (another tab or device)', async () => {
    const { api } = fakeApi([item('ci_a'), item('ci_b')]);
    const sync = createCartSync({ cart, api, log: () => {} });
    await sync.signIn('u1');
    sync.mirror([server(item('ci_a')), server(item('ci_b'))]);
    expect(ids(cart.read())).toEqual(['ci_a', 'ci_b']);
    sync.mirror([server(item('ci_c')), server(item('ci_b'))]);
    expect(ids(cart.read())).toEqual(['ci_c', 'ci_b']);
    expect(localStorage.getItem(SYNC_KEY)).toContain('ci_c');
  });

  it('a user signing in after another does not inherit their items', async () => {
    cart.write([item('ci_u2')]);
    localStorage.setItem(SYNC_KEY, JSON.stringify({ owner: 'u2', mirrored: ['ci_u2'] }));
    const { api } = fakeApi();
    const sync = createCartSync({ cart, api, log: () => {} });
    await sync.signIn('u1');
    expect(api.add).not.toHaveBeenCalled();
    expect(cart.read()).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness.js';
import { paintChelsea } from '../../test/fixtures.js';
import { libraryItems } from '../../db/schema.js';
import { purgeExpiredLibraryItems } from './library.service.js';
import { quickPainterAi } from '../../test/quick-painter.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ai: quickPainterAi() });
});
afterAll(() => t.close());

async function generate(cookie: string, prompt = 'an oil painting') {
  const res = await paintChelsea(t.app, cookie, prompt);
  expect(res.statusCode).toBe(200);
  return res.json<{ processedUrl: string; libraryId: string }>();
}
const list = async (cookie: string) =>
  (await t.app.inject({ url: '/api/library', headers: { cookie } })).json().items as {
    id: string;
    saved: boolean;
    expiresAt: string | null;
  }[];

describe('library', () => {
  it('lists newest first; save hides the expiry, unsave brings it back', async () => {
    const { cookie } = await signUp(t.app);
    const first = await generate(cookie, 'a watercolor portrait');
    const second = await generate(cookie, 'a pop art portrait');
    expect((await list(cookie)).map((i) => i.id)).toEqual([second.libraryId, first.libraryId]);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/library/${first.libraryId}`,
      headers: { cookie },
      payload: { saved: true },
    });
    expect(saved.json()).toMatchObject({ saved: true, expiresAt: null });
    const unsaved = await t.app.inject({
      method: 'PATCH',
      url: `/api/library/${first.libraryId}`,
      headers: { cookie },
      payload: { saved: false },
    });
    expect(unsaved.json().saved).toBe(false);
    expect(unsaved.json().expiresAt).not.toBeNull();
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/library/${first.libraryId}`,
      headers: { cookie },
      payload: { saved: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps each preview at two sizes for srcset, readable by its owner only', async () => {
    const { cookie } = await signUp(t.app);
    const other = await signUp(t.app);
    const { processedUrl } = await generate(cookie);
    const [item] = (await t.app.inject({ url: '/api/library', headers: { cookie } })).json<{
      items: { imageUrl: string; imageSrcSet?: string }[];
    }>().items;
    const sizes = item!.imageSrcSet!.split(', ').map((entry) => entry.split(' '));
    expect(sizes).toHaveLength(2);
    expect(sizes[1]).toEqual([processedUrl, expect.stringMatching(/^\d+w$/)]);
    const [smallUrl, smallWidth] = sizes[0]!;
    expect(Number.parseInt(smallWidth!, 10) * 2).toBeCloseTo(Number.parseInt(sizes[1]![1]!, 10), -1);
    const small = await t.app.inject({ url: smallUrl!, headers: { cookie } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect((await t.app.inject({ url: smallUrl!, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: smallUrl! })).statusCode).not.toBe(200);
  });

  it('deletes the record and its files', async () => {
    const { cookie } = await signUp(t.app);
    const { processedUrl, libraryId } = await generate(cookie);
    expect((await t.app.inject({ url: processedUrl, headers: { cookie } })).statusCode).toBe(200);
    const [row] = await t.deps.db.select().from(libraryItems).where(eq(libraryItems.id, libraryId));
    const del = await t.app.inject({ method: 'DELETE', url: `/api/library/${libraryId}`, headers: { cookie } });
    expect(del.statusCode).toBe(204);
    expect(await list(cookie)).toEqual([]);
    expect((await t.app.inject({ url: processedUrl, headers: { cookie } })).statusCode).toBe(404);
    expect(await t.deps.storage.exists(row!.fullKey)).toBe(false);
    for (const { key } of row!.previewSizes!) expect(await t.deps.storage.exists(key)).toBe(false);
  });

  it("never shows or changes someone else's images", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const { libraryId } = await generate(a.cookie);
    expect(await list(b.cookie)).toEqual([]);
    for (const req of [
      { method: 'GET' as const, url: `/api/library/${libraryId}` },
      { method: 'PATCH' as const, url: `/api/library/${libraryId}`, payload: { saved: true } },
      { method: 'DELETE' as const, url: `/api/library/${libraryId}` },
    ]) {
      const res = await t.app.inject({ ...req, headers: { cookie: b.cookie } });
      expect(res.statusCode).toBe(404);
    }
    expect((await list(a.cookie))[0]).toMatchObject({ id: libraryId, saved: false });
    expect((await t.app.inject({ url: '/api/library' })).statusCode).toBe(401);
  });

  it('hides unsaved items past their expiry before the purge runs, keeps saved ones (the prepared list query)', async () => {
    const { cookie } = await signUp(t.app);
    const kept = await generate(cookie);
    const gone = await generate(cookie);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/library/${kept.libraryId}`,
      headers: { cookie },
      payload: { saved: true },
    });
    const past = new Date(Date.now() - 60_000);
    for (const id of [kept.libraryId, gone.libraryId])
      await t.deps.db.update(libraryItems).set({ expiresAt: past }).where(eq(libraryItems.id, id));
    expect((await list(cookie)).map((i) => i.id)).toEqual([kept.libraryId]);
    await t.deps.db
      .update(libraryItems)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(libraryItems.id, gone.libraryId));
    expect((await list(cookie)).map((i) => i.id)).toEqual([gone.libraryId, kept.libraryId]);
  });

  it('purges unsaved items 30 days after creation, with their files, and keeps saved ones', async () => {
    const { cookie, userId } = await signUp(t.app);
    const keep = await generate(cookie);
    const lose = await generate(cookie);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/library/${keep.libraryId}`,
      headers: { cookie },
      payload: { saved: true },
    });
    const keyOf = async (id: string) =>
      (await t.deps.db.select().from(libraryItems).where(eq(libraryItems.id, id)))[0]!.imageKey;
    const [keepKey, loseKey] = [await keyOf(keep.libraryId), await keyOf(lose.libraryId)];
    const [loseRow] = await t.deps.db.select().from(libraryItems).where(eq(libraryItems.id, lose.libraryId));
    const thirtyOneDays = new Date(Date.now() + 31 * 86_400_000);
    const purged = await purgeExpiredLibraryItems(t.deps.db, t.deps.storage, thirtyOneDays);
    expect(purged).toBeGreaterThanOrEqual(1);
    const left = await t.deps.db.select().from(libraryItems).where(eq(libraryItems.userId, userId));
    expect(left.map((r) => r.id)).toEqual([keep.libraryId]);
    expect(await t.deps.storage.exists(loseKey)).toBe(false);
    for (const { key } of loseRow!.previewSizes!) expect(await t.deps.storage.exists(key)).toBe(false);
    expect(await t.deps.storage.exists(keepKey)).toBe(true);
  });
});

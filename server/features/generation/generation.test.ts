import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness.js';
import { uploadPhoto } from '../../test/fixtures.js';
import { libraryItems, tokenLedger, user } from '../../db/schema.js';
import { createLocalAi } from '../../adapters/ai/local-ai.js';
import type { AiPort } from '../../adapters/ai/ai.port.js';
import { awaitJob, editImage } from './generation.service.js';

const chelsea = await fs.readFile(path.join(import.meta.dirname, '../../../tests/fixtures/cat-chelsea.png'));

/** The real local AI, except that painting can be made to fail. */
const failing = { paint: false };
const local = createLocalAi();
const ai: AiPort = {
  ...local,
  paint: (input) => (failing.paint ? Promise.reject(new Error('painter crashed')) : local.paint(input)),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ai });
});
afterAll(() => t.close());

async function upload(cookie: string, bytes = chelsea, name = 'chelsea.png') {
  return uploadPhoto(t.app, cookie, bytes, name, 'image/png');
}
const tokensOf = async (userId: string) =>
  (await t.deps.db.select({ tokens: user.tokens }).from(user).where(eq(user.id, userId)))[0]!.tokens;
const ledgerSum = async (userId: string) =>
  Number(
    (
      await t.deps.db
        .select({ s: sql<number>`coalesce(sum(${tokenLedger.delta}), 0)` })
        .from(tokenLedger)
        .where(eq(tokenLedger.userId, userId))
    )[0]!.s,
  );
const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

describe('generation', () => {
  it('paints an uploaded photo at print size, debits one token and adds it to the library', async () => {
    const { cookie, userId } = await signUp(t.app);
    const up = await upload(cookie);
    expect(up.statusCode).toBe(201);
    expect(up.json().path).toMatch(new RegExp(`^user_uploads/${userId}/[A-Za-z0-9]{24}-\\d+_chelsea\\.png$`));
    const res = await post('/api/edit-image', cookie, {
      imageUrl: up.json().url,
      prompt: 'A royal portrait',
      size: 'small',
      uid: userId,
      templateId: 'royal-pet',
      refine: true,
    });
    expect(res.statusCode).toBe(200);
    const { processedUrl, libraryId } = res.json();
    expect(await tokensOf(userId)).toBe(4);
    expect(await ledgerSum(userId)).toBe(4);
    const preview = await t.app.inject({ url: processedUrl, headers: { cookie } });
    expect(preview.headers['content-type']).toBe('image/webp');
    expect(preview.headers['cache-control']).toBe('private, max-age=3600');
    const lib = (await t.app.inject({ url: '/api/library', headers: { cookie } })).json().items;
    expect(lib[0]).toMatchObject({
      id: libraryId,
      imageUrl: processedUrl,
      name: 'Royal Pet',
      saved: false,
      size: 'small',
      promptOriginal: 'A royal portrait',
    });
    expect(lib[0].promptRefined).toMatch(/^A royal portrait\. /);
    expect(new Date(lib[0].expiresAt).getTime() - new Date(lib[0].createdAt).getTime()).toBe(30 * 86_400_000);
    const [row] = await t.deps.db.select().from(libraryItems).where(eq(libraryItems.id, libraryId));
    const full = await t.deps.storage.get(row!.fullKey);
    expect(await sharp(full!.body).metadata()).toMatchObject({ width: 2400, height: 3000 });
  });

  it('refunds the token when the painter fails', async () => {
    const { cookie, userId } = await signUp(t.app);
    const up = await upload(cookie);
    failing.paint = true;
    try {
      const res = await post('/api/edit-image', cookie, { imageUrl: up.json().url, prompt: 'oil painting' });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.message).toMatch(/refunded/);
    } finally {
      failing.paint = false;
    }
    expect(await tokensOf(userId)).toBe(5);
    const reasons = (await t.deps.db.select().from(tokenLedger).where(eq(tokenLedger.userId, userId))).map((r) => [
      r.reason,
      r.delta,
    ]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        ['generation', -1],
        ['refund', 1],
      ]),
    );
    expect((await t.app.inject({ url: '/api/library', headers: { cookie } })).json().items).toEqual([]);
  });

  const editNames =
    "an edit of a library portrait is an 'Edited portrait' and a 'Portrait edit'; a failed one is refunded";
  it(editNames, async () => {
    const { cookie, userId } = await signUp(t.app);
    const up = await upload(cookie);
    const first = await post('/api/edit-image', cookie, {
      imageUrl: up.json().url,
      templateId: 'royal-pet',
      prompt: 'x',
    });
    expect(first.statusCode).toBe(200);
    const edited = await post('/api/edit-image', cookie, {
      imageUrl: first.json().processedUrl,
      prompt: 'a blue bow tie',
    });
    expect(edited.statusCode).toBe(200);
    const items = (await t.app.inject({ url: '/api/library', headers: { cookie } })).json().items;
    expect(items.find((i: { id: string }) => i.id === edited.json().libraryId).name).toBe('Edited portrait');
    failing.paint = true;
    try {
      const failed = await post('/api/edit-image', cookie, {
        imageUrl: first.json().processedUrl,
        prompt: 'a red hat',
      });
      expect(failed.statusCode).toBe(502);
    } finally {
      failing.paint = false;
    }
    expect(await tokensOf(userId)).toBe(3);
    const history = (await t.app.inject({ url: '/api/me/token-history', headers: { cookie } })).json().entries;
    expect(history.map((e: { reason: string; delta: number }) => [e.reason, e.delta]).reverse()).toEqual([
      ['signup', 5],
      ['generation', -1],
      ['edit', -1],
      ['edit', -1],
      ['refund', 1],
    ]);
  });

  it('refuses with 403 when the balance is 0, and charges nothing', async () => {
    const { cookie, userId } = await signUp(t.app);
    const up = await upload(cookie);
    await t.deps.db.transaction(async (tx) => {
      await tx.update(user).set({ tokens: 0 }).where(eq(user.id, userId));
      await tx
        .insert(tokenLedger)
        .values({ id: `drain-${userId}`, userId, delta: -5, reason: 'admin', balanceAfter: 0 });
    });
    const res = await post('/api/edit-image', cookie, { imageUrl: up.json().url, prompt: 'oil painting' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'INSUFFICIENT_TOKENS', message: 'Insufficient tokens.' });
  });

  it('50 concurrent generations with 3 tokens make exactly 3 images', async () => {
    const { cookie, userId } = await signUp(t.app);
    const up = await upload(cookie);
    await t.deps.db.transaction(async (tx) => {
      await tx.update(user).set({ tokens: 3 }).where(eq(user.id, userId));
      await tx
        .insert(tokenLedger)
        .values({ id: `trim-${userId}`, userId, delta: -2, reason: 'admin', balanceAfter: 3 });
    });
    const deps = {
      db: t.deps.db,
      storage: t.deps.storage,
      hub: t.deps.hub,
      engine: t.deps.jobs.engine,
      settings: t.deps.jobs.settings,
    };
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, async () => {
        const job = await editImage(deps, {
          userId,
          imageUrl: up.json().url,
          prompt: 'a watercolor portrait',
          size: 'digital',
        });
        const view = await awaitJob(deps, userId, job.id, 110_000);
        if (view.state !== 'done') throw new Error(`job ${view.state}`);
        return view;
      }),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refusals = results.filter((r) => r.status === 'rejected').map((r) => r.reason.code);
    expect(new Set(refusals)).toEqual(new Set(['INSUFFICIENT_TOKENS']));
    expect(await tokensOf(userId)).toBe(0);
    expect(await ledgerSum(userId)).toBe(0);
    expect((await t.app.inject({ url: '/api/library', headers: { cookie } })).json().items).toHaveLength(3);
  }, 120_000);

  it('makes a white-background portrait with the pet name for one token', async () => {
    const { cookie, userId } = await signUp(t.app);
    const up = await upload(cookie);
    const bg = await post('/api/process-pet-photo', cookie, { imageUrl: up.json().url });
    expect(bg.statusCode).toBe(200);
    expect(await tokensOf(userId)).toBe(5);
    const final = await post('/api/create-final-image', cookie, {
      imageUrl: bg.json().processedUrl,
      petName: ' Chelsea ',
      uid: userId,
    });
    expect(final.statusCode).toBe(200);
    expect(await tokensOf(userId)).toBe(4);
    const lib = (await t.app.inject({ url: '/api/library', headers: { cookie } })).json().items;
    expect(lib[0].name).toBe('Chelsea — White Background Portrait');
    const blank = await post('/api/create-final-image', cookie, { imageUrl: bg.json().processedUrl, petName: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain("Please enter your pet's name.");
  });

  it('requires sign-in and refuses a uid that is not the caller', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/edit-image',
          payload: { imageUrl: '/files/x.png', prompt: 'x', uid: null },
        })
      ).statusCode,
    ).toBe(401);
    const { cookie } = await signUp(t.app);
    const up = await upload(cookie);
    const res = await post('/api/edit-image', cookie, { imageUrl: up.json().url, prompt: 'x', uid: 'someone-else' });
    expect(res.statusCode).toBe(403);
  });
});

describe('imageUrl must be our own storage (no server-side fetch)', () => {
  const cases = [
    'http://127.0.0.1:3999/files/user_uploads/a.png',
    'http://localhost:9/files/a.png',
    'http://169.254.169.254/latest/meta-data/iam',
    'http://10.0.0.5/cat.png',
    'http://192.168.1.1/cat.png',
    'http://[::1]/files/a.png',
    'https://evil.example.com/files/templates/royal.webp',
    'http://localhost:3999/files/a.png?redirect=http://evil.example.com',
    'file:///etc/passwd',
    'ftp://example.com/cat.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'javascript:alert(1)',
    '/files/../../etc/passwd',
  ];
  it.each(cases)('refuses %s with a 4xx and charges nothing', async (imageUrl) => {
    const { cookie, userId } = await signUp(t.app);
    const res = await post('/api/edit-image', cookie, { imageUrl, prompt: 'royal portrait' });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().error.message).toBeTruthy();
    expect(await tokensOf(userId)).toBe(5);
  });

  it("refuses someone else's upload as if it did not exist", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const up = await upload(a.cookie);
    const res = await post('/api/edit-image', b.cookie, { imageUrl: up.json().url, prompt: 'royal portrait' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Image not found.');
    expect(await tokensOf(b.userId)).toBe(5);
  });
});

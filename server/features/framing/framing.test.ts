import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness.js';
import { uploadPhoto } from '../../test/fixtures.js';
import { libraryItems } from '../../db/schema.js';
import { ArtworkUnreadableError, type MockupsPort } from '../../adapters/mockups/mockups.port.js';
import { composeFrameForUser, FRAMING_MESSAGES } from './framing.service.js';
import { quickPainterAi } from '../../test/quick-painter.js';

const chelsea = await fs.readFile(path.join(import.meta.dirname, '../../../tests/fixtures/cat-chelsea.png'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ai: quickPainterAi() });
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

async function upload(cookie: string) {
  const res = await uploadPhoto(t.app, cookie, chelsea, 'chelsea.png', 'image/png');
  expect(res.statusCode).toBe(201);
  return res.json<{ url: string }>();
}

/** A signed-in user with one painted library image. */
async function userWithArtwork() {
  const u = await signUp(t.app);
  const up = await upload(u.cookie);
  const gen = await post('/api/edit-image', u.cookie, { imageUrl: up.url, prompt: 'royal portrait', uid: null });
  expect(gen.statusCode).toBe(200);
  return { ...u, uploadUrl: up.url, ...gen.json<{ processedUrl: string; libraryId: string }>() };
}

describe('POST /api/compose-frame', () => {
  it("frames a library image in three views and makes the framed view the item's mockup", async () => {
    const u = await userWithArtwork();
    const res = await post('/api/compose-frame', u.cookie, {
      imageUrl: u.processedUrl,
      size: 'medium',
      color: 'red_oak',
    });
    expect(res.statusCode).toBe(200);
    const { urls, url } = res.json<{ urls: string[]; url: string }>();
    expect(urls).toHaveLength(3);
    expect(urls[2]).toBe(url);
    expect(urls.map((x) => x.replace(/^.*\/[A-Za-z0-9]+-/, ''))).toEqual(['wall.webp', 'closeup.webp', 'framed.webp']);
    for (const x of urls)
      expect(x).toMatch(new RegExp(`^/files/mockups/${u.userId}/[A-Za-z0-9]+-(wall|closeup|framed)\\.webp$`));
    const files = await Promise.all(urls.map((x) => t.app.inject({ url: x, headers: { cookie: u.cookie } })));
    expect(files.map((f) => f.headers['content-type'])).toEqual(['image/webp', 'image/webp', 'image/webp']);
    const metas = await Promise.all(files.map((f) => sharp(f.rawPayload).metadata()));
    expect(metas.map((m) => `${m.width}x${m.height}`)).toEqual(['1600x1200', '1200x1200', '1200x1500']);
    const [row] = await t.deps.db.select().from(libraryItems).where(eq(libraryItems.id, u.libraryId));
    expect(row!.mockupUrl).toBe(url);
    const item = (await t.app.inject({ url: `/api/library/${u.libraryId}`, headers: { cookie: u.cookie } })).json();
    expect(item.mockupUrl).toBe(url);
  });

  it("accepts size labels, defaults to black, and frames the caller's own upload too", async () => {
    const u = await signUp(t.app);
    const up = await upload(u.cookie);
    const res = await post('/api/compose-frame', u.cookie, { imageUrl: up.url, size: '8x10' });
    expect(res.statusCode).toBe(200);
    const framed = await t.app.inject({ url: res.json().url, headers: { cookie: u.cookie } });
    const { data, info } = await sharp(framed.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    // The left moulding, a third of the way down: black.
    const i = (Math.round(info.height * 0.4) * info.width + 150) * 3;
    expect(data[i]! + data[i + 1]! + data[i + 2]!).toBeLessThan(150);
  });

  it.each([
    ['nothing', undefined],
    ['no size', { imageUrl: '/files/templates/royal-pet-480.webp' }],
    ['no image', { size: 'small', color: 'black' }],
    ['blank image', { imageUrl: '  ', size: 'small' }],
    ['an unknown size', { imageUrl: '/files/templates/royal-pet-480.webp', size: '5x7' }],
    ['an unknown colour', { imageUrl: '/files/templates/royal-pet-480.webp', size: 'small', color: 'gold' }],
    ['a number for the image', { imageUrl: 42, size: 'small' }],
  ])('refuses %s with the spec message', async (_name, payload) => {
    const u = await signUp(t.app);
    const res = await post('/api/compose-frame', u.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Missing image, size, or color for mockup generation.');
  });

  it("answers 404 for another customer's image and 400 for a URL that is not the shop's", async () => {
    const owner = await userWithArtwork();
    const other = await signUp(t.app);
    const theirs = await post('/api/compose-frame', other.cookie, {
      imageUrl: owner.processedUrl,
      size: 'large',
      color: 'white',
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe('Mockup image not found.');
    const [row] = await t.deps.db.select().from(libraryItems).where(eq(libraryItems.id, owner.libraryId));
    expect(row!.mockupUrl).toBeNull();
    const foreign = await post('/api/compose-frame', other.cookie, {
      imageUrl: 'https://evil.example.com/cat.png',
      size: 'large',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toMatch(/stored by this shop/);
  });

  it('needs sign-in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/compose-frame',
      payload: { imageUrl: '/files/x.webp', size: 'small' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('composeFrameForUser', () => {
  const failingWith = (err: Error): MockupsPort => ({ kind: 'local', composeFrame: () => Promise.reject(err) });

  it("reports unreadable artwork and engine failures with the spec's texts", async () => {
    const u = await signUp(t.app);
    const up = await upload(u.cookie);
    const deps = (mockups: MockupsPort) => ({ db: t.deps.db, storage: t.deps.storage, mockups });
    const input = { userId: u.userId, imageUrl: up.url, size: 'small', color: 'black' } as const;
    await expect(
      composeFrameForUser(deps(failingWith(new ArtworkUnreadableError('bad'))), input),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: FRAMING_MESSAGES.unreadable,
    });
    await expect(composeFrameForUser(deps(failingWith(new Error('boom'))), input)).rejects.toMatchObject({
      code: 'INTERNAL',
      message: 'Failed to compose framed image',
    });
  });
});

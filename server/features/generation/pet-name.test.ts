import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness.js';
import { uploadPhoto } from '../../test/fixtures.js';
import { tokenLedger, user } from '../../db/schema.js';

/** Issue 27, items 2 and 4: the pet's name is checked against what the lettering can print before any token is spent. */
const chelsea = await fs.readFile(path.join(import.meta.dirname, '../../../tests/fixtures/cat-chelsea.png'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const tokensOf = async (userId: string) =>
  (await t.deps.db.select({ tokens: user.tokens }).from(user).where(eq(user.id, userId)))[0]!.tokens;
const ledgerRows = async (userId: string) =>
  (await t.deps.db.select().from(tokenLedger).where(eq(tokenLedger.userId, userId))).length;

async function cutOut(cookie: string) {
  const up = await uploadPhoto(t.app, cookie, chelsea, 'chelsea.png', 'image/png');
  const bg = await post('/api/process-pet-photo', cookie, { imageUrl: up.json<{ url: string }>().url });
  expect(bg.statusCode).toBe(200);
  return bg.json<{ processedUrl: string }>().processedUrl;
}

describe("the pet's name on a white-background portrait", () => {
  it('item 2: a name with emoji is refused before any token is spent, naming the characters', async () => {
    const { cookie, userId } = await signUp(t.app);
    const imageUrl = await cutOut(cookie);
    const before = { tokens: await tokensOf(userId), ledger: await ledgerRows(userId) };
    for (const petName of ['Biscuit 🐾', '🐶 Rex ❤️', 'Luna 👩‍👩‍👧']) {
      const res = await post('/api/create-final-image', cookie, { imageUrl, petName });
      expect(res.statusCode, petName).toBe(400);
      const { message } = res.json<{ error: { message: string } }>().error;
      for (const emoji of petName.split(' ').filter((w) => !/^\p{L}+$/u.test(w))) expect(message).toContain(emoji);
    }
    // The same rule on the edit call, which letters the name too.
    expect(
      (await post('/api/edit-image', cookie, { imageUrl, prompt: 'royal portrait', petName: 'Rex 🐾' })).statusCode,
    ).toBe(400);
    expect({ tokens: await tokensOf(userId), ledger: await ledgerRows(userId) }).toEqual(before);
  });

  it('item 4: a name longer than the lettering holds is refused with its length, never cut', async () => {
    const { cookie, userId } = await signUp(t.app);
    const imageUrl = await cutOut(cookie);
    const long = 'Sir Bartholomew Wigglesworth the Third of Mayo';
    const res = await post('/api/create-final-image', cookie, { imageUrl, petName: long });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { message: string } }>().error.message).toBe(
      `Your pet's name is too long to print: at most 40 characters (this one has ${long.length}).`,
    );
    expect(await tokensOf(userId)).toBe(5);
    // Accented and Greek or Cyrillic names print (the font has them), up to 40 characters.
    const ok = await post('/api/create-final-image', cookie, { imageUrl, petName: 'Zoë Ñandú Лайка Φίλος' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await tokensOf(userId)).toBe(4);
  }, 120_000);
});

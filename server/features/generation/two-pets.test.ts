import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { signUp, type TestApp } from '../../test/harness.js';
import { createTestAppWithCustomer, uploadPhoto } from '../../test/fixtures.js';
import { tokenLedger, user } from '../../db/schema.js';
import { recordingAi } from '../../test/quick-painter.js';

const fixtures = path.join(import.meta.dirname, '../../../tests/fixtures');
const shepherd = await fs.readFile(path.join(fixtures, 'pets/dog-shepherd-fullbody.jpg'));
const chelsea = await fs.readFile(path.join(fixtures, 'cat-chelsea.png'));

/** The real local AI; painting is also recorded, to see what the painter was given. */
const { ai, painted } = recordingAi();

let t: TestApp;
let cookie: string;
let userId: string;
beforeAll(async () => ({ t, cookie, userId } = await createTestAppWithCustomer({ ai })));
afterAll(() => t.close());

async function upload(bytes: Buffer, as = cookie) {
  return (await uploadPhoto(t.app, as, bytes, 'pet.png', 'image/png')).json<{ id: string; url: string }>();
}
const post = (url: string, payload: object, as = cookie) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: as }, payload });
const tokens = async () =>
  (await t.deps.db.select({ tokens: user.tokens }).from(user).where(eq(user.id, userId)))[0]!.tokens;
const ledger = async () => (await t.deps.db.select().from(tokenLedger).where(eq(tokenLedger.userId, userId))).length;

/** Share of the mask that is pet in each half of the picture. */
async function halves(png: Buffer) {
  const { data, info } = await sharp(png).greyscale().extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const share = [0, 0];
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if (data[y * info.width + x]! >= 128) share[x < info.width / 2 ? 0 : 1]! += 2 / (info.width * info.height);
  return share;
}

/** Mean brightness of the photo under the mask, in each half. */
async function petMeans(photo: Buffer, mask: Buffer): Promise<[number, number]> {
  const grey = await sharp(photo).greyscale().extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = grey.info;
  const m = await sharp(mask).resize(w, h, { fit: 'fill' }).extractChannel(0).raw().toBuffer();
  const sum = [0, 0],
    n = [0, 0];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (m[y * w + x]! >= 128) {
        const i = x < w / 2 ? 0 : 1;
        sum[i]! += grey.data[y * w + x]!;
        n[i]!++;
      }
  return [sum[0]! / n[0]!, sum[1]! / n[1]!];
}

describe('two pets in one portrait', () => {
  it('paints both pets side by side in one photo, for one token', async () => {
    const [dog, cat] = [await upload(shepherd), await upload(chelsea)];
    const [before, entries] = [await tokens(), await ledger()];
    const res = await post('/api/edit-image', {
      imageUrl: dog.url,
      secondImageUrl: cat.url,
      prompt: 'A royal portrait',
      size: 'digital',
      templateId: 'royal-pet',
    });
    expect(res.statusCode).toBe(200);
    expect(await tokens()).toBe(before - 1);
    expect(await ledger()).toBe(entries + 1);
    const input = painted.at(-1)!;
    // One photo holding both pets, and the mask of both: each half holds one pet.
    const meta = await sharp(input.photo).metadata();
    expect(meta.width).toBeGreaterThan(meta.height);
    const [left, right] = await halves(input.subjectMask!);
    expect(left).toBeGreaterThan(0.1);
    expect(right).toBeGreaterThan(0.1);
    // Under each half's mask stands a pet (not the white ground): the dog's dark saddle, the tabby's grey-brown.
    const [dogMean, catMean] = await petMeans(input.photo, input.subjectMask!);
    expect(dogMean).toBeLessThan(170);
    expect(catMean).toBeLessThan(200);
    expect(Math.abs(dogMean - catMean)).toBeGreaterThan(5);
    const preview = await t.app.inject({ url: res.json<{ processedUrl: string }>().processedUrl, headers: { cookie } });
    expect(preview.statusCode).toBe(200);
  });

  it('refuses a second photo that is not the customer’s, or a library portrait, spending nothing', async () => {
    const dog = await upload(shepherd);
    const other = await signUp(t.app);
    const theirs = await upload(chelsea, other.cookie);
    const [before, entries] = [await tokens(), await ledger()];
    expect(
      (await post('/api/edit-image', { imageUrl: dog.url, secondImageUrl: theirs.url, prompt: 'A royal portrait' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await post('/api/edit-image', {
          imageUrl: dog.url,
          secondImageUrl: 'https://example.com/cat.png',
          prompt: 'A royal portrait',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post('/api/edit-image', {
          imageUrl: dog.url,
          secondImageUrl: 'x'.repeat(3000),
          prompt: 'A royal portrait',
        })
      ).statusCode,
    ).toBe(400);
    const portrait = (await post('/api/edit-image', { imageUrl: dog.url, prompt: 'A royal portrait' })).json<{
      processedUrl: string;
    }>();
    const afterOne = await tokens();
    expect(
      (
        await post('/api/edit-image', {
          imageUrl: dog.url,
          secondImageUrl: portrait.processedUrl,
          prompt: 'A royal portrait',
        })
      ).statusCode,
    ).toBe(400);
    expect(await tokens()).toBe(afterOne);
    expect(afterOne).toBe(before - 1);
    expect(await ledger()).toBe(entries + 1);
  });

  it('cuts both pets out onto white and letters the portrait with two names', async () => {
    const [dog, cat] = [await upload(shepherd), await upload(chelsea)];
    const cut = await post('/api/process-pet-photo', { imageUrl: dog.url, secondImageUrl: cat.url });
    expect(cut.statusCode).toBe(200);
    const before = await tokens();
    const lettered = await post('/api/create-final-image', {
      imageUrl: cut.json<{ processedUrl: string }>().processedUrl,
      petName: 'Rex',
      secondPetName: 'Chelsea',
    });
    expect(lettered.statusCode).toBe(200);
    expect(await tokens()).toBe(before - 1);
    const items = (await t.app.inject({ url: '/api/library', headers: { cookie } })).json<{
      items: { id: string; name: string }[];
    }>().items;
    expect(items.find((i) => i.id === lettered.json<{ libraryId: string }>().libraryId)?.name).toBe(
      'Rex & Chelsea — White Background Portrait',
    );
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { signUp, type TestApp } from '../../test/harness.js';
import { createTestAppWithCustomer, uploadPhoto } from '../../test/fixtures.js';
import { tokenLedger, uploads } from '../../db/schema.js';
import { createLocalAi } from '../../adapters/ai/local-ai.js';
import type { AiPort, PaintInput } from '../../adapters/ai/ai.port.js';
import type { PhotoCheck } from '../../../common/contracts/uploads.js';

const shepherd = await fs.readFile(
  path.join(import.meta.dirname, '../../../tests/fixtures/pets/dog-shepherd-fullbody.jpg'),
); // 800 x 600

/** The local AI, recording the masks each request carried (painting is a plain canvas: the test is about the request). */
const seen: { paint: PaintInput[]; removeBackground: (Buffer | undefined)[] } = { paint: [], removeBackground: [] };
const local = createLocalAi();
const ai: AiPort = {
  ...local,
  paint: async (input) => {
    seen.paint.push(input);
    return sharp({ create: { width: input.width, height: input.height, channels: 3, background: '#caa' } })
      .png()
      .toBuffer();
  },
  removeBackground: async (photo, options) => {
    seen.removeBackground.push(options?.subjectMask);
    return local.removeBackground(photo);
  },
};

let t: TestApp;
let cookie: string;
let userId: string;
beforeAll(async () => ({ t, cookie, userId } = await createTestAppWithCustomer({ ai })));
afterAll(() => t.close());

async function upload(as = cookie) {
  const res = await uploadPhoto(t.app, as, shepherd, 'dog.jpg', 'image/jpeg');
  return res.json<{ id: string; url: string }>();
}
const putMask = (id: string, body: Buffer | string, type = 'image/png', as = cookie) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/uploads/${id}/mask`,
    headers: { cookie: as, 'content-type': type },
    payload: body,
  });
const check = async (id: string) =>
  (await t.app.inject({ url: `/api/uploads/${id}/check`, headers: { cookie } })).json<PhotoCheck>();
const maskPng = (width: number, height: number, keep = '#ffffff') =>
  sharp({ create: { width, height, channels: 3, background: '#000000' } })
    .composite([
      {
        input: {
          create: { width: Math.round(width / 2), height: Math.round(height / 2), channels: 3, background: keep },
        },
        left: Math.round(width / 4),
        top: Math.round(height / 4),
      },
    ])
    .png()
    .toBuffer();
const paintFrom = (imageUrl: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/edit-image',
    headers: { cookie },
    payload: { imageUrl, prompt: 'A royal portrait', size: 'digital' },
  });
const ledgerRows = async () =>
  (await t.deps.db.select().from(tokenLedger).where(eq(tokenLedger.userId, userId))).length;

describe('the touched-up cut-out (PUT /api/uploads/{id}/mask)', () => {
  it('refuses what is not a mask of this photo, and anybody but the owner, changing nothing', async () => {
    const { id } = await upload();
    const jpeg = await sharp(await maskPng(400, 300))
      .jpeg()
      .toBuffer();
    const cases: [string, Promise<{ statusCode: number }>, number][] = [
      ['a JPEG', putMask(id, jpeg), 415],
      ['text as a PNG', putMask(id, 'not a png at all'), 415],
      ['JSON', putMask(id, '{"mask":1}', 'application/json'), 415],
      ['a truncated PNG', putMask(id, (await maskPng(400, 300)).subarray(0, 60)), 400],
      ['the wrong proportions', putMask(id, await maskPng(300, 300)), 400],
      ['too large', putMask(id, await maskPng(4000, 3000)), 400],
      ['too small', putMask(id, await maskPng(12, 9)), 400],
      ["someone else's upload", putMask(id, await maskPng(400, 300), 'image/png', (await signUp(t.app)).cookie), 404],
      ['no such upload', putMask('00000000-0000-0000-0000-000000000000', await maskPng(400, 300)), 404],
      ['a bad id', putMask('..%2F..%2Fetc', await maskPng(400, 300)), 404],
    ];
    for (const [name, res, status] of cases) expect((await res).statusCode, name).toBe(status);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/uploads/${id}/mask`,
          headers: { 'content-type': 'image/png' },
          payload: await maskPng(400, 300),
        })
      ).statusCode,
    ).toBe(401);
    const [row] = await t.deps.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row!.maskKey).toBeNull();
  });

  it('is stored with the upload, owner only, for no token, and the photo check then uses it', async () => {
    const { id } = await upload();
    const ledger = await ledgerRows();
    const res = await putMask(id, await maskPng(400, 300));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ uploadId: id, corrected: true });
    const after = await check(id);
    expect(after.corrected).toBe(true);
    expect(after.measures.coverage).toBeCloseTo(0.25, 1);
    // An empty mask: the check says no pet is kept.
    expect((await putMask(id, await maskPng(400, 300, '#000000'))).statusCode).toBe(200);
    expect((await check(id)).warnings.map((w) => w.code)).toContain('no_subject');
    expect(await ledgerRows()).toBe(ledger);
    const [row] = await t.deps.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row!.maskKey).toMatch(new RegExp(`^user_uploads/${userId}/`));
    // Its file is private to the owner like the photo.
    const other = await signUp(t.app);
    expect(
      (await t.app.inject({ url: t.deps.storage.urlFor(row!.maskKey!), headers: { cookie: other.cookie } })).statusCode,
    ).toBe(404);
  });

  it('goes to the painter as subjectMask: generation, background removal and the lettered portrait', async () => {
    const { id, url } = await upload();
    expect((await putMask(id, await maskPng(400, 300))).statusCode).toBe(200);
    const mask = (await t.deps.storage.get(
      (await t.deps.db.select().from(uploads).where(eq(uploads.id, id)))[0]!.maskKey!,
    ))!.body;

    const painted = await paintFrom(url);
    expect(painted.statusCode).toBe(200);
    expect(seen.paint.at(-1)!.subjectMask?.equals(mask)).toBe(true);

    const processed = await t.app.inject({
      method: 'POST',
      url: '/api/process-pet-photo',
      headers: { cookie },
      payload: { imageUrl: url },
    });
    expect(processed.statusCode).toBe(200);
    expect(seen.removeBackground.at(-1)?.equals(mask)).toBe(true);
    // The cut-out keeps its own copy of the mask, so the lettered portrait made from it uses it too.
    const cutOut = processed.json<{ processedUrl: string }>().processedUrl;
    const [cutRow] = await t.deps.db
      .select()
      .from(uploads)
      .where(sql`${uploads.key} = ${t.deps.storage.keyFromUrl(cutOut)}`);
    expect((await t.deps.storage.get(cutRow!.maskKey!))!.body.equals(mask)).toBe(true);
    const lettered = await t.app.inject({
      method: 'POST',
      url: '/api/create-final-image',
      headers: { cookie },
      payload: { imageUrl: cutOut, petName: 'Rex' },
    });
    expect(lettered.statusCode).toBe(200);

    // A photo nobody touched up carries no mask: the model's own cut-out is used.
    const plain = await upload();
    await paintFrom(plain.url);
    expect(seen.paint.at(-1)!.subjectMask).toBeUndefined();
  });
});

describe("the model's cut-out, kept from the photo check (decision 034)", () => {
  it('is computed once: later checks and every portrait of the photo read it; a touch-up still wins', async () => {
    const { id, url } = await upload();
    const first = await check(id);
    expect(first.corrected).toBe(false);
    const [row] = await t.deps.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row!.cutoutKey).toMatch(new RegExp(`^user_uploads/${userId}/.*-cutout\\.png$`));
    const kept = (await t.deps.storage.get(row!.cutoutKey!))!.body;
    expect((await sharp(kept).metadata()).width).toBe(512);
    // Private to the owner like the photo.
    const other = await signUp(t.app);
    expect(
      (await t.app.inject({ url: t.deps.storage.urlFor(row!.cutoutKey!), headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(404);

    // The second check reads the kept file (swapped here for an empty one: it then finds no pet), not the model.
    await t.deps.storage.put(row!.cutoutKey!, await maskPng(512, 384, '#000000'), 'image/png');
    expect((await check(id)).warnings.map((w) => w.code)).toContain('no_subject');
    await t.deps.storage.put(row!.cutoutKey!, kept, 'image/png');
    const again = await check(id);
    expect(again.warnings).toEqual(first.warnings);
    expect(again.corrected).toBe(false);
    const [still] = await t.deps.db.select().from(uploads).where(eq(uploads.id, id));
    expect(still!.cutoutKey).toBe(row!.cutoutKey);

    // The portrait is painted from it.
    const painted = await paintFrom(url);
    expect(painted.statusCode).toBe(200);
    expect(seen.paint.at(-1)!.subjectMask?.equals(kept)).toBe(true);

    // The customer's touch-up takes its place; the kept cut-out stays beside it.
    expect((await putMask(id, await maskPng(400, 300))).statusCode).toBe(200);
    expect((await check(id)).corrected).toBe(true);
    await paintFrom(url);
    expect(seen.paint.at(-1)!.subjectMask?.equals(kept)).toBe(false);
    const [touched] = await t.deps.db.select().from(uploads).where(eq(uploads.id, id));
    expect(touched!.cutoutKey).toBe(row!.cutoutKey);
  });
});

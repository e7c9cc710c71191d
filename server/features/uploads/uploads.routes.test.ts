import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { count, eq, sql } from 'drizzle-orm';
import { multipartFile, type TestApp } from '../../test/harness.js';
import { createTestAppWithCustomer } from '../../test/fixtures.js';
import { uploads } from '../../db/schema.js';
import { pngBomb } from '../../test/png-bomb.js';

const chelsea = await fs.readFile(path.join(import.meta.dirname, '../../../tests/fixtures/cat-chelsea.png'));
let t: TestApp;
let cookie: string;
let userId: string;
beforeAll(async () => ({ t, cookie, userId } = await createTestAppWithCustomer()));
afterAll(() => t.close());

const send = (bytes: Buffer, name: string, type = 'image/png', extraFiles = 0) => {
  const form = multipartFile(bytes, name, type, 'file', extraFiles);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...form.headers, cookie },
    payload: form.payload,
  });
};
const stored = async () =>
  Number((await t.deps.db.select({ n: count() }).from(uploads).where(eq(uploads.userId, userId)))[0]!.n);

describe('POST /api/uploads fuzz: every bad file is a clear 4xx and stores nothing', () => {
  const cases: [string, () => Promise<Buffer> | Buffer, string, string, number, RegExp][] = [
    ['zero bytes', () => Buffer.alloc(0), 'empty.png', 'image/png', 400, /empty/],
    [
      'a PDF named .png',
      () => Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'),
      'cat.png',
      'image/png',
      415,
      /^File type must be JPEG, PNG or WebP$/,
    ],
    [
      'a GIF',
      () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      'cat.gif',
      'image/gif',
      415,
      /^File type must be JPEG, PNG or WebP$/,
    ],
    [
      'an SVG with script',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'cat.svg',
      'image/svg+xml',
      415,
      /^File type must be JPEG, PNG or WebP$/,
    ],
    [
      'an HTML page named .jpg',
      () => Buffer.from('<!doctype html><html><script>alert(1)</script>'),
      'cat.jpg',
      'image/jpeg',
      415,
      /^File type must be JPEG, PNG or WebP$/,
    ],
    [
      '10 MB + 1 byte',
      () => Buffer.concat([chelsea, Buffer.alloc(10_000_001 - chelsea.length)]),
      'huge.png',
      'image/png',
      413,
      /^File is larger than 10000000 bytes$/,
    ],
    ['a truncated PNG', () => chelsea.subarray(0, 900), 'cut.png', 'image/png', 400, /damaged|could not be read/],
    [
      'a pixel bomb (30000 x 30000 declared in 100 kB)',
      () => pngBomb(30000, 30000),
      'bomb.png',
      'image/png',
      413,
      /megapixels/,
    ],
  ];
  it.each(cases)('%s', async (_name, make, filename, type, status, message) => {
    const before = await stored();
    const res = await send(await make(), filename, type);
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toMatch(message);
    expect(await stored()).toBe(before);
  });

  it('refuses two files', async () => {
    const res = await send(chelsea, 'a.png', 'image/png', 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Too many files');
  });

  it('refuses a JSON body and a missing file field', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { cookie },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    const wrongField = multipartFile(chelsea, 'a.png', 'image/png', 'photo');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...wrongField.headers, cookie },
      payload: wrongField.payload,
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses signed-out visitors', async () => {
    const form = multipartFile(chelsea, 'a.png', 'image/png');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/uploads', headers: form.headers, payload: form.payload }))
        .statusCode,
    ).toBe(401);
  });

  it('accepts a renamed real photo by its bytes and stores a clean copy under user_uploads/', async () => {
    const jpeg = await sharp(chelsea)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Make: 'PetCam' } } })
      .toBuffer();
    const res = await send(jpeg, 'Photo of Chelsea!!.PNG', 'image/png');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'image/jpeg', width: 451, height: 300 });
    expect(res.json().path).toMatch(
      new RegExp(`^user_uploads/${userId}/[A-Za-z0-9]{24}-\\d{13}_photo-of-chelsea\\.jpg$`),
    );
    const file = await t.app.inject({ url: res.json().url, headers: { cookie } }); // uploads are private: the owner's session
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.includes(Buffer.from('PetCam'))).toBe(false);
  });
});

describe('POST /api/uploads: a photo whose row is not written leaves no file', () => {
  it('removes the stored file when its row fails to insert (here the database itself refuses it)', async () => {
    await t.deps.db.execute(sql`create function refuse_upload_for_test() returns trigger language plpgsql
      as $$ begin raise exception 'refused for the test'; end $$`);
    await t.deps.db.execute(sql`create trigger refuse_upload_for_test before insert on uploads for each row
      when (new.original_name = 'refused.png') execute function refuse_upload_for_test()`);
    try {
      const files = () => t.deps.storage.list(`user_uploads/${userId}/`);
      const before = await files();
      const rows = await stored();
      expect((await send(chelsea, 'refused.png')).statusCode).toBe(500);
      expect(await files()).toEqual(before);
      expect(await stored()).toBe(rows);
    } finally {
      await t.deps.db.execute(sql`drop trigger refuse_upload_for_test on uploads`);
      await t.deps.db.execute(sql`drop function refuse_upload_for_test()`);
    }
  });
});

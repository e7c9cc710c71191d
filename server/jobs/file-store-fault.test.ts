import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../test/harness.js';
import { call, uploadPhoto } from '../test/fixtures.js';
import { imageJobs, libraryItems } from '../db/schema.js';
import { findLedgerMismatches } from '../features/tokens/tokens.service.js';

/** The file store refuses writes (a read-only disk, the S3 peer gone) while a paid job runs. */
const chelsea = await fs.readFile(path.join(import.meta.dirname, '../../tests/fixtures/cat-chelsea.png'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('file store refusing writes', () => {
  const missingFilesFailAndRefund =
    'fails the job with its token refunded and a try-again-later message; no row points at a ' +
    'missing file; ready says files: false';
  it(missingFilesFailAndRefund, async () => {
    const { cookie, userId } = await signUp(t.app);
    const up = await uploadPhoto(t.app, cookie, chelsea, 'chelsea.png', 'image/png');
    expect(up.statusCode).toBe(201);
    const storage = t.deps.storage;
    t.deps.storage = {
      ...storage,
      put: () => Promise.reject(Object.assign(new Error('EROFS: read-only file system, open'), { code: 'EROFS' })),
    };
    try {
      const res = await call(t, cookie, 'POST', '/api/create-final-image', {
        imageUrl: up.json().url,
        petName: 'Kit',
        uid: userId,
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(600);
      expect(res.json().error.message).toMatch(/refunded.*try again later/i);
      expect((await t.app.inject({ url: '/api/health/ready' })).json().checks.files).toBe(false);
    } finally {
      t.deps.storage = storage;
    }
    const [job] = await t.deps.db.select().from(imageJobs).where(eq(imageJobs.userId, userId));
    expect(job!.state).toBe('failed');
    expect(await findLedgerMismatches(t.deps.db, [userId])).toEqual([]);
    const me = (await t.app.inject({ url: '/api/me', headers: { cookie } })).json();
    expect(me.tokens).toBe(5);
    for (const item of await t.deps.db.select().from(libraryItems).where(eq(libraryItems.userId, userId))) {
      expect(await storage.exists(item.imageKey)).toBe(true);
      expect(await storage.exists(item.fullKey)).toBe(true);
    }
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq, inArray, sql } from 'drizzle-orm';
import { cookieHeader, createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness.js';
import { call, postJson, uploadPhoto } from '../../test/fixtures.js';
import { quickPainterAi } from '../../test/quick-painter.js';
import { imageJobs } from '../../db/schema.js';
import type { AiPort } from '../../adapters/ai/ai.port.js';
import type { Storage } from '../../adapters/storage/storage.port.js';
import { editImage, processPetPhoto } from '../generation/generation.service.js';
import { DELETE_MESSAGES, deleteAccount } from './account-delete.service.js';

/**
 * Issue 35, item 2: deleting an account while another session of it uploads, checks a photo or has a
 * portrait painting. Gates hold each writer at the point where the race hurts (its file about to be
 * written, its painter about to answer) until the deletion is over, so the "after" side is certain.
 */
const chelsea = await fs.readFile(path.join(import.meta.dirname, '../../../tests/fixtures/cat-chelsea.png'));

/** Callers wait at pass() until open(); until(n) resolves once n of them are waiting. */
function gate() {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  const watchers = new Set<() => void>();
  let waiting = 0;
  return {
    async pass() {
      waiting++;
      for (const watch of watchers) watch();
      await opened;
    },
    open: () => release(),
    until: (n: number) =>
      new Promise<void>((resolve) => {
        const watch = () => {
          if (waiting < n) return;
          watchers.delete(watch);
          resolve();
        };
        watchers.add(watch);
        watch();
      }),
  };
}
type Gate = ReturnType<typeof gate>;

/** Which storage calls wait, and at which gate (set by each test). */
let holdPut: (key: string) => Gate | undefined = () => undefined;
let holdGet: (key: string) => Gate | undefined = () => undefined;
/** The painter's gate: every background removal and painting waits here while it is set. */
let holdPainter: Gate | undefined;

const gatedAi = (): AiPort => {
  const quick = quickPainterAi();
  return {
    ...quick,
    async paint(input) {
      await holdPainter?.pass();
      return quick.paint(input);
    },
    async removeBackground(photo, opts) {
      await holdPainter?.pass();
      return quick.removeBackground(photo, opts);
    },
  };
};

function gateStorage(storage: Storage) {
  const { put, get } = storage;
  storage.put = async (key, body, type) => {
    await holdPut(key)?.pass();
    return put(key, body, type);
  };
  // A read is held once it has its bytes: the reader goes on with them after the file is gone.
  storage.get = async (key) => {
    const file = await get(key);
    await holdGet(key)?.pass();
    return file;
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    ai: gatedAi(),
    env: { NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: '1', REQUIRE_EMAIL_VERIFICATION: '0', IMAGE_CONCURRENCY: '2' },
  });
  gateStorage(t.deps.storage);
});
afterAll(() => t.close());

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}
/** Stored files that belong to the account or to one of its jobs (any prefix: user_uploads, library, mockups, processed). */
const filesOf = async (names: string[]) =>
  (await filesUnder(path.join(t.dataDir, 'files'))).filter((f) => names.some((n) => f.includes(n)));

const rowsOf = <T>(res: unknown) => (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function eventually(check: () => Promise<boolean>) {
  while (!(await check())) await sleep(50);
}

/** A customer signed in twice (two devices), with one photo uploaded. */
async function customerOnTwoDevices() {
  const who = await signUp(t.app);
  const again = await postJson(t.app, '/api/auth/sign-in/email', { email: who.email, password: who.password });
  expect(again.statusCode).toBe(200);
  const photo = await uploadPhoto(t.app, who.cookie, chelsea, 'first.png');
  expect(photo.statusCode).toBe(201);
  const { id, url } = photo.json<{ id: string; url: string }>();
  return { ...who, second: cookieHeader(again.headers['set-cookie']), photoId: id, photoUrl: url };
}

const clearlyRefused = (res: { statusCode: number; json: () => { error?: { message?: string } } }) =>
  [401, 403, 404, 409].includes(res.statusCode) && (res.json().error?.message ?? '').length > 0;

describe('issue 35 item 2: deleting an account while it is still writing', () => {
  it('delete racing 6 uploads, a check, a mask, a frame, a cut-out of another session: 201 before or 4xx after, no file', async () => {
    const who = await customerOnTwoDevices();
    const uploadsHeld = gate();
    const cutoutHeld = gate();
    const maskHeld = gate();
    const framesHeld = gate();
    const sourceHeld = gate();
    // Uploads race-1, race-3 and race-5 reach their file write only after the deletion answered; the others run free.
    holdPut = (key) =>
      /_race-[135]\.png$/.test(key)
        ? uploadsHeld
        : key.endsWith('-cutout.png')
          ? cutoutHeld
          : key.endsWith('-mask.png')
            ? maskHeld
            : key.startsWith('mockups/')
              ? framesHeld
              : undefined;
    const uploads = [0, 1, 2, 3, 4, 5].map((i) => uploadPhoto(t.app, who.second, chelsea, `race-${i}.png`));
    const check = call(t, who.second, 'GET', `/api/uploads/${who.photoId}/check`);
    const touchUp = t.app.inject({
      method: 'PUT',
      url: `/api/uploads/${who.photoId}/mask`,
      headers: { cookie: who.second, origin: TEST_ORIGIN, 'content-type': 'image/png' },
      payload: await sharp({ create: { width: 451, height: 300, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    });
    const framing = t.app.inject({
      method: 'POST',
      url: '/api/compose-frame',
      headers: { cookie: who.second, origin: TEST_ORIGIN },
      payload: { imageUrl: who.photoUrl, size: 'small', color: 'black' },
    });
    await Promise.all([uploadsHeld.until(3), cutoutHeld.until(1), maskHeld.until(1), framesHeld.until(3)]);
    // The background removal has checked the photo is the customer's and read it when the deletion starts.
    const photoKey = new URL(who.photoUrl, TEST_ORIGIN).pathname.replace(/^\/files\//, '');
    holdGet = (key) => (key === photoKey ? sourceHeld : undefined);
    const removal = t.app.inject({
      method: 'POST',
      url: '/api/process-pet-photo',
      headers: { cookie: who.second, origin: TEST_ORIGIN, prefer: 'respond-async' },
      payload: { imageUrl: who.photoUrl },
    });
    await sourceHeld.until(1);
    holdGet = () => undefined;

    const deleted = await call(t, who.cookie, 'POST', '/api/me/delete', { password: who.password });
    expect(deleted.statusCode).toBe(200);
    for (const held of [uploadsHeld, cutoutHeld, maskHeld, framesHeld, sourceHeld]) held.open();
    const answers = await Promise.all(uploads);
    const [checked, touched, framed, removed] = await Promise.all([check, touchUp, framing, removal]);
    holdPut = () => undefined;

    for (const res of answers) expect(res.statusCode === 201 || clearlyRefused(res), res.body).toBe(true);
    // The held three wrote after the deletion: refused, with the reason.
    for (const i of [1, 3, 5]) {
      expect(answers[i]!.statusCode, answers[i]!.body).toBe(401);
      expect(answers[i]!.json().error.message).toBe(DELETE_MESSAGES.accountGone);
    }
    expect(checked.statusCode, checked.body).toBeLessThan(500);
    expect(touched.statusCode, touched.body).toBe(404);
    expect(framed.statusCode, framed.body).toBe(401);
    // Its job would be queued after the account is gone: refused, not a foreign-key error.
    expect(removed.statusCode, removed.body).toBe(401);
    // Both devices are signed out; nothing of the account is left in storage.
    for (const cookie of [who.cookie, who.second])
      expect((await uploadPhoto(t.app, cookie, chelsea, 'late.png')).statusCode).toBe(401);
    expect(await filesOf([who.userId])).toEqual([]);
  });

  it('a portrait and a cut-out queued after the deletion stopped the sessions, painting when it ends, write no file', async () => {
    const who = await customerOnTwoDevices();
    const revokeHeld = gate();
    holdPainter = gate();
    const verifyPassword = async (hash: string, password: string) =>
      (await t.deps.auth.$context).password.verify({ hash, password });
    // The deletion is held between stopping the account's sessions and erasing it: the window an
    // in-flight request (signed in a moment earlier) can still queue work in.
    const deleting = deleteAccount(
      {
        db: t.deps.db,
        storage: t.deps.storage,
        verifyPassword,
        sessions: {
          revoke: async (r) => {
            await revokeHeld.pass();
            await t.deps.sessions.revoke(r);
          },
        },
      },
      { userId: who.userId, password: who.password },
    );
    await revokeHeld.until(1);
    const gen = {
      db: t.deps.db,
      engine: t.deps.jobs.engine,
      settings: t.deps.jobs.settings,
      storage: t.deps.storage,
      hub: t.deps.hub,
    };
    const jobs = await Promise.all([
      processPetPhoto(gen, { userId: who.userId, imageUrl: who.photoUrl }),
      editImage(gen, { userId: who.userId, imageUrl: who.photoUrl, prompt: 'royal portrait', size: 'digital' }),
    ]);
    const ids = jobs.map((j) => j.id);
    await holdPainter.until(2);
    expect(
      (await t.deps.db.select({ state: imageJobs.state }).from(imageJobs).where(inArray(imageJobs.id, ids))).map(
        (r) => r.state,
      ),
    ).toEqual(['painting', 'painting']);

    revokeHeld.open();
    expect(await deleting).toMatchObject({ deletedFiles: expect.any(Number) });
    expect(await t.deps.db.select().from(imageJobs).where(eq(imageJobs.userId, who.userId))).toEqual([]);
    holdPainter.open();
    // Both workers finish (pg-boss marks them completed or failed) and leave nothing behind.
    await eventually(async () => {
      const states = rowsOf<{ state: string }>(
        await t.deps.db.execute(
          sql`select state from pgboss.job where id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        ),
      );
      return states.length === 2 && states.every((s) => ['completed', 'failed', 'cancelled'].includes(s.state));
    });
    holdPainter = undefined;
    expect(await filesOf([who.userId, ...ids])).toEqual([]);
  });
});

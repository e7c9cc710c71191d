import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness.js';
import { createTestAppWithCustomer, uploadPhoto } from '../../test/fixtures.js';
import { tokenLedger, user } from '../../db/schema.js';
import type { PhotoCheck } from '../../../common/contracts/uploads.js';
import { AppError } from '../../core/errors.js';
import { checkUpload } from './photo-check.service.js';
import { createCheckScheduler, defaultChecksPerAccount } from './check-scheduler.js';
import type { PhotoFindings } from './photo-measures.service.js';

const fixtures = path.join(import.meta.dirname, '../../../tests/fixtures');
const petFiles = [
  ...(await fs.readdir(path.join(fixtures, 'pets'))).filter((f) => /\.(png|jpe?g)$/.test(f)).map((f) => `pets/${f}`),
  'cat-chelsea.png',
];
const shepherd = await fs.readFile(path.join(fixtures, 'pets/dog-shepherd-fullbody.jpg'));

let t: TestApp;
let cookie: string;
let userId: string;
beforeAll(async () => ({ t, cookie, userId } = await createTestAppWithCustomer()));
afterAll(() => t.close());

async function upload(bytes: Buffer, as = cookie) {
  const res = await uploadPhoto(t.app, as, bytes, 'photo.png', 'image/png');
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}
async function check(bytes: Buffer): Promise<PhotoCheck> {
  const id = await upload(bytes);
  const res = await t.app.inject({ method: 'GET', url: `/api/uploads/${id}/check`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<PhotoCheck>();
}
const codes = (c: PhotoCheck) => c.warnings.map((w) => w.code);
const png = (image: ReturnType<typeof sharp>) => image.png().toBuffer();

const rabbit = await fs.readFile(path.join(fixtures, 'pets/rabbit.png'));
const husky = await fs.readFile(path.join(fixtures, 'pets/dog-husky-fullbody.png'));

/** The rabbit, 180 px wide in a 1200 x 900 photo (about 2% of it). */
async function tinyPet() {
  const small = await sharp(rabbit).resize(180).toBuffer();
  return png(
    sharp({ create: { width: 1200, height: 900, channels: 3, background: '#ffffff' } }).composite([
      { input: small, left: 500, top: 380 },
    ]),
  );
}

/** The husky's right half: the photo's left edge cuts through its body. */
async function halfPet() {
  const { width = 0, height = 0 } = await sharp(husky).metadata();
  return png(
    sharp(husky).extract({ left: Math.round(width / 2), top: 0, width: width - Math.round(width / 2), height }),
  );
}

describe('the photo check (GET /api/uploads/{id}/check)', () => {
  it.each(petFiles)('%s: a good pet photo gets no warning', async (file) => {
    const c = await check(await fs.readFile(path.join(fixtures, file)));
    expect(codes(c), JSON.stringify(c.measures)).toEqual([]);
    expect(c.outline).toMatch(/^data:image\/png;base64,/);
    expect(c.mask).toMatch(/^data:image\/png;base64,/);
    expect(c.corrected).toBe(false);
    // Enough pixels for a download and an 8x10 (the 154 px rabbit and 194 px husky are honestly too small for 12x16 and up).
    expect(c.tooSmallFor).not.toContain('digital');
    expect(c.tooSmallFor).not.toContain('small');
  });

  const bad: [string, () => Promise<Buffer>, string][] = [
    [
      'a plain colour',
      () => png(sharp({ create: { width: 900, height: 700, channels: 3, background: '#8aa0b8' } })),
      'no_subject',
    ],
    ['a tiny pet', tinyPet, 'too_small'],
    ['a heavily blurred pet', () => png(sharp(shepherd).blur(9)), 'blurry'],
    [
      'a black frame',
      () => png(sharp({ create: { width: 900, height: 700, channels: 3, background: '#000000' } })),
      'too_dark',
    ],
    ['an underexposed pet', () => png(sharp(shepherd).linear(0.12, 0)), 'too_dark'],
    ['a pet cut in half by the edge', halfPet, 'cut_off'],
  ];
  it.each(bad)('%s gets the right warning', async (_name, make, expected) => {
    const c = await check(await make());
    expect(codes(c), JSON.stringify(c.measures)).toContain(expected);
  });

  it('says which print sizes a small photo has too few pixels for', async () => {
    const c = await check(await png(sharp(shepherd).resize(260)));
    expect(c.tooSmallFor).toEqual(expect.arrayContaining(['medium', 'large']));
    expect(c.tooSmallFor).not.toContain('digital');
  });

  it('costs no token and shows nobody else the photo', async () => {
    const before = (await t.deps.db.select({ tokens: user.tokens }).from(user).where(eq(user.id, userId)))[0]!.tokens;
    const ledger = (await t.deps.db.select().from(tokenLedger).where(eq(tokenLedger.userId, userId))).length;
    const id = await upload(shepherd);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/uploads/${id}/check`, headers: { cookie } })).statusCode,
    ).toBe(200);
    expect((await t.deps.db.select({ tokens: user.tokens }).from(user).where(eq(user.id, userId)))[0]!.tokens).toBe(
      before,
    );
    expect((await t.deps.db.select().from(tokenLedger).where(eq(tokenLedger.userId, userId))).length).toBe(ledger);
    const other = await signUp(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/uploads/${id}/check`, headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/${id}/check` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/uploads/not-an-id%00/check`, headers: { cookie } })).statusCode,
    ).toBeLessThan(500);
  });
});

/** A pool stub whose checks end when the test opens the gate; records who started when, and how many at once. */
function heldPool() {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const started: string[] = [];
  const running = new Map<string, number>();
  const most = new Map<string, number>();
  const findings = async (): Promise<PhotoFindings> => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    return { warnings: [], measures: {} as PhotoFindings['measures'], outline: png, mask: png };
  };
  /** The pool as one account's checks reach it (each account its own view, to record whose check started). */
  const forAccount = (account: string) => ({
    checkPhoto: async () => {
      started.push(account);
      running.set(account, (running.get(account) ?? 0) + 1);
      most.set(account, Math.max(most.get(account) ?? 0, running.get(account)!));
      await gate;
      running.set(account, running.get(account)! - 1);
      return findings();
    },
  });
  return { forAccount, started, most, open: () => open() };
}

describe('fair photo checks', () => {
  it("one account's burst of 8 waits its turn: another customer's check starts before its 3rd, the extra ones get 429", async () => {
    const pool = heldPool();
    const threads = 2;
    const checks = createCheckScheduler({
      slots: threads,
      perAccount: defaultChecksPerAccount(threads),
      maxWaiting: 3,
    });
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const aPhoto = await upload(shepherd, a.cookie);
    const bPhoto = await upload(shepherd, b.cookie);
    const as = (account: string) => ({
      db: t.deps.db,
      storage: t.deps.storage,
      pool: pool.forAccount(account),
      checks,
    });
    const refused: unknown[] = [];
    const burst = Array.from({ length: 8 }, () =>
      checkUpload(as('a'), a.userId, aPhoto).catch((err: unknown) => (refused.push(err), err)),
    );
    // Every check of the burst has reached the pool, a place in line or its refusal.
    await vi.waitFor(() => expect(pool.started.length + checks.load().waiting + refused.length).toBe(8), {
      timeout: 30_000,
    });
    const bCheck = checkUpload(as('b'), b.userId, bPhoto);
    await vi.waitFor(() => expect(pool.started).toContain('b'), { timeout: 30_000 });
    const aStarts = pool.started.flatMap((who, i) => (who === 'a' ? [i] : []));
    expect(pool.started.indexOf('b')).toBeLessThan(aStarts[2] ?? Infinity);
    pool.open();
    await Promise.all(burst);
    expect((await bCheck).uploadId).toBe(bPhoto);
    expect(pool.most.get('a')).toBe(1);
    expect(refused).toHaveLength(4);
    for (const err of refused) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(429);
      expect((err as AppError).options.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('fair photo checks over HTTP, in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({
      env: {
        NODE_ENV: 'production',
        ALLOW_TEST_PAYMENTS: '1',
        REQUIRE_EMAIL_VERIFICATION: '0',
        IMAGE_CONCURRENCY: '2',
      },
    });
  });
  afterAll(() => prod.close());

  it("an over-cap burst gets 429 with Retry-After, the admitted checks and another customer's answer 200", async () => {
    const a = await signUp(prod.app);
    const b = await signUp(prod.app);
    const aPhoto = (await uploadPhoto(prod.app, a.cookie, shepherd)).json<{ id: string }>().id;
    const bPhoto = (await uploadPhoto(prod.app, b.cookie, shepherd)).json<{ id: string }>().id;
    // The real pool, held until the burst has been answered or queued.
    const pool = prod.deps.jobs.pool;
    const realCheck = pool.checkPhoto;
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    pool.checkPhoto = async (...args) => (await gate, realCheck(...args));
    try {
      const get = (cookie: string, id: string) =>
        prod.app.inject({ method: 'GET', url: `/api/uploads/${id}/check`, headers: { cookie } });
      const answered: { statusCode: number; headers: Record<string, unknown> }[] = [];
      const burst = Array.from({ length: 8 }, () => get(a.cookie, aPhoto).then((res) => (answered.push(res), res)));
      await vi.waitFor(() => expect(answered.length).toBe(4), { timeout: 30_000 });
      for (const res of answered) {
        expect(res.statusCode).toBe(429);
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
      const bCheck = get(b.cookie, bPhoto);
      open();
      expect((await Promise.all(burst)).map((res) => res.statusCode).sort()).toEqual([
        200, 200, 200, 200, 429, 429, 429, 429,
      ]);
      expect((await bCheck).statusCode).toBe(200);
    } finally {
      pool.checkPhoto = realCheck;
      open();
    }
  });
});

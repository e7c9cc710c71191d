import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../test/harness.js';
import { emailOutbox, libraryItems, orders, uploads } from '../db/schema.js';
import { SCHEDULES } from '../workers.js';

/**
 * The scheduled housekeeping jobs, each called as its worker calls it: the effect, and a second run
 * that finds nothing left to do. Mail also goes out as soon as the transaction that queued it commits.
 */
const received: string[] = [];
let smtp: SMTPServer;
let t: TestApp;
let userId: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}?ignoreTLS=true` },
  });
  userId = (await signUp(t.app)).userId;
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const run = (name: (typeof SCHEDULES)[number]['name']) => SCHEDULES.find((s) => s.name === name)!.run(t.deps);
const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const put = (key: string) => t.deps.storage.put(key, Buffer.from('x'), 'image/jpeg');
const exists = async (key: string) => Boolean(await t.deps.storage.get(key));

describe('scheduled housekeeping', () => {
  it('every schedule is registered on the engine', async () => {
    const scheduled = (await t.deps.jobs.engine.boss.getSchedules()).map((s) => s.name).sort();
    expect(scheduled).toEqual(SCHEDULES.map((s) => s.name).sort());
  });

  it('purge-library: expired unsaved items go with their files; saved ones stay', async () => {
    const mk = async (id: string, saved: boolean) => {
      await put(`library/${userId}/${id}.webp`);
      await put(`library/${userId}/${id}-full.jpg`);
      await t.deps.db.insert(libraryItems).values({
        id,
        userId,
        imageKey: `library/${userId}/${id}.webp`,
        fullKey: `library/${userId}/${id}-full.jpg`,
        saved,
        createdAt: ago(31 * DAY),
        expiresAt: ago(DAY),
      });
    };
    await mk('lib-old', false);
    await mk('lib-kept', true);
    expect(await run('purge-library')).toBe(1);
    expect(await exists(`library/${userId}/lib-old.webp`)).toBe(false);
    expect(await exists(`library/${userId}/lib-old-full.jpg`)).toBe(false);
    expect(await exists(`library/${userId}/lib-kept.webp`)).toBe(true);
    expect(await run('purge-library')).toBe(0);
  });

  it('purge-orders: pending orders older than a day go with their copied files; paid and recent ones stay', async () => {
    const contact = {
      email: 'a@example.com',
      name: 'A',
      phone: '',
      subscribe: false,
      address: { country: 'US', address1: '1', address2: '', city: 'X', region: 'IL', zip: '1' },
    };
    const mk = async (id: string, status: string, createdAt: Date) => {
      await put(`orders/${id}/0-full.jpg`);
      await t.deps.db.insert(orders).values({ id, userId, status, totalCents: 1450, items: [], contact, createdAt });
    };
    await mk('ord-abandoned', 'pending', ago(2 * DAY));
    await mk('ord-paid', 'paid', ago(2 * DAY));
    await mk('ord-fresh', 'pending', ago(3_600_000));
    expect(await run('purge-orders')).toBe(1);
    expect((await t.deps.db.select({ id: orders.id }).from(orders)).map((o) => o.id).sort()).toEqual([
      'ord-fresh',
      'ord-paid',
    ]);
    expect(await exists('orders/ord-abandoned/0-full.jpg')).toBe(false);
    expect(await exists('orders/ord-paid/0-full.jpg')).toBe(true);
    expect(await run('purge-orders')).toBe(0);
  });

  it('purge-uploads: week-old uploads nothing uses go with their files; used and recent ones stay', async () => {
    const mk = async (id: string, createdAt: Date) => {
      const key = `user_uploads/${id}.png`;
      await put(key);
      await t.deps.db.insert(uploads).values({
        id,
        userId,
        key,
        contentType: 'image/png',
        width: 1,
        height: 1,
        bytes: 1,
        originalName: 'x.png',
        createdAt,
      });
      return key;
    };
    const unused = await mk('up-unused', ago(8 * DAY));
    const used = await mk('up-used', ago(8 * DAY));
    const fresh = await mk('up-fresh', ago(DAY));
    await t.deps.db.insert(libraryItems).values({
      id: 'lib-from-upload',
      userId,
      imageKey: 'library/x.webp',
      fullKey: 'library/x.jpg',
      sourceKey: used,
      saved: true,
    });
    expect(await run('purge-uploads')).toBe(1);
    expect(await exists(unused)).toBe(false);
    expect(await exists(used)).toBe(true);
    expect(await exists(fresh)).toBe(true);
    expect(
      (await t.deps.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.userId, userId)))
        .map((u) => u.id)
        .sort(),
    ).toEqual(['up-fresh', 'up-used']);
    expect(await run('purge-uploads')).toBe(0);
  });

  it('mail-flush: a message queued in a transaction goes out when it commits (no timer), once', async () => {
    await t.deps.db.transaction(async (tx) => {
      await t.deps.mailer.enqueue(tx, { to: 'queued@test.local', subject: 'Hi', text: 'x' });
    });
    const status = async () =>
      (await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'queued@test.local')))[0]!.status;
    for (let i = 0; i < 100 && (await status()) !== 'sent'; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await status()).toBe('sent');
    expect(received.filter((r) => r === 'queued@test.local')).toHaveLength(1);
    expect(await run('mail-flush')).toBe(0);
  });
});

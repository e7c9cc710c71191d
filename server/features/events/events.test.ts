import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestApp } from '../../test/harness.js';
import { createTwoNodes, onServerSentEvents } from '../../test/fixtures.js';
import { creditTokens } from '../tokens/tokens.service.js';
import { createTemplate } from '../templates/templates.service.js';

/** Reads a text/event-stream until `predicate` matches one event, or the timeout passes. */
function readEvents(
  url: string,
  cookie: string | undefined,
  predicate: (event: string, data: string) => boolean,
  timeoutMs = 8000,
) {
  return new Promise<{ event: string; data: string }>((resolve, reject) => {
    const req = http.get(url, { headers: cookie ? { cookie } : {} }, (res) =>
      onServerSentEvents(res, (event, data) => {
        if (predicate(event, data)) {
          clearTimeout(timer);
          req.destroy();
          resolve({ event, data });
        }
      }),
    );
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no matching event from ${url}`));
    }, timeoutMs);
    req.on('error', () => {});
  });
}

async function listen(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** Waits until the stream has said 'ready', so the subscription exists before we publish. */
async function openStream(
  base: string,
  cookie: string | undefined,
  predicate: (event: string, data: string) => boolean,
) {
  let ready!: () => void;
  const isReady = new Promise<void>((r) => (ready = r));
  const result = readEvents(`${base}/api/events`, cookie, (event, data) => {
    if (event === 'ready') ready();
    return predicate(event, data);
  });
  await isReady;
  return { next: result }; // wrapped: an async function returning a promise would wait for it
}

describe('live events across two app instances on one database', () => {
  let a: TestApp;
  let b: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => ({ a, b, close } = await createTwoNodes()));
  afterAll(() => close());

  it("delivers a user's own change made through instance A to their stream on instance B", async () => {
    const { cookie, userId } = await signUp(a.app);
    const other = await signUp(a.app);
    const baseB = await listen(b);
    const mine = (await openStream(baseB, cookie, (event) => event === 'me')).next;
    await creditTokens(a.deps.db, { userId, delta: 3, reason: 'admin' });
    await expect(mine).resolves.toMatchObject({ event: 'me' });
    // Someone else's change never reaches this stream.
    const notMine = (await openStream(baseB, cookie, (event) => event === 'me')).next;
    await creditTokens(a.deps.db, { userId: other.userId, delta: 1, reason: 'admin' });
    await expect(
      Promise.race([
        notMine.then(
          () => 'leaked',
          () => 'quiet',
        ),
        new Promise((r) => setTimeout(() => r('quiet'), 1500)),
      ]),
    ).resolves.toBe('quiet');
  });

  it('delivers shop-wide template changes to signed-out visitors on both instances', async () => {
    const baseA = a.app.server.listening
      ? `http://127.0.0.1:${(a.app.server.address() as AddressInfo).port}`
      : await listen(a);
    const baseB = b.app.server.listening
      ? `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`
      : await listen(b);
    const onA = (await openStream(baseA, undefined, (event) => event === 'templates')).next;
    const onB = (await openStream(baseB, undefined, (event) => event === 'templates')).next;
    await createTemplate(a.deps.db, {
      name: 'Live Style',
      description: 'd',
      prompt: 'p',
      image: '/files/x.webp',
      sortOrder: 50,
    });
    await expect(onA).resolves.toMatchObject({ event: 'templates' });
    await expect(onB).resolves.toMatchObject({ event: 'templates' });
  });
});

import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/harness.js';
import type { Database } from '../db/client.js';
import type { JobView } from '../../common/contracts/jobs.js';
import { onServerSentEvents } from '../test/fixtures.js';
import { childCustomer, killChildren, postJson, startChild, type Child } from '../test/child-server.js';

/**
 * Scale-out on one PostgreSQL: API nodes A and B (WORKERS=0) and one worker process (npm run worker).
 * A generation submitted on A is painted by the worker; the customer connected to B's live events
 * sees its stages and the library item. PostgreSQL only: the embedded database is one process's.
 */
const photo = await fs.readFile(path.join(import.meta.dirname, '../../tests/fixtures/cat-chelsea.png'));
const enabled = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

let database: (Database & { url?: string }) | undefined;
let dataDir: string;
let a: Child;
let b: Child;

beforeAll(async () => {
  if (!enabled) return;
  database = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pawtrait-scale-'));
  const logFile = path.join(os.tmpdir(), `pawtrait-scale-${process.pid}.log`);
  const env = { DATABASE_URL: database.url!, DATA_DIR: dataDir, IMAGE_CONCURRENCY: '1' };
  [a, b] = await Promise.all([
    startChild({ env: { ...env, WORKERS: '0' }, logFile }),
    startChild({ env: { ...env, WORKERS: '0' }, logFile }),
  ]);
  await startChild({ entry: 'worker', env, logFile });
}, 600_000);
afterAll(async () => {
  killChildren();
  await database?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** Collects the `job` events of one job from an SSE stream until it is finished. */
function followOn(url: string, cookie: string, jobId: () => string | undefined) {
  const states: string[] = [];
  let req: http.ClientRequest;
  const done = new Promise<JobView>((resolve, reject) => {
    req = http.get(`${url}/api/events`, { headers: { cookie } }, (res) =>
      onServerSentEvents(res, (event, data) => {
        if (event !== 'job') return;
        const view = JSON.parse(data) as JobView;
        if (view.id !== jobId()) return;
        states.push(view.state);
        if (view.state === 'done' || view.state === 'failed') resolve(view);
      }),
    );
    req.on('error', reject);
  });
  return { states, done: done.finally(() => req.destroy()) };
}

describe.skipIf(!enabled)('two API nodes and a worker process on one PostgreSQL', () => {
  it('a generation submitted on node A is painted by the worker; the customer on node B sees it live', async () => {
    const c = await childCustomer(a.url, photo);
    let jobId: string | undefined;
    const live = followOn(b.url, c.cookie, () => jobId);
    await new Promise((r) => setTimeout(r, 500)); // B's stream is open
    const res = await postJson(
      `${a.url}/api/edit-image`,
      c.cookie,
      { imageUrl: c.imageUrl, prompt: 'royal portrait', size: 'digital' },
      { prefer: 'respond-async' },
    );
    expect(res.status).toBe(202);
    jobId = res.body.jobId as string;
    const finished = await live.done;
    expect(finished).toMatchObject({ id: jobId, state: 'done', result: { libraryId: jobId } });
    expect(live.states).toEqual(expect.arrayContaining(['painting', 'saving', 'done']));
    const lib = (await (await fetch(`${b.url}/api/library`, { headers: { cookie: c.cookie } })).json()) as {
      items: { id: string }[];
    };
    expect(lib.items.map((i) => i.id)).toContain(jobId);
    const job = (await (
      await fetch(`${b.url}/api/jobs/${jobId}`, { headers: { cookie: c.cookie } })
    ).json()) as JobView;
    expect(job.state).toBe('done');
  }, 300_000);
});

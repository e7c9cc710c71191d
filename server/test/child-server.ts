import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort() {
  return new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const running = new Set<ChildProcess>();

/** Kills every child still running (a failed or timed-out test must not leave servers behind). */
export function killChildren() {
  for (const proc of running) proc.kill('SIGKILL');
  running.clear();
}

export type Child = {
  proc: ChildProcess;
  url: string;
  exited: Promise<number | null>;
  signal: (s: NodeJS.Signals) => Promise<number | null>;
};

/** Starts server/main.ts (or worker.ts) as its own process, logging to `logFile`; resolves when healthy. */
export async function startChild(opts: {
  entry?: 'main' | 'worker';
  env: Record<string, string>;
  logFile: string;
  port?: number;
}): Promise<Child> {
  const port = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const log = fs.openSync(opts.logFile, 'a');
  const proc = spawn(process.execPath, ['--import', 'tsx', `server/${opts.entry ?? 'main'}.ts`], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.CHILD_LOG_LEVEL ?? 'warn',
      SERVE_SPA: '0',
      PORT: String(port),
      PUBLIC_URL: url,
      AUTH_SECRET: 'child-secret-child-secret-child-secret-0',
      TEST_DB: '',
      ...opts.env,
    },
    stdio: ['ignore', log, log],
  });
  running.add(proc);
  const exited = new Promise<number | null>((resolve) =>
    proc.on('exit', (code) => (running.delete(proc), resolve(code))),
  );
  const signal = (s: NodeJS.Signals) => {
    proc.kill(s);
    return exited;
  };
  if (opts.entry === 'worker') return { proc, url, exited, signal };
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited early (${proc.exitCode}); see ${opts.logFile}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { proc, url, exited, signal };
    if (Date.now() > deadline) throw new Error(`server not healthy; see ${opts.logFile}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A customer on a running server: signs up (5 tokens) and uploads the photo. */
export async function childCustomer(url: string, photo: Buffer) {
  const email = `kid-${Math.random().toString(36).slice(2)}@example.com`;
  const res = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery', name: 'Kid' }),
  });
  if (!res.ok) throw new Error(`sign-up ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const userId = ((await res.json()) as { user: { id: string } }).user.id;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'chelsea.png');
  const up = await fetch(`${url}/api/uploads`, { method: 'POST', headers: { origin: url, cookie }, body: form });
  if (!up.ok) throw new Error(`upload ${up.status} ${await up.text()}`);
  return { cookie, userId, imageUrl: ((await up.json()) as { url: string }).url };
}

export async function postJson(url: string, cookie: string, body: object, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { origin: new URL(url).origin, cookie, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Child-process and raw-HTTP helpers for the benchmarks (bench/api.ts). */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const HOST = '127.0.0.1';

/** The server code of a base commit, unpacked once with `git archive` into tmp/painter-base-<base> (node_modules linked). */
export function baseServerDir(base: string): string {
  const dir = path.join(repoRoot, 'tmp', `painter-base-${base}`);
  // The painter imports the shared contracts (common/) too.
  if (!fs.existsSync(path.join(dir, 'server')) || !fs.existsSync(path.join(dir, 'common'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const tar = execFileSync('git', ['archive', base, 'server', 'common'], { cwd: repoRoot, maxBuffer: 1 << 28 });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
    fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'));
  }
  return dir;
}

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; rawHeaders: string[]; body: Buffer };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A port that was free a moment ago (the OS picks it, we release it for the child). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, HOST, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** One GET with node:http, keeping the body exactly as it came over the wire (no decompression). */
export function rawGet(port: number, urlPath: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: HOST, port, path: urlPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.setTimeout(5_000, () => req.destroy(new Error(`GET ${urlPath} timed out`)));
  });
}

/** Starts `node <args>` from the repo root; its output is prefixed with the label. */
export function spawnNode(args: string[], env: NodeJS.ProcessEnv, label: string): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (out: NodeJS.WriteStream) => (d: Buffer) =>
    out.write(
      d
        .toString()
        .replace(/\n$/, '')
        .split('\n')
        .map((l) => `  [${label}] ${l}\n`)
        .join(''),
    );
  child.stdout?.on('data', prefix(process.stdout));
  child.stderr?.on('data', prefix(process.stderr));
  return child;
}

/** Starts `node --import tsx <script>` from the repo root; its output is prefixed with the label. */
export const startTsx = (script: string, env: NodeJS.ProcessEnv, label: string, nodeArgs: string[] = []) =>
  spawnNode([...nodeArgs, '--import', 'tsx', script], env, label);

const exited = (c: ChildProcess) => c.exitCode !== null || c.signalCode !== null;

/** Polls until check() is true, failing early if the child dies. */
export async function waitUntil(child: ChildProcess, what: string, timeoutMs: number, check: () => Promise<boolean>) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(child))
      throw new Error(`${what} exited before it was ready (code ${child.exitCode}, signal ${child.signalCode})`);
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`${what} was not ready after ${timeoutMs / 1000} s`);
}

/** SIGTERM, then SIGKILL after a grace period; resolves once the child is gone. */
export async function stopChild(child: ChildProcess, graceMs = 10_000) {
  if (exited(child)) return;
  const gone = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => !exited(child) && child.kill('SIGKILL'), graceMs);
  await gone;
  clearTimeout(timer);
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); undefined elsewhere. */
export function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in USER_HZ (100 on Linux)
  } catch {
    return undefined;
  }
}

/**
 * Waits until a server process is idle (under 5 % of a core over one second), at most maxMs, and returns the
 * seconds waited. A fresh app finishes start-up work after it answers health (e.g. painting the template
 * previews in its worker threads); that CPU would otherwise be counted against the first measured requests.
 */
export async function waitForQuiet(pid: number | undefined, maxMs = 120_000): Promise<number> {
  const t0 = Date.now();
  let last = cpuSeconds(pid);
  if (last === undefined) return 0;
  while (Date.now() - t0 < maxMs) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuSeconds(pid);
    if (now === undefined || now - last < 0.05) break;
    last = now;
  }
  return (Date.now() - t0) / 1000;
}

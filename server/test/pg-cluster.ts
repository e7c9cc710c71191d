import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type Cluster = {
  url: string;
  /** `pg_ctl <action> ...` on this cluster, waiting for it to finish (-w). */
  ctl: (action: 'start' | 'stop' | 'restart', ...args: string[]) => Promise<void>;
  destroy: () => Promise<void>;
};

/**
 * A throw-away PostgreSQL cluster (initdb + pg_ctl) on its own port and socket directory, for tests that stop
 * or restart the database itself. PostgreSQL refuses to run as root: as root (CI) its commands run as `postgres`.
 */
export async function createThrowawayCluster(bin: string, port: number): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtrait-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await run('chown', ['postgres:postgres', dir]);
  const pg = (cmd: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]) : run(path.join(bin, cmd), args);
  const data = path.join(dir, 'data');
  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=100`;
  const ctl: Cluster['ctl'] = async (action, ...args) => {
    const start = action === 'stop' ? [] : ['-l', path.join(dir, 'log'), '-o', options];
    await pg('pg_ctl', ['-D', data, '-w', ...start, ...args, action]);
  };
  await ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    ctl,
    destroy: async () => {
      await ctl('stop', '-m', 'immediate').catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
// @ts-expect-error: a plain .mjs script (npm start runs it with node, no compile step)
import { buildEnvironment, buildIsCurrent, buildStamp, writeStamp } from './build-stamp.mjs';
import { productionBuildProblem } from '../server/features/spa/build-mode.js';
import { killChildren, startChild } from '../server/test/child-server.js';

const temps: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtrait-stamp-'));
  temps.push(dir);
  return dir;
};
afterAll(() => {
  killChildren();
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
});
const put = (root: string, rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
/** A folder as the build leaves it: the SPA (recording its mode, as vite.config.ts does) and the server. */
function builtFolder(mode: string | null) {
  const root = tempDir();
  put(root, 'src/main.tsx', 'one');
  put(root, 'server/main.ts', 'server');
  put(root, 'dist/index.html', '<html>');
  put(root, 'dist-server/main.js', '');
  if (mode) put(root, 'dist/.build-mode', `${mode}\n`);
  return root;
}

describe('item 16: npm start skips the build when nothing changed', () => {
  it('item 16: npm start builds through the stamp check', () => {
    expect(pkg.scripts.start).toContain('node scripts/build-stamp.mjs');
    expect(pkg.scripts.start).not.toContain('npm run build');
  });

  it('item 16: a build is needed at first, not after its stamp, and again after a source or VITE_ setting changes', () => {
    const root = builtFolder('production');
    const env = { VITE_CHECK_REPLIES: '0' };
    const first = buildStamp(root, env) as string;
    expect(buildIsCurrent(root, first)).toBe(false);
    writeStamp(root, first);
    expect(buildIsCurrent(root, buildStamp(root, env))).toBe(true);
    // Outputs and files the build never reads do not count.
    put(root, 'data/db/x', 'runtime data');
    put(root, 'server/node_modules/x.js', 'x');
    expect(buildIsCurrent(root, buildStamp(root, env))).toBe(true);
    expect(buildIsCurrent(root, buildStamp(root, { VITE_CHECK_REPLIES: '1' }))).toBe(false);
    put(root, 'src/main.tsx', 'two');
    expect(buildIsCurrent(root, buildStamp(root, env))).toBe(false);
    put(root, 'src/main.tsx', 'one');
    expect(buildIsCurrent(root, buildStamp(root, env))).toBe(true);
    fs.rmSync(path.join(root, 'dist-server/main.js'));
    expect(buildIsCurrent(root, buildStamp(root, env))).toBe(false);
  });
});

describe('item 8 (issue 35): the build mode is part of the stamp', () => {
  it('a development build is not current for a production start, nor a production build for a development one', () => {
    const root = builtFolder('development');
    writeStamp(root, buildStamp(root, { NODE_ENV: 'development' }));
    expect(buildIsCurrent(root, buildStamp(root, { NODE_ENV: 'development' }))).toBe(true);
    expect(buildIsCurrent(root, buildStamp(root, { NODE_ENV: 'production' }))).toBe(false);
    // `npm start` without NODE_ENV builds the production SPA.
    expect(buildIsCurrent(root, buildStamp(root, {}))).toBe(false);

    put(root, 'dist/.build-mode', 'production\n');
    writeStamp(root, buildStamp(root, { NODE_ENV: 'production' }));
    expect(buildIsCurrent(root, buildStamp(root, {}))).toBe(true);
    expect(buildIsCurrent(root, buildStamp(root, { NODE_ENV: 'production' }))).toBe(true);
    expect(buildIsCurrent(root, buildStamp(root, { NODE_ENV: 'development' }))).toBe(false);
  });

  it('the mode the build recorded must agree with the stamp: a folder that does not say is built again', () => {
    const root = builtFolder('development');
    writeStamp(root, buildStamp(root, { NODE_ENV: 'production' }));
    expect(buildIsCurrent(root, buildStamp(root, { NODE_ENV: 'production' }))).toBe(false);
    fs.rmSync(path.join(root, 'dist/.build-mode'));
    expect(buildIsCurrent(root, buildStamp(root, { NODE_ENV: 'production' }))).toBe(false);
  });

  it('npm start builds in the mode named in its environment, production when none is (a .env file cannot change it)', () => {
    expect(buildEnvironment({ PATH: '/bin' })).toEqual({ PATH: '/bin', NODE_ENV: 'production' });
    expect(buildEnvironment({ NODE_ENV: '' }).NODE_ENV).toBe('production');
    expect(buildEnvironment({ NODE_ENV: 'development' }).NODE_ENV).toBe('development');
  });
});

describe('item 8 (issue 35): a production server never serves a development build', () => {
  it('names what is wrong with the SPA folder it was given', () => {
    expect(productionBuildProblem(path.join(builtFolder('production'), 'dist'))).toBeNull();
    expect(productionBuildProblem(path.join(tempDir(), 'no-dist'))).toBeNull();
    expect(productionBuildProblem(path.join(builtFolder('development'), 'dist'))).toMatch(
      /holds a development build of the shop.*npm run build/s,
    );
    expect(productionBuildProblem(path.join(builtFolder(null), 'dist'))).toMatch(
      /does not record the mode it was built in.*npm run build/s,
    );
  });

  it('a production start on a development build exits with the reason, before opening the database', async () => {
    const root = builtFolder('development');
    const logFile = path.join(root, 'server.log');
    const outcome = await startChild({
      logFile,
      env: {
        NODE_ENV: 'production',
        SERVE_SPA: '1',
        DIST_DIR: path.join(root, 'dist'),
        DATA_DIR: path.join(root, 'data'),
        ALLOW_TEST_PAYMENTS: '1',
      },
    }).then(
      async (child) => (await child.signal('SIGTERM'), 'served'),
      (err: Error) => err.message,
    );
    expect(outcome).toMatch(/exited early \(1\)/);
    expect(fs.readFileSync(logFile, 'utf8')).toMatch(/holds a development build of the shop/);
    expect(fs.existsSync(path.join(root, 'data', 'db'))).toBe(false);
  });
});

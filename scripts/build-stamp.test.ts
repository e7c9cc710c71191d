import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
// @ts-expect-error: a plain .mjs script (npm start runs it with node, no compile step)
import { buildIsCurrent, sourcesHash, writeStamp } from './build-stamp.mjs';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pawtrait-stamp-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const put = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};

describe('item 16: npm start skips the build when nothing changed', () => {
  it('item 16: npm start builds through the stamp check', () => {
    expect(pkg.scripts.start).toContain('node scripts/build-stamp.mjs');
    expect(pkg.scripts.start).not.toContain('npm run build');
  });

  it('item 16: a build is needed at first, not after its stamp, and again after a source or VITE_ setting changes', () => {
    put('src/main.tsx', 'one');
    put('server/main.ts', 'server');
    put('dist/index.html', '<html>');
    put('dist-server/main.js', '');
    const env = { VITE_CHECK_REPLIES: '0' };
    const first = sourcesHash(root, env) as string;
    expect(buildIsCurrent(root, first)).toBe(false);
    writeStamp(root, first);
    expect(buildIsCurrent(root, sourcesHash(root, env))).toBe(true);
    // Outputs and files the build never reads do not count.
    put('data/db/x', 'runtime data');
    put('server/node_modules/x.js', 'x');
    expect(buildIsCurrent(root, sourcesHash(root, env))).toBe(true);
    expect(buildIsCurrent(root, sourcesHash(root, { VITE_CHECK_REPLIES: '1' }))).toBe(false);
    put('src/main.tsx', 'two');
    expect(buildIsCurrent(root, sourcesHash(root, env))).toBe(false);
    put('src/main.tsx', 'one');
    expect(buildIsCurrent(root, sourcesHash(root, env))).toBe(true);
    fs.rmSync(path.join(root, 'dist-server/main.js'));
    expect(buildIsCurrent(root, sourcesHash(root, env))).toBe(false);
  });
});

// npm start's build step: skipped when nothing the build reads changed since the last build.
// The stamp (dist/.build-stamp) holds a SHA-256 of every source file's path and bytes and of the
// build's VITE_* settings; `npm run build` runs when it differs or an output is missing.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the build reads: the SPA, the server (dist-server), shared code, and the build's own settings. */
export const BUILD_INPUTS = [
  'src',
  'common',
  'server',
  'public',
  'scripts',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
export const BUILD_OUTPUTS = ['dist/index.html', 'dist-server/main.js'];
export const STAMP_FILE = 'dist/.build-stamp';
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-server', 'data', 'tmp', 'test-results', '.git']);

function filesUnder(root, rel) {
  const full = path.join(root, rel);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return [];
  if (stat.isFile()) return [rel];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((e) => !SKIP_DIRS.has(e.name) && !e.name.startsWith('.'))
    .flatMap((e) =>
      e.isDirectory() ? filesUnder(root, path.join(rel, e.name)) : e.isFile() ? [path.join(rel, e.name)] : [],
    );
}

/** The sources' fingerprint: every input file (sorted) and the VITE_* environment. */
export function sourcesHash(root, env = process.env) {
  const hash = createHash('sha256');
  for (const file of BUILD_INPUTS.flatMap((rel) => filesUnder(root, rel)).sort()) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  for (const key of Object.keys(env)
    .filter((k) => k.startsWith('VITE_'))
    .sort())
    hash.update(`${key}=${env[key]}\0`);
  return hash.digest('hex');
}

/** True when the last build's stamp matches the sources and its outputs are all there. */
export function buildIsCurrent(root, hash) {
  const stamp = path.join(root, STAMP_FILE);
  if (!fs.existsSync(stamp) || BUILD_OUTPUTS.some((f) => !fs.existsSync(path.join(root, f)))) return false;
  return fs.readFileSync(stamp, 'utf8').trim() === hash;
}

export function writeStamp(root, hash) {
  fs.writeFileSync(path.join(root, STAMP_FILE), `${hash}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const hash = sourcesHash(root);
  if (buildIsCurrent(root, hash)) {
    console.log('Build is up to date (no source changed since the last one): skipping it. `npm run build` forces one.');
  } else {
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
    writeStamp(root, hash);
  }
}

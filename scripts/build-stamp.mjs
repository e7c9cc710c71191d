// npm start's build step: skipped when nothing the build reads changed since the last build.
// The stamp (dist/.build-stamp) holds the build mode and a SHA-256 of every source file's path and
// bytes and of the build's VITE_* settings; `npm run build` runs when it differs, when the mode the
// build itself recorded (dist/.build-mode, vite.config.ts) is another, or when an output is missing.
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
export const BUILD_OUTPUTS = ['dist/index.html', 'dist/.build-mode', 'dist-server/main.js'];
export const STAMP_FILE = 'dist/.build-stamp';
const MODE_FILE = 'dist/.build-mode';
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

/** The mode npm start builds in: production unless NODE_ENV names another (Vite's rule, .env files aside). */
export function buildMode(env = process.env) {
  return !env.NODE_ENV || env.NODE_ENV === 'production' ? 'production' : 'development';
}

/**
 * The build's environment: NODE_ENV always set, so the SPA is built in the mode the stamp names (left
 * unset, Vite would take NODE_ENV from a .env file, and .env.example says development).
 */
export function buildEnvironment(env = process.env) {
  return { ...env, NODE_ENV: env.NODE_ENV || 'production' };
}

/** What a current build's stamp says: its mode, then its sources' fingerprint. */
export function buildStamp(root, env = process.env) {
  return `${buildMode(env)} ${sourcesHash(root, env)}`;
}

/** True when the last build's stamp matches, the build recorded the same mode, and its outputs are all there. */
export function buildIsCurrent(root, stamp) {
  const stampFile = path.join(root, STAMP_FILE);
  if (!fs.existsSync(stampFile) || BUILD_OUTPUTS.some((f) => !fs.existsSync(path.join(root, f)))) return false;
  const builtMode = fs.readFileSync(path.join(root, MODE_FILE), 'utf8').trim();
  return fs.readFileSync(stampFile, 'utf8').trim() === stamp && stamp.startsWith(`${builtMode} `);
}

export function writeStamp(root, stamp) {
  fs.writeFileSync(path.join(root, STAMP_FILE), `${stamp}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const stamp = buildStamp(root);
  if (buildIsCurrent(root, stamp)) {
    console.log('Build is up to date (no source changed since the last one): skipping it. `npm run build` forces one.');
  } else {
    const started = Date.now();
    console.log('Building the shop (a source changed since the last build, or there is none yet)...');
    // Quiet: Vite's list of every file it wrote buried the lines that matter; `npm run build` still shows it.
    const built = spawnSync('npm', ['run', '--silent', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...buildEnvironment(), PAWTRAIT_QUIET_BUILD: '1' },
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
    console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
    writeStamp(root, stamp);
  }
}

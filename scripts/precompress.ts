/**
 * Writes brotli (.br, quality 11) and gzip (.gz, level 9) files next to every compressible file of the
 * built SPA, once at build time; @fastify/static serves them (`preCompressed: true`) instead of
 * compressing each download again. A compressed file that is not smaller than the original is skipped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.map',
  '.ico',
]);

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // .vite (the manifest) and .ssr (the server's render bundle) are read by the server, never sent.
      if (!entry.name.startsWith('.')) yield* files(full);
    } else if (COMPRESSIBLE.has(path.extname(entry.name))) yield full;
  }
}

const t0 = Date.now();
let count = 0;
let [raw, br, gz] = [0, 0, 0];
for (const file of files(distDir)) {
  const body = fs.readFileSync(file);
  if (body.length < 1024) continue; // the server sends small files as they are
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gzip = gzipSync(body, { level: 9 });
  if (brotli.length < body.length) fs.writeFileSync(`${file}.br`, brotli);
  if (gzip.length < body.length) fs.writeFileSync(`${file}.gz`, gzip);
  count++;
  raw += body.length;
  br += brotli.length;
  gz += gzip.length;
}
const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
console.log(
  `precompressed ${count} files in ${path.relative(root, distDir) || '.'}: ${kb(raw)} -> ` +
    `br ${kb(br)}, gzip ${kb(gz)} (${Date.now() - t0} ms)`,
);

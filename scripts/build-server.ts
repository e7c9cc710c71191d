/**
 * Compiles the API server (and the worker, when present) into one ES module each in dist-server/,
 * so production starts without compiling TypeScript at run time: `npm run start:prod`.
 * npm packages stay external (node_modules is read at run time). Files that locate data next to
 * their source (migrations, seed assets, the SPA in dist/) get `import.meta.url` rewritten to their
 * source file's place, relative to the bundle, so the compiled code finds the very same folders.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist-server');

const sourceUrl: Plugin = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      let contents = await fs.promises.readFile(args.path, 'utf8');
      if (contents.includes('import.meta.url')) {
        const rel = path.relative(outDir, args.path).split(path.sep).join('/');
        contents = contents.replaceAll('import.meta.url', `new URL(${JSON.stringify(rel)}, import.meta.url).href`);
      }
      return { contents, loader: 'ts' };
    });
  },
};

const KEEP_EXTERNAL = [
  'sharp',
  'onnxruntime-node',
  // One copy of TensorFlow.js (the wasm backend registers itself with the core it imports) and its .wasm files.
  '@tensorflow/tfjs-core',
  '@tensorflow/tfjs-converter',
  '@tensorflow/tfjs-backend-wasm',
  'piscina',
  '@electric-sql/pglite',
  'pino',
  'pino-pretty',
  'thread-stream',
  'pg-native',
  '@fastify/swagger-ui',
  'esbuild',
  'vite',
  'tsx',
];

// The image pool's worker-thread file is an entry of its own (piscina loads it by path).
const entries = ['server/main.ts', 'server/worker.ts', 'server/jobs/image-thread.ts'].filter((f) =>
  fs.existsSync(path.join(root, f)),
);
fs.rmSync(outDir, { recursive: true, force: true });
const t0 = Date.now();
await build({
  entryPoints: Object.fromEntries(entries.map((f) => [path.basename(f, '.ts'), path.join(root, f)])),
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Pure-JS dependencies are bundled too (one file parses and links far faster than a thousand ES modules);
  // packages that load files beside their own code (native addons, wasm, worker scripts, static UI) stay outside.
  external: KEEP_EXTERNAL,
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: true,
  // image-pool.ts locates the compiled thread file relative to its own source path (see sourceUrl).
  define: {
    __IMAGE_THREAD_BUNDLE__: JSON.stringify(
      path.relative(path.join(root, 'server/jobs'), path.join(outDir, 'image-thread.js')).split(path.sep).join('/'),
    ),
  },
  logLevel: 'warning',
  plugins: [sourceUrl],
});
console.log(`server compiled to ${path.relative(root, outDir)}/ (${entries.join(', ')}) in ${Date.now() - t0} ms`);

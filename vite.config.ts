import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { startScriptsAfterPaint } from './common/first-paint.js';
import { BUILD_MODE_FILE } from './server/features/spa/build-mode.js';

const api = process.env.API_ORIGIN ?? 'http://localhost:3000';
const require = createRequire(import.meta.url);
const routerDir = path.dirname(require.resolve('react-router/package.json'));

/** Preloads the Latin fonts the first paint uses, so text does not re-flow when they arrive. */
function preloadFonts(): Plugin {
  return {
    name: 'pawtrait:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((f) =>
          /(inter-400-700|fraunces-600)-[\w-]+\.woff2$/.test(f),
        );
        return fonts.map((f) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${f}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The entry chunk and the chunks it imports run as the page starts: V8 is told to compile all their
 * functions at once, on a background thread while they download (explicit compile hints, Chrome 136+),
 * instead of one by one on the main thread as they are first called.
 */
function compileStartupEagerly(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pawtrait:compile-startup-eagerly',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // writeBundle: the hint must be the file's first line, and Vite's own generateBundle hooks prepend code.
    writeBundle(_options, bundle) {
      const startup = new Set<string>();
      const add = (file: string) => {
        const chunk = bundle[file];
        if (chunk?.type !== 'chunk' || startup.has(file)) return;
        startup.add(file);
        chunk.imports.forEach(add);
      };
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) add(chunk.fileName);
      for (const file of startup) {
        const full = path.join(outDir, file);
        fs.writeFileSync(full, `//# allFunctionsCalledOnLoad\n${fs.readFileSync(full, 'utf8')}`);
      }
    },
  };
}

/**
 * Records the mode the SPA was built in (dist/.build-mode): a development build (NODE_ENV=development)
 * ships React's development code, and a production server refuses it (server/features/spa/build-mode.ts).
 */
function recordBuildMode(): Plugin {
  let outDir = 'dist';
  let mode = 'production';
  return {
    name: 'pawtrait:record-build-mode',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.isProduction ? 'production' : 'development';
    },
    writeBundle() {
      fs.writeFileSync(path.join(outDir, BUILD_MODE_FILE), `${mode}\n`);
    },
  };
}

/**
 * After the client build: bundles src/app/prerender.tsx for Node into dist/.ssr/ (the server renders
 * a style's page with it, server/features/spa/page-render.ts), then renders the home page's first
 * frame into dist/home.html, which the server sends for `/` (first paint without waiting for
 * JavaScript), and writes dist/shell.html, the page the server puts other rendered screens into.
 * Both carry the stylesheet inline and start their scripts after the first paint.
 */
function prerenderPages(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pawtrait:prerender-pages',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const ssrDir = path.join(outDir, '.ssr');
      await build({
        configFile: false,
        logLevel: 'warn',
        plugins: [react()],
        resolve: { alias: productionRouter() },
        // One self-contained file tree: the server may run from another folder than node_modules'.
        ssr: { noExternal: true },
        build: {
          ssr: 'src/app/prerender.tsx',
          outDir: ssrDir,
          emptyOutDir: true,
          copyPublicDir: false,
          rollupOptions: { ...quietTimings, output: { entryFileNames: 'prerender.js' } },
        },
      });
      const { renderHome } = (await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href)) as {
        renderHome: () => string;
      };
      const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!index.includes('<div id="root"></div>')) throw new Error('prerender: no empty #root in index.html');
      // The stylesheet goes inline: the first paint needs the HTML alone, not a second request.
      const shell = startScriptsAfterPaint(
        index.replace(
          /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/,
          (_tag, href: string) => `<style>${fs.readFileSync(path.join(outDir, href), 'utf8')}</style>`,
        ),
      );
      fs.writeFileSync(path.join(outDir, 'shell.html'), shell);
      fs.writeFileSync(
        path.join(outDir, 'home.html'),
        shell.replace('<div id="root"></div>', `<div id="root">${renderHome()}</div>`),
      );
    },
  };
}

/**
 * Rolldown warns when plugins took "significant time" ([PLUGIN_TIMINGS]): on a busy machine every build does, and it
 * says nothing about the shop (issue 36: npm start prints no warning a newcomer must decode).
 */
const quietTimings = { checks: { bundlerTimings: false } };

/** react-router's production build (its package exports only the development one). */
const productionRouter = () => [
  { find: /^react-router$/, replacement: path.join(routerDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDir, 'dist/production/dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  // npm start's build (scripts/build-stamp.mjs) lists no files: warnings only, then its one line (issue 36).
  ...(process.env.PAWTRAIT_QUIET_BUILD === '1' ? { logLevel: 'warn' as const } : {}),
  plugins: [react(), tailwindcss(), preloadFonts(), compileStartupEagerly(), prerenderPages(), recordBuildMode()],
  resolve: {
    // react-router's package exports only its development build (dev warnings, larger); the
    // production build ships beside it. Use it for `vite build` (saves ~20 KB of the entry chunk).
    alias:
      command === 'build'
        ? [
            ...productionRouter(),
            // API replies are checked against their contracts everywhere but in the shop's own build
            // (src/lib/reply-check.ts); the journeys build with VITE_CHECK_REPLIES=1 (npm run build:journeys).
            ...(process.env.VITE_CHECK_REPLIES === '1'
              ? []
              : [{ find: /^\.\/reply-check$/, replacement: path.resolve('src/lib/reply-check-off.ts') }]),
          ]
        : [],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: api, changeOrigin: false }, '/files': api },
  },
  // manifest: which chunks each screen needs, for the server's preloads (server/features/spa/preloads.ts).
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    manifest: true,
    rolldownOptions: quietTimings,
  },
}));

import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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
        const fonts = Object.keys(ctx.bundle ?? {}).filter((f) => /(inter|fraunces)-latin-wght-normal-[\w-]+\.woff2$/.test(f));
        return fonts.map((f) => ({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${f}`, crossorigin: '' }, injectTo: 'head' as const }));
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), preloadFonts()],
  resolve: {
    // react-router's package exports only its development build (dev warnings, larger); the
    // production build ships beside it. Use it for `vite build` (saves ~20 KB of the entry chunk).
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: path.join(routerDir, 'dist/production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(routerDir, 'dist/production/dom-export.mjs') },
          ]
        : [],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: api, changeOrigin: false }, '/files': api },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 700 },
}));

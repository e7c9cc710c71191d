import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppDeps } from '../../deps.js';
import { pickEncoding } from '../../http/encoding.js';
import { shareTagsFor, withShareTags } from './share-tags.js';
import { createPageCache } from './page-cache.js';
import { preloadLinks, readManifest, withPreloads } from './preloads.js';
import { loadPageRenderer, withRenderedPage } from './page-render.js';

/**
 * The built SPA: hashed assets cached forever; `/` answers the prerendered home, a style's page is
 * rendered on the server (page-render.ts), any other GET page index.html, each with its own title and share tags (share-tags.ts) and its landing screen's preloads (preloads.ts) written into the head, rendered and
 * compressed once per path (page-cache.ts).
 */
export const spaRoutes: FastifyPluginAsync<{ distDir: string; db: AppDeps['db']; hub: AppDeps['hub']; publicUrl: string }> = async (app, { distDir, db, hub, publicUrl }) => {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`no built SPA at ${distDir}; run "npm run build"`);
    return;
  }
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  // The home page's first frame, prerendered at build (vite.config.ts): `/` paints before any script runs.
  const homeFile = path.join(distDir, 'home.html');
  const homeHtml = fs.existsSync(homeFile) ? fs.readFileSync(homeFile, 'utf8') : indexHtml;
  // The shell other server-rendered pages go into (a style's page: page-render.ts).
  const shellFile = path.join(distDir, 'shell.html');
  const shellHtml = fs.existsSync(shellFile) ? fs.readFileSync(shellFile, 'utf8') : null;
  const renderPage = loadPageRenderer(distDir, db);
  const manifest = readManifest(distDir);
  const pages = createPageCache(async (url) => {
    const rendered =
      url !== '/' && shellHtml
        ? await renderPage(url).catch((err: unknown) => {
            app.log.warn({ err, url }, 'server rendering failed; the page renders in the browser');
            return null;
          })
        : null;
    const page = url === '/' ? homeHtml : rendered && shellHtml ? withRenderedPage(shellHtml, rendered) : indexHtml;
    const html = withShareTags(page, await shareTagsFor(db, publicUrl, url));
    return withPreloads(html, await preloadLinks(db, manifest, url, { rendered: rendered !== null }));
  });
  const unsubscribe = hub.subscribe('*', (event) => event.topic === 'templates' && pages.clear());
  app.addHook('onClose', async () => unsubscribe());
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // scripts/precompress.ts writes .br and .gz beside each asset at build time; no compression per download.
    preCompressed: true,
    setHeaders(reply, file) {
      reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0]!;
    if (url.startsWith('/api/') || url.startsWith('/assets/') || url.startsWith('/files/') || path.extname(url)) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route for GET ${url}.` } });
    }
    const page = await pages.get(url);
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    // A Buffer with its content-encoding set passes @fastify/compress untouched.
    return reply.send(encoding === 'identity' ? page.identity : page[encoding]);
  });
};

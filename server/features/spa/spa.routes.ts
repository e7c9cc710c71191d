import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppDeps } from '../../deps.js';
import { pickEncoding } from '../../http/encoding.js';
import type { FastAnswer, Prepared } from '../../http/fast-get.js';
import type { PublicConfig } from '../../../common/contracts/account.js';
import { shareTagsFor, withShareTags } from './share-tags.js';
import { createPageCache, type Page } from './page-cache.js';
import { preloadLinks, readManifest, withPreloads } from './preloads.js';
import { loadPageRenderer, pageKey, withRenderedPage, withShopSettings } from './page-render.js';

const PAGE_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };

/**
 * A cached page's answer: 304 on a matching ETag, else the pre-compressed form the client accepts (identity:
 * @fastify/compress may still encode it).
 */
export function pageAnswer(headers: FastifyRequest['headers'], page: Page): FastAnswer {
  const common = { ...PAGE_HEADERS, etag: page.etag, vary: 'accept-encoding' };
  if (headers['if-none-match'] === page.etag) return { status: 304, headers: common, body: null };
  const encoding = pickEncoding(headers['accept-encoding']);
  if (encoding === 'identity') return { status: 200, headers: common, body: page.identity };
  return { status: 200, headers: { ...common, 'content-encoding': encoding }, body: page[encoding] };
}

/**
 * The built SPA: hashed assets cached forever; `/` answers the prerendered home, a style's page is
 * rendered on the server (page-render.ts), any other GET page index.html, each with its own title and share tags
 * (share-tags.ts) and its landing screen's preloads (preloads.ts) written into the head, rendered and
 * compressed once per path (page-cache.ts).
 */
export const spaRoutes: FastifyPluginAsync<{
  distDir: string;
  db: AppDeps['db'];
  hub: AppDeps['hub'];
  settings: AppDeps['settings'];
  publicUrl: string;
  /** GET /api/config's reply: the sign-in forms are rendered with it (page-render.ts). */
  publicConfig: PublicConfig;
}> = async (app, { distDir, db, hub, settings, publicUrl, publicConfig }) => {
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
  const renderPage = loadPageRenderer(distDir, db, publicConfig);
  const manifest = readManifest(distDir);
  // `url` is a page key (pageKey): the path, with the query where the page is rendered with it.
  const pages = createPageCache(async (url) => {
    const pathname = url.split('?')[0]!;
    const live = settings.current();
    const rendered = shellHtml
      ? await renderPage(url, live).catch((err: unknown) => {
          app.log.warn({ err, url }, 'server rendering failed; the page renders in the browser');
          return null;
        })
      : null;
    // Without the server bundle the home page is the one prerendered at build (the default settings).
    const page = rendered && shellHtml ? withRenderedPage(shellHtml, rendered) : url === '/' ? homeHtml : indexHtml;
    const site = live.settings.shop.name;
    const html = withShopSettings(withShareTags(page, await shareTagsFor(db, publicUrl, pathname, site), site), live);
    return withPreloads(html, await preloadLinks(db, manifest, pathname, { rendered: rendered !== null }));
  });
  const unsubscribe = hub.subscribe('*', (event) => event.topic === 'templates' && pages.clear());
  // A new settings version (saved on any node) reaches every page: prices, claims, the shop's name.
  const unwatch = settings.onChange(() => pages.clear());
  // The home page without Fastify's pipeline once it is made (server/http/fast-get.ts, decision 014), its
  // answers prepared once per page and variant (304, br, gzip). An identity answer stays with Fastify:
  // @fastify/compress may still encode it (e.g. for 'Accept-Encoding: *').
  const prepared = new WeakMap<Page, Map<string, Prepared>>();
  app.fastGets.add((url, headers) => {
    const page = url === '/' ? pages.peek(url) : undefined;
    if (!page) return undefined;
    const variant = headers['if-none-match'] === page.etag ? '304' : pickEncoding(headers['accept-encoding']);
    if (variant === 'identity') return undefined;
    let variants = prepared.get(page);
    if (!variants) prepared.set(page, (variants = new Map<string, Prepared>()));
    let answer = variants.get(variant);
    if (!answer) variants.set(variant, (answer = app.fastGets.prepare(pageAnswer(headers, page))));
    return answer;
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    unwatch();
  });
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // scripts/precompress.ts writes .br and .gz beside each asset at build time; no compression per download.
    preCompressed: true,
    setHeaders(reply, file) {
      reply.header(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0]!;
    if (url.startsWith('/api/') || url.startsWith('/assets/') || url.startsWith('/files/') || path.extname(url)) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route for GET ${url}.` } });
    }
    const answer = pageAnswer(request.headers, await pages.get(pageKey(request.url)));
    // A Buffer with its content-encoding set passes @fastify/compress untouched.
    return reply
      .code(answer.status)
      .headers(answer.headers)
      .send(answer.body ?? undefined);
  });
};

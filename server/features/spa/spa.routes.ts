import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Db } from '../../db/client.js';
import { shareTagsFor, withShareTags } from './share-tags.js';

/**
 * The built SPA: hashed assets cached forever; `/` answers the prerendered home, any other GET page
 * index.html, each with its own title and share tags (share-tags.ts) written into the head.
 */
export const spaRoutes: FastifyPluginAsync<{ distDir: string; db: Db; publicUrl: string }> = async (app, { distDir, db, publicUrl }) => {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`no built SPA at ${distDir}; run "npm run build"`);
    return;
  }
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  // The home page's first frame, prerendered at build (vite.config.ts): `/` paints before any script runs.
  const homeFile = path.join(distDir, 'home.html');
  const homeHtml = fs.existsSync(homeFile) ? fs.readFileSync(homeFile, 'utf8') : indexHtml;
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
    const page = withShareTags(url === '/' ? homeHtml : indexHtml, await shareTagsFor(db, publicUrl, url));
    return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  });
};

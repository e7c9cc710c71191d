import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** A local peer for Printful's mockup generator: create-task, then 'pending' once, then 'completed'. */
export async function startPrintfulFake(opts: { failTask?: boolean; foreignHost?: boolean } = {}) {
  const state = {
    polls: 0,
    created: [] as {
      productId: string;
      body: { variant_ids: number[]; files: { image_url: string }[] };
      auth: string;
    }[],
  };
  const png = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#334' } })
    .png()
    .toBuffer();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', base);
      const json = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const create = /^\/mockup-generator\/create-task\/(\d+)$/.exec(url.pathname);
      if (create && req.method === 'POST') {
        state.created.push({
          productId: create[1]!,
          body: JSON.parse(Buffer.concat(chunks).toString()) as (typeof state.created)[number]['body'],
          auth: String(req.headers.authorization),
        });
        return json(200, { code: 200, result: { task_key: 'gt-123', status: 'pending' } });
      }
      if (url.pathname === '/mockup-generator/task') {
        state.polls++;
        if (opts.failTask) return json(200, { code: 200, result: { status: 'failed', error: 'Bad image' } });
        if (state.polls < 2) return json(200, { code: 200, result: { status: 'pending' } });
        const host = opts.foreignHost ? 'http://169.254.169.254' : base;
        return json(200, {
          code: 200,
          result: {
            status: 'completed',
            mockups: [{ mockup_url: `${host}/m/main.png`, extra: [{ title: 'Lifestyle', url: `${host}/m/wall.png` }] }],
          },
        });
      }
      if (url.pathname.startsWith('/m/')) {
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(png);
      }
      json(404, { code: 404, error: { message: 'Not found' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { apiUrl: base, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Bare node:http baseline for bench/api.ts: replays a recorded response, byte for byte, for every request.
 * Env: PORT, HOST, BASELINE_META (JSON written by bench/api.ts), BASELINE_BODY (raw body bytes of the 200).
 * A request whose If-None-Match equals the recorded ETag gets the recorded 304 instead.
 */
import fs from 'node:fs';
import http from 'node:http';

export type Recorded = { status: number; headers: [string, string][] };
export type BaselineMeta = { etag: string; ok: Recorded; notModified: Recorded };

const meta = JSON.parse(fs.readFileSync(process.env.BASELINE_META!, 'utf8')) as BaselineMeta;
const body = fs.readFileSync(process.env.BASELINE_BODY!);
const flat = (r: Recorded) => r.headers.flat();
const okHeaders = flat(meta.ok);
const notModifiedHeaders = flat(meta.notModified);

const server = http.createServer((req, res) => {
  if (req.headers['if-none-match'] === meta.etag) {
    res.writeHead(meta.notModified.status, notModifiedHeaders);
    res.end();
    return;
  }
  res.writeHead(meta.ok.status, okHeaders);
  res.end(body);
});

// Same idle keep-alive behaviour as Fastify's defaults (72 s), so connections are never recycled mid-run.
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1', () => {
  console.log(`baseline listening on ${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT}`);
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

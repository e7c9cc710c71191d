import http from 'node:http';
import type { AddressInfo } from 'node:net';

type StoredObject = { body: Buffer; contentType: string };

/**
 * A local peer for the few S3 calls we make (path-style Put/Get/Head/Delete object, ListObjectsV2),
 * so the real AWS SDK code runs in tests. Signatures are not checked: it is the network edge.
 */
export async function startS3Fake() {
  const objects = new Map<string, StoredObject>();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3.local');
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const id = `${bucket}/${key}`;
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'PUT') {
        objects.set(id, {
          body: Buffer.concat(chunks),
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
        });
        res.writeHead(200, { etag: '"fake"' }).end();
      } else if ((req.method === 'GET' || req.method === 'HEAD') && key) {
        const o = objects.get(id);
        if (!o) {
          res.writeHead(404, { 'content-type': 'application/xml' });
          return res.end(
            req.method === 'HEAD'
              ? undefined
              : '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>',
          );
        }
        res.writeHead(200, { 'content-type': o.contentType, 'content-length': o.body.length });
        res.end(req.method === 'HEAD' ? undefined : o.body);
      } else if (req.method === 'DELETE') {
        objects.delete(id);
        res.writeHead(204).end();
      } else if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const keys = [...objects.keys()]
          .filter((k) => k.startsWith(`${bucket}/${prefix}`))
          .map((k) => k.slice(bucket!.length + 1));
        const contents = keys
          .map((k) => `<Contents><Key>${k}</Key><Size>${objects.get(`${bucket}/${k}`)!.body.length}</Size></Contents>`)
          .join('');
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${prefix}</Prefix>` +
            `<KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
        );
      } else {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { endpoint, objects, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

import http from 'node:http';

/** A raw HTTP answer: status, headers without Date, and the body's bytes as hex (nothing decoded). */
export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One raw HTTP request to 127.0.0.1:port, no client-side decoding (to compare two servers byte for byte). */
export function sendRaw(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const { date: _date, ...rest } = res.headers;
        resolve({ status: res.statusCode!, headers: rest, body: Buffer.concat(chunks).toString('hex') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

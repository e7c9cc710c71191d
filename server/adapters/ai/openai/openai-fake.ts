import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export type FakeMode = 'ok' | 'rate_limited' | 'server_error' | 'slow' | 'safety';

/** A local peer for the OpenAI endpoints we call (images/edits, chat/completions). */
export async function startOpenAiFake() {
  const state = { mode: 'ok' as FakeMode, requests: [] as { path: string; body: string }[] };
  const image = (
    await sharp({ create: { width: 1024, height: 1536, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer()
  ).toString('base64');
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('latin1');
      state.requests.push({ path: req.url ?? '', body });
      const json = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (state.mode === 'slow') return void setTimeout(() => json(200, {}), 5000);
      if (state.mode === 'rate_limited')
        return json(429, { error: { message: 'Rate limit reached', type: 'requests' } });
      if (state.mode === 'server_error') return json(500, { error: { message: 'boom', type: 'server_error' } });
      if (state.mode === 'safety')
        return json(400, {
          error: { message: 'Your request was rejected by the safety system.', type: 'image_generation_user_error' },
        });
      if (req.url?.endsWith('/images/edits')) return json(200, { created: 1, data: [{ b64_json: image }] });
      if (req.url?.endsWith('/chat/completions')) {
        const wantsJson = body.includes('Answer JSON only');
        const content = wantsJson
          ? '{"name":"Moonlit Knight","short":"A knight by moonlight.","description":"Your pet in shining armour. Painted by moonlight."}'
          : 'A refined prompt, with warm light.';
        return json(200, {
          id: 'c1',
          object: 'chat.completion',
          created: 1,
          model: 'gpt-4o-mini',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        });
      }
      json(404, { error: { message: 'not faked' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return { baseURL, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

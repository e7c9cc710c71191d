import type { ComposeFrameInput, FramedViews, MockupsPort } from '../mockups.port.js';
import type { Storage } from '../../storage/storage.port.js';
import sharp from 'sharp';
import { randomBytes } from 'node:crypto';

export type PrintfulOptions = {
  apiKey: string;
  apiUrl?: string;
  /** Printful's framed-poster product and its variant per 'size:color' (from Printful's catalog). */
  productId: number;
  variants: Record<string, number>;
  /** Hosts Printful serves finished mockups from; nothing else is ever downloaded. */
  mockupHosts: string[];
  /** Where Printful can fetch our artwork: the shop's public address. */
  publicUrl: string;
  storage: Storage;
  pollIntervalMs?: number;
  timeoutMs?: number;
};

type TaskResult = {
  status: 'pending' | 'completed' | 'failed';
  error?: string;
  mockups?: { mockup_url: string; extra?: { url: string; title?: string }[] }[];
};

/**
 * Printful's mockup generator: the artwork is handed over by our own public URL (it is stored
 * first), a task is created and polled until done, and the finished images are downloaded from
 * Printful's hosts only and re-encoded as WebP, so the shop keeps serving its own URLs.
 */
export function createPrintfulMockups(opts: PrintfulOptions): MockupsPort {
  const api = (opts.apiUrl ?? 'https://api.printful.com').replace(/\/$/, '');
  const headers = { authorization: `Bearer ${opts.apiKey}`, 'content-type': 'application/json' };
  const call = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const res = await fetch(`${api}${path}`, { ...init, headers, signal: AbortSignal.timeout(30_000) });
    const body = (await res.json().catch(() => ({}))) as { result?: T; error?: { message?: string } };
    if (!res.ok || body.result === undefined)
      throw new Error(`Printful ${res.status}: ${body.error?.message ?? 'request failed'}`);
    return body.result;
  };
  const download = async (url: string) => {
    const parsed = new URL(url);
    const allowed = parsed.origin === new URL(api).origin || opts.mockupHosts.includes(parsed.hostname);
    if (!allowed || !/^https?:$/.test(parsed.protocol))
      throw new Error(`Printful returned a mockup from an unexpected host: ${parsed.hostname}`);
    const res = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(30_000) });
    if (!res.ok) throw new Error(`Mockup image not found.`);
    return sharp(Buffer.from(await res.arrayBuffer()), { limitInputPixels: 40_000_000 })
      .webp({ quality: 86 })
      .toBuffer();
  };
  // A private file: Printful fetches it through a signed link (pre-signed on S3, HMAC /files URL locally).
  const absolute = async (url: string) => (url.startsWith('/') ? `${opts.publicUrl}${url}` : url);
  return {
    kind: 'printful',
    async composeFrame(input: ComposeFrameInput): Promise<FramedViews> {
      const variant = opts.variants[`${input.size}:${input.color}`];
      if (!variant) throw new Error(`No Printful variant is configured for ${input.size} ${input.color}.`);
      const key = `printful/${randomBytes(12).toString('hex')}.png`;
      await opts.storage.put(key, await sharp(input.artwork).png().toBuffer(), 'image/png');
      const task = await call<{ task_key: string }>(`/mockup-generator/create-task/${opts.productId}`, {
        method: 'POST',
        body: JSON.stringify({
          variant_ids: [variant],
          format: 'jpg',
          files: [
            {
              placement: 'default',
              image_url: await absolute(await opts.storage.signedUrl(key, { ttlSeconds: 3600 })),
            },
          ],
        }),
      });
      const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
      let result: TaskResult;
      do {
        await new Promise((r) => setTimeout(r, opts.pollIntervalMs ?? 2000));
        result = await call<TaskResult>(`/mockup-generator/task?task_key=${encodeURIComponent(task.task_key)}`);
        if (result.status === 'failed')
          throw new Error(`Printful could not make the mockup: ${result.error ?? 'unknown error'}`);
        if (Date.now() > deadline) throw new Error('Printful took too long to make the mockup.');
      } while (result.status !== 'completed');
      const main = result.mockups?.[0];
      if (!main?.mockup_url) throw new Error('Mockup image not found.');
      const urls = [main.mockup_url, ...(main.extra ?? []).map((e) => e.url)];
      const [framed, wall, closeUp] = await Promise.all([
        download(urls[0]!),
        download(urls[1] ?? urls[0]!),
        download(urls[2] ?? urls[0]!),
      ]);
      return { framed, wall, closeUp };
    },
  };
}

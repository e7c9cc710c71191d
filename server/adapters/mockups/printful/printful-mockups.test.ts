import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createLocalStorage } from '../../storage/storage.port.js';
import { createPrintfulMockups } from './printful-mockups.js';
import { startPrintfulFake } from './printful-fake.js';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pawtrait-printful-'));
const storage = createLocalStorage(dir, '', 'printful-test-secret');
const artwork = await sharp({ create: { width: 600, height: 750, channels: 3, background: '#c84' } })
  .png()
  .toBuffer();
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const adapter = (apiUrl: string) =>
  createPrintfulMockups({
    apiKey: 'pf-test',
    apiUrl,
    productId: 2,
    variants: { 'medium:black': 4651 },
    mockupHosts: [],
    publicUrl: 'https://shop.example.com',
    storage,
    pollIntervalMs: 10,
  });

describe('Printful mockups (async task, polled, against a local peer)', () => {
  it('creates a task with our public artwork URL, polls until done and returns our own WebP copies', async () => {
    const fake = await startPrintfulFake();
    try {
      const views = await adapter(fake.apiUrl).composeFrame({ artwork, size: 'medium', color: 'black' });
      expect(fake.state.created[0]).toMatchObject({
        productId: '2',
        auth: 'Bearer pf-test',
        body: { variant_ids: [4651] },
      });
      expect(fake.state.created[0]!.body.files[0]!.image_url).toMatch(
        /^https:\/\/shop\.example\.com\/files\/printful\/[0-9a-f]{24}\.png\?exp=\d+&sig=[\w-]+$/,
      );
      expect(fake.state.polls).toBeGreaterThanOrEqual(2);
      for (const view of [views.framed, views.wall, views.closeUp])
        expect((await sharp(view).metadata()).format).toBe('webp');
    } finally {
      await fake.close();
    }
  });

  it('reports a failed task, an unconfigured variant and a mockup on a foreign host', async () => {
    const failing = await startPrintfulFake({ failTask: true });
    await expect(adapter(failing.apiUrl).composeFrame({ artwork, size: 'medium', color: 'black' })).rejects.toThrow(
      /Bad image/,
    );
    await expect(adapter(failing.apiUrl).composeFrame({ artwork, size: 'large', color: 'white' })).rejects.toThrow(
      /No Printful variant/,
    );
    await failing.close();
    const foreign = await startPrintfulFake({ foreignHost: true });
    await expect(adapter(foreign.apiUrl).composeFrame({ artwork, size: 'medium', color: 'black' })).rejects.toThrow(
      /unexpected host/,
    );
    await foreign.close();
  });
});

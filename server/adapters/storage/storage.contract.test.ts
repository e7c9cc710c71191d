import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createLocalStorage,
  keyFromOwnUrl,
  newFileKey,
  ownerOfKey,
  verifyFileSignature,
  type Storage,
} from './storage.port.js';
import { createS3Storage } from './s3-storage.js';
import { startS3Fake } from './s3-fake.js';

const fake = await startS3Fake();
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pawtrait-storage-'));
afterAll(async () => {
  await fake.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const adapters: [string, Storage][] = [
  ['local files', createLocalStorage(dir, '', 'contract-test-secret')],
  [
    'S3 (AWS SDK against a local peer)',
    createS3Storage({
      bucket: 'shop',
      region: 'us-east-1',
      endpoint: fake.endpoint,
      accessKeyId: 'test',
      secretAccessKey: 'test',
    }),
  ],
];

describe.each(adapters)('storage: %s', (_name, storage) => {
  it('puts, gets, lists and deletes a file under our own URL', async () => {
    const body = Buffer.from('fake-webp-bytes');
    const { key, url } = await storage.put('user_uploads/1700000000000_ab12cd34ef56-chelsea.webp', body, 'image/webp');
    expect(url).toBe('/files/user_uploads/1700000000000_ab12cd34ef56-chelsea.webp');
    expect(storage.keyFromUrl(url)).toBe(key);
    expect(await storage.exists(key)).toBe(true);
    const got = await storage.get(key);
    expect(got?.body.equals(body)).toBe(true);
    expect(got?.contentType).toBe('image/webp');
    expect(await storage.list('user_uploads')).toContain(key);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it('gives signed links to private files (HMAC locally, pre-signed on S3) that expire', async () => {
    const key = newFileKey('library', 'user-1', '-full.jpg');
    expect(ownerOfKey(key)).toBe('user-1');
    await storage.put(key, Buffer.from('print'), 'image/jpeg');
    const link = await storage.signedUrl(key, { ttlSeconds: 600 });
    if (storage.redirectsToStore) {
      const url = new URL(link);
      expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(900);
      const res = await fetch(link);
      expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('print');
      expect(await storage.signedUrl(key, { ttlSeconds: 600 })).toBe(link); // same window, same URL (cacheable)
    } else {
      const url = new URL(link, 'http://x');
      expect(url.pathname).toBe(`/files/${key}`);
      const exp = Number(url.searchParams.get('exp'));
      expect(verifyFileSignature('contract-test-secret', key, exp, url.searchParams.get('sig')!)).toBe(true);
      expect(verifyFileSignature('contract-test-secret', `${key}x`, exp, url.searchParams.get('sig')!)).toBe(false);
      expect(
        verifyFileSignature('contract-test-secret', key, exp, url.searchParams.get('sig')!, (exp + 1) * 1000),
      ).toBe(false);
    }
    await storage.delete(key);
  });

  it('refuses unsafe keys', async () => {
    await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/unsafe/);
    expect(await storage.get('a/../../etc/passwd')).toBeNull();
  });
});

describe('keyFromOwnUrl: only our own /files/ URLs', () => {
  it.each([
    ['/files/user_uploads/a.png', 'user_uploads/a.png'],
    ['http://localhost:3000/files/library/x.webp', 'library/x.webp'],
  ])('accepts %s', (url, key) => {
    expect(keyFromOwnUrl(url, 'http://localhost:3000')).toBe(key);
  });
  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://127.0.0.1:3000/files/a.png',
    'http://localhost:3001/files/a.png',
    'https://evil.example.com/files/a.png',
    'file:///etc/passwd',
    'data:image/png;base64,AAAA',
    'gopher://localhost/files/a.png',
    '/files/../secret',
    '/files/%2e%2e/secret',
    '/files/a.png?redirect=http://evil',
    '//evil.example.com/files/a.png',
    'http://user:pass@localhost:3000/files/a.png',
    '/api/files/a.png',
    '',
  ])('refuses %s', (url) => {
    expect(keyFromOwnUrl(url, 'http://localhost:3000')).toBeNull();
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/harness.js';
import { createLocalStorage } from '../adapters/storage/storage.port.js';
import type { Database } from './client.js';
import { addMissingPreviewWidths } from './seed.js';

let database: Database;
let dir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pawtrait-seed-'));
});
afterAll(async () => {
  await database?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('preview widths added to templates stored before them', () => {
  it('makes the missing 640, 672 and 720 px previews and the phone widths’ AVIF twins from the 960 px one, once', async () => {
    // Templates without files (every seeded row but Royal Pet's here) are skipped.
    const storage = createLocalStorage(dir);
    const large = await sharp({ create: { width: 960, height: 1200, channels: 3, background: '#a33' } })
      .webp()
      .toBuffer();
    // The seeded rows (painted: false) point at `templates/<id>-unpainted-960.webp`; only Royal Pet's files exist here.
    await storage.put('templates/royal-pet-unpainted-960.webp', large, 'image/webp');
    await storage.put('templates/royal-pet-unpainted-480.webp', large, 'image/webp');

    expect(await addMissingPreviewWidths(database.db, storage)).toBe(4);
    const made = await storage.get('templates/royal-pet-unpainted-672.webp');
    expect(made && (await sharp(made.body).metadata())).toMatchObject({ format: 'webp', width: 672, height: 840 });
    const phone = await storage.get('templates/royal-pet-unpainted-640.webp');
    expect(phone && (await sharp(phone.body).metadata())).toMatchObject({ format: 'webp', width: 640, height: 800 });
    for (const width of [480, 640, 672, 720]) {
      const twin = await storage.get(`templates/royal-pet-unpainted-${width}.avif`);
      expect(twin && (await sharp(twin.body).metadata())).toMatchObject({ format: 'heif', width });
    }
    expect((await storage.list('templates/')).sort()).toEqual(
      [
        ...[480, 640, 672, 720].map((w) => `templates/royal-pet-unpainted-${w}.avif`),
        ...[480, 640, 672, 720, 960].map((w) => `templates/royal-pet-unpainted-${w}.webp`),
      ].sort(),
    );

    expect(await addMissingPreviewWidths(database.db, storage)).toBe(0);
  });
});

/**
 * Bench data, written straight into a database before the app starts on it: templates (unpainted, so no
 * minutes of painting), N shoppers each with a session (signed cookie made here with AUTH_SECRET), a
 * saved portrait in the library with its preview and a 2400x3000 print file in DATA_DIR/files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHmac, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { migrateDatabase, openDatabase } from '../server/db/client.js';
import { seedTemplates } from '../server/db/seed.js';
import { createLocalStorage } from '../server/adapters/storage/storage.port.js';
import { libraryItems, session, user } from '../server/db/schema.js';

export type Shopper = { userId: string; cookie: string; artworkUrl: string };
export type SeedTarget = { databaseUrl?: string; dataDir: string };

export const signCookie = (token: string, secret: string) =>
  `better-auth.session_token=${encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`)}`;

let printFile: Buffer | null = null;
async function printJpeg() {
  printFile ??= await sharp({
    create: {
      width: 2400,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  return printFile;
}

export async function seedShoppers(
  target: SeedTarget,
  secret: string,
  n: number,
  libraryPerShopper = 1,
): Promise<Shopper[]> {
  const database = await openDatabase({
    databaseUrl: target.databaseUrl,
    dataDir: target.databaseUrl ? undefined : path.join(target.dataDir, 'db'),
  });
  try {
    await migrateDatabase(database);
    const storage = createLocalStorage(path.join(target.dataDir, 'files'));
    await seedTemplates(database.db, storage, { paint: false });
    const full = await printJpeg();
    const preview = await sharp(full).resize(960).webp({ quality: 80 }).toBuffer();
    // One preview and one print file, referenced by every shopper's library rows (ownership is per row).
    const imageKey = 'library/bench/portrait.webp';
    const fullKey = 'library/bench/portrait-full.jpg';
    await storage.put(imageKey, preview, 'image/webp');
    await storage.put(fullKey, full, 'image/jpeg');
    const shoppers: Shopper[] = [];
    const now = Date.now();
    for (let i = 0; i < n; i++) {
      const userId = `bench_${randomBytes(8).toString('hex')}`;
      const token = randomBytes(24).toString('base64url');
      await database.db
        .insert(user)
        .values({ id: userId, name: `Shopper ${i}`, email: `${userId}@bench.test`, tokens: 5 });
      await database.db
        .insert(session)
        .values({ id: `s_${userId}`, token, userId, expiresAt: new Date(now + 7 * 86_400_000) });
      let artworkUrl = '';
      for (let j = 0; j < libraryPerShopper; j++) {
        const id = `lib_${userId}_${j}`;
        await database.db.insert(libraryItems).values({
          id,
          userId,
          imageKey,
          fullKey,
          name: `Portrait ${j}`,
          saved: true,
          kind: 'generation',
          createdAt: new Date(now - j * 1000),
        });
        if (j === 0) artworkUrl = storage.urlFor(imageKey);
      }
      shoppers.push({ userId, cookie: signCookie(token, secret), artworkUrl });
    }
    return shoppers;
  } finally {
    await database.close();
  }
}

/** A scratch PostgreSQL database for one bench run, dropped afterwards. */
export async function scratchPostgres(adminUrl: string) {
  const pg = (await import('pg')).default;
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const run = async (q: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export const tempDir = (label: string) => fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', `pawtrait-${label}-`));

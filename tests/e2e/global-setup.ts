import fs from 'node:fs';
import { E2E_BASE_PORT, seededDataDir, startShopServer } from './shop-server';

/**
 * Seeds one data folder per run: a fresh server migrates the embedded database and paints the
 * style previews (the slow part of a first start), then stops. Each worker's server starts from a
 * copy of it (fixtures.ts), as a fresh shop would look after its first start.
 */
export default async function globalSetup() {
  const dir = seededDataDir();
  fs.rmSync(dir, { recursive: true, force: true });
  const started = Date.now();
  // A first start paints every style preview: minutes on a loaded 2-core machine (118 s at load 7).
  const server = await startShopServer(E2E_BASE_PORT, dir, 900_000);
  await server.stop();
  console.log(`e2e: seeded ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

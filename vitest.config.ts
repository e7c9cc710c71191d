import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const postgres = process.env.TEST_DATABASE_URL;
const serverTests = ['server/**/*.test.ts', 'common/**/*.test.ts', 'scripts/**/*.test.ts'];
/**
 * The files about the database engine itself: the database layer, the job engine (crash, restart,
 * vacuum), and the tests that name an engine's own behaviour. With PostgreSQL (CI) these run on both
 * engines and every other server test once, on PostgreSQL; the journeys run on PGlite (decision 036).
 */
const engineTests = [
  'server/db/**/*.test.ts',
  'server/jobs/**/*.test.ts',
  'server/bootstrap.test.ts',
  'server/features/health/drain.test.ts',
  'server/features/generation/fair-queue.test.ts',
  'server/features/orders/order-life.test.ts',
  'server/http/security-input.test.ts',
  'server/http/session-cache.test.ts',
];
/**
 * A worker's test files share its module graph (`isolate: false`): the server, sharp and the models
 * load once per worker, not once per file (import time 117 s → 9 s). Files keep no module state:
 * each makes its own app, database and data folder, and restores what it changes.
 */
const serverProject = (db: 'pglite' | 'postgres', include: string[]) => ({
  test: {
    name: `server:${db}`,
    include,
    isolate: false,
    environment: 'node',
    globalSetup: ['server/test/global-setup.ts'],
    env: { TEST_DB: db },
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});

/** Server tests run on PGlite; with TEST_DATABASE_URL (CI) on PostgreSQL, and on PGlite only the engine's own. */
export default defineConfig({
  test: {
    projects: [
      serverProject('pglite', postgres ? engineTests : serverTests),
      ...(postgres ? [serverProject('postgres', serverTests)] : []),
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // Beside the server projects and the journeys on 2 cores a jsdom test can take seconds.
          testTimeout: 30_000,
        },
      },
    ],
  },
});

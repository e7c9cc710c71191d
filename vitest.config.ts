import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const postgres = process.env.TEST_DATABASE_URL;
const serverTests = ['server/**/*.test.ts', 'common/**/*.test.ts', 'scripts/**/*.test.ts'];

/** Server tests run on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set (CI). */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server:pglite',
          include: serverTests,
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'server:postgres',
                include: serverTests.map((g) => g),
                exclude: ['common/**', 'scripts/**', 'server/painter/**', '**/node_modules/**'],
                environment: 'node',
                globalSetup: ['server/test/global-setup.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 180_000,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
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

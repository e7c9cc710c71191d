import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './harness.js';
import { buildApp, type App } from '../app.js';

/** The project's index.html, as a build would copy it. */
export const readIndexHtml = () => fs.readFile(path.join(import.meta.dirname, '../../index.html'), 'utf8');

/** An app serving a fake build: `files` (path in dist -> content) written to a scratch dist dir. */
export async function startSpaApp(
  files: Record<string, string>,
): Promise<{ t: TestApp; app: App; close: () => Promise<void> }> {
  const t = await createTestApp({ env: { SERVE_SPA: '1' } });
  const distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pawtrait-dist-'));
  for (const [file, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(distDir, file)), { recursive: true });
    await fs.writeFile(path.join(distDir, file), content);
  }
  const app = await buildApp(t.deps, { distDir });
  await app.ready();
  return {
    t,
    app,
    close: async () => {
      await app.close();
      await t.close();
      await fs.rm(distDir, { recursive: true, force: true });
    },
  };
}

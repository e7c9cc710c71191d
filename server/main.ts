import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { ensureLocalAdmin, openDeps } from './bootstrap.js';
import { loggerOptions } from './http/request-log.js';
import { productionBuildProblem } from './features/spa/build-mode.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The API process. It also works the job queues (image jobs and the scheduled housekeeping: library
 * purge, abandoned orders, unused uploads, mail) unless WORKERS=0; `npm run worker` adds workers.
 */
async function main() {
  const config = loadConfig();
  const distDir = config.distDir ?? path.join(root, 'dist');
  const buildProblem = config.production && config.serveSpa ? productionBuildProblem(distDir) : null;
  if (buildProblem) {
    console.error(buildProblem);
    process.exit(1);
  }
  if (!config.production)
    console.log(
      '  Development build. For production: NODE_ENV=production AUTH_SECRET=... npm start (see README, "Security").',
    );
  const logger = await loggerOptions(config);
  const opened = await openDeps(config, { workers: false });
  const app = await buildApp(opened.deps, { logger, distDir });
  if (config.jobs.workers) {
    const { startWorkers } = await import('./workers.js');
    await startWorkers(opened.deps, { info: (m) => app.log.info(m), error: (o, m) => app.log.error(o, m) });
  }
  const adminNotice = await ensureLocalAdmin(opened.deps);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Not ready from now on: a load balancer stops sending traffic; requests already here are answered.
    opened.deps.lifecycle.phase = 'draining';
    app.log.info(`${signal} received: draining, then exiting`);
    // A drain that hangs anyway (a stuck connection) must not keep the process alive for ever.
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    // Running jobs get 8 s to finish; then the pixel work still running is cut and every unfinished job
    // is handed back to the queue within 4 s more (a failed attempt, retried by another worker or after
    // the restart), so the drain ends well inside the 20 s above, also on a loaded machine, and nothing is
    // lost. Requests waiting on a job answer 202 with its id within a second, live streams end, and new
    // requests get 503 while Fastify closes.
    try {
      await Promise.all([opened.deps.jobs.engine.stop(8000), app.close()]);
      await opened.close();
    } catch (err) {
      app.log.error({ err }, 'while shutting down');
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`\n  Pawtrait Studio is running at ${config.publicUrl}\n`);
  // Last, so the one-time password is the last thing on the screen.
  if (adminNotice) console.log(`${adminNotice}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

import pino from 'pino';
import { loadConfig } from './config.js';
import { openDeps } from './bootstrap.js';
import { loggerOptions } from './http/request-log.js';
import { serveMetrics } from './features/metrics/metrics.service.js';

/**
 * A worker-only process (no HTTP): works image jobs and the scheduled housekeeping on the shop's
 * database. Run as many as the load needs on any machine that reaches DATABASE_URL (on the embedded
 * database only one process can open the data directory, so there `npm start` does the work).
 */
async function main() {
  const config = loadConfig();
  const { stream, ...options } = await loggerOptions(config);
  const log = stream ? pino(options, stream) : pino(options);
  if (!config.databaseUrl)
    log.warn('DATABASE_URL is not set: this worker opens the embedded database, which `npm start` cannot share.');
  const opened = await openDeps(config, {
    workers: true,
    log: { info: (m) => log.info(m), error: (o, m) => log.error(o, m) },
  });
  const scrape = config.metricsPort
    ? await serveMetrics(opened.deps.metrics, {
        port: config.metricsPort,
        host: config.host,
        token: config.metricsToken,
      })
    : undefined;
  log.info(
    `worker started: ${config.jobs.imageConcurrency} image ` +
      `slots${scrape ? `, metrics at http://${config.host}:${scrape.port}/metrics` : ''}`,
  );
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received, draining`);
    opened.deps.lifecycle.phase = 'draining';
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    // Running jobs get 8 s; then their pixel work is cut and they are handed back to the queue within 4 s
    // more (retried by another worker), inside the 20 s above.
    try {
      await scrape?.close();
      await opened.close();
    } catch (err) {
      log.error({ err }, 'while shutting down');
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

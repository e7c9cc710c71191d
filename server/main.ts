import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { ensureLocalAdmin, openDeps } from './bootstrap.js';
import { purgeExpiredLibraryItems } from './features/library/library.service.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  const config = loadConfig();
  if (!config.production) console.log('  Development build. For production: NODE_ENV=production AUTH_SECRET=... npm start (see README, "Security").');
  const opened = await openDeps(config);
  const app = await buildApp(opened.deps, {
    logger: { level: config.logLevel, ...(config.production ? {} : { transport: { target: 'pino-pretty', options: { colorize: true, ignore: 'pid,hostname' } } }) },
    distDir: config.distDir ?? path.join(root, 'dist'),
  });
  await ensureLocalAdmin(opened.deps, (line) => console.log(line));

  // Unsaved library items expire 30 days after creation; purge them (and their files) hourly.
  const purge = () =>
    purgeExpiredLibraryItems(opened.deps.db, opened.deps.storage)
      .then((n) => n > 0 && app.log.info(`purged ${n} expired library items`))
      .catch((err) => app.log.error({ err }, 'library purge failed'));
  void purge();
  const purgeTimer = setInterval(purge, 60 * 60 * 1000);
  purgeTimer.unref();
  // Queued e-mails (written in the same transaction as what they announce) go out every 15 s.
  const mailTimer = setInterval(() => void opened.deps.mailer.flush().catch((err) => app.log.error({ err }, 'mail flush failed')), 15_000);
  mailTimer.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    clearInterval(purgeTimer);
    clearInterval(mailTimer);
    await app.close();
    await opened.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`\n  Pawtrait Studio is running at ${config.publicUrl}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

// Starts the portal: configuration, database, server; stops cleanly on SIGTERM and SIGINT.
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/config.js';
import { openDatabase } from './db/connect.js';
import { prepareDatabase } from './db/prepare.js';
import { purgeEndedSessions } from './domain/auth/session-cleanup.js';
import { loadDeliveryConfig, providersFor } from './domain/notifications/delivery-config.js';
import { startParcelJobs } from './jobs/parcel-jobs.js';
import { runEvery } from './jobs/run-every.js';

const SHUTDOWN_GRACE_MS = 10_000;
const CLEANUP_INTERVAL_MS = 60 * 60_000;

async function start(): Promise<void> {
  const config = loadConfig();
  const delivery = loadDeliveryConfig();
  const database = openDatabase(config.databaseUrl);
  const app = await buildApp({ config, database });
  try {
    await prepareDatabase(database, config, app.log);
  } catch (error) {
    await database.close();
    throw error;
  }
  const stopCleanup = runEvery(
    CLEANUP_INTERVAL_MS,
    () => purgeEndedSessions(database.db, new Date()),
    (error) => app.log.error({ err: error }, 'session cleanup failed'),
  );
  const stopParcelJobs = startParcelJobs({
    db: database.db,
    providers: providersFor(delivery),
    log: app.log,
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    await stopCleanup();
    await stopParcelJobs();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { database: database.description },
    `BlueManager is serving at http://${config.host}:${config.port}`,
  );
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(`BlueManager could not start: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});

// Starts the portal: configuration, database, server; stops cleanly on SIGTERM and SIGINT.
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/config.js';
import { openDatabase } from './db/connect.js';
import { prepareDatabase } from './db/prepare.js';
import { loadDeliveryConfig, providersFor } from './sections/sms/delivery-config.js';
import { startBackgroundJobs } from './jobs/background-jobs.js';
import { serverRuntimeOf } from './sections/dev-tools/server-runtime.js';
import { markDatabaseInUse } from './ops/server-marker.js';

const SHUTDOWN_GRACE_MS = 10_000;
// Connections waiting to be accepted: a fleet's lockers reconnect together (a site's network comes back, the
// server restarts), and past Node's default of 511 the kernel drops them, which a locker sees as a call hanging for
// seconds. The kernel caps it at net.core.somaxconn.
const LISTEN_BACKLOG = 4096;

async function start(): Promise<void> {
  const config = loadConfig();
  const delivery = loadDeliveryConfig();
  const database = openDatabase(config.databaseUrl);
  // A SQLite file says which process serves it, so `npm run restore` will not swap it under a running server.
  const sqlitePath = config.databaseUrl.startsWith('sqlite:')
    ? config.databaseUrl.slice('sqlite:'.length)
    : '';
  const releaseDatabase = sqlitePath && sqlitePath !== ':memory:' ? markDatabaseInUse(sqlitePath) : () => {};
  const app = await buildApp({ config, database });
  try {
    await prepareDatabase(database, config, app.log);
  } catch (error) {
    await database.close();
    releaseDatabase();
    throw error;
  }
  const stopJobs = startBackgroundJobs({
    db: database.db,
    providers: providersFor(delivery),
    log: app.log,
    offlineAfterSeconds: config.machineOfflineAfterSeconds,
  });
  // Developer tools start and stop it too: one control, so the page and the server agree on whether it runs.
  const demoFleet = serverRuntimeOf(database.db).fleet;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    await demoFleet.stopIfRunning();
    await stopJobs();
    await app.close();
    await database.close();
    releaseDatabase();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await app.listen({ host: config.host, port: config.port, backlog: LISTEN_BACKLOG });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info({ database: database.description }, `BlueManager is serving at http://${config.host}:${port}`);
  if (config.demoFleet) {
    // The simulator talks to this server over loopback, whatever address it serves the outside on.
    await demoFleet
      .start(new Date())
      .catch((error: unknown) =>
        app.log.info(
          { reason: error instanceof Error ? error.message : String(error) },
          'demo fleet not started',
        ),
      );
  }
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(`BlueManager could not start: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});

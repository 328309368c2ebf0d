// Keeps the dashboards' rollup honest in the background: at start (history may have been appended while the server
// was down, e.g. by seed:large) and every few minutes; requests themselves only ever roll it forward.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { exclusively } from '../../jobs/exclusively.js';
import { runEvery } from '../../jobs/run-every.js';
import { refreshRollup } from './parcel-rollup.js';

const CHECK_INTERVAL_MS = 10 * 60_000;

export function startRollupJob(options: {
  db: Kysely<Database>;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
}): () => Promise<void> {
  return runEvery(
    CHECK_INTERVAL_MS,
    () =>
      exclusively(options.db, 'dashboard-rollup', async () => {
        if ((await refreshRollup(options.db, options.now())) === 'rebuilt') {
          options.log.info('dashboard rollup rebuilt');
        }
      }),
    (error) => options.log.error({ err: error }, 'dashboard rollup refresh failed'),
    { immediately: true },
  );
}

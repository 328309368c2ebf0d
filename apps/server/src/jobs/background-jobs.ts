// Every background job of a server instance, started and stopped in one place: the parcel sweep (overdue,
// reminders, overdue alerts), the message dispatcher, the offline sweep, the dashboards' rollup, the session
// cleanup, the machine log's retention sweep, the premium renewals, the group buys' close at their deadline and the
// outgoing webhooks' dispatcher. Each is safe to run on every instance at once, and on PostgreSQL each pass runs on
// one instance only (exclusively.ts: an advisory lock per job). Tests that need one job call it directly instead.
// The webhook dispatcher alone takes no lock: its sends wait on receivers, and its claims keep each delivery sent once.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { purgeEndedSessions } from '../domain/auth/session-cleanup.js';
import { startRollupJob } from '../sections/dashboard/rollup-job.js';
import { startGroupBuyClose } from '../sections/group-buy-schedule/group-buy-job.js';
import { startWebhookDispatcher } from '../sections/web-service/webhook-dispatcher.js';
import { sweepMachineLogs } from '../sections/logs/log-retention.js';
import type { MessageProviders } from '../sections/sms/message-provider.js';
import { startOfflineSweep } from './offline-sweep.js';
import { startParcelJobs } from './parcel-jobs.js';
import { exclusively } from './exclusively.js';
import { runEvery } from './run-every.js';
import { startPremiumRenewals } from '../sections/premium-member/premium-renewal-job.js';

const SESSION_CLEANUP_INTERVAL_MS = 60 * 60_000;
const LOG_RETENTION_INTERVAL_MS = 10 * 60_000;

export interface BackgroundJobOptions {
  db: Kysely<Database>;
  providers: MessageProviders;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /** A machine silent this long is marked offline. */
  offlineAfterSeconds: number;
  now?: () => Date;
}

/** Starts them all; the returned function stops them and waits for the passes in flight. */
export function startBackgroundJobs(options: BackgroundJobOptions): () => Promise<void> {
  const now = options.now ?? (() => new Date());
  const stops = [
    startParcelJobs({ db: options.db, providers: options.providers, log: options.log, now }),
    startOfflineSweep({
      db: options.db,
      now,
      silenceSeconds: options.offlineAfterSeconds,
      log: options.log,
    }),
    startRollupJob({ db: options.db, now, log: options.log }),
    startPremiumRenewals({ db: options.db, now, log: options.log }),
    startGroupBuyClose({ db: options.db, now, log: options.log }),
    startWebhookDispatcher({ db: options.db, now, log: options.log }),
    runEvery(
      SESSION_CLEANUP_INTERVAL_MS,
      () => exclusively(options.db, 'session-cleanup', () => purgeEndedSessions(options.db, now())),
      (error) => options.log.error({ err: error }, 'session cleanup failed'),
    ),
    runEvery(
      LOG_RETENTION_INTERVAL_MS,
      () => exclusively(options.db, 'machine-log-retention', () => sweepMachineLogs(options.db, now())),
      (error) => options.log.error({ err: error }, 'machine log retention sweep failed'),
      { immediately: true },
    ),
  ];
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}

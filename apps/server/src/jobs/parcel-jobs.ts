// The background work of the parcel lifecycle, on intervals: the sweep (overdue, reminders) and the message
// dispatcher (the outbox). Both are safe to run on every server instance at once; each pass runs on one of them
// (exclusively.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { drainDueMessages } from '../sections/sms/message-dispatcher.js';
import type { MessageProviders } from '../sections/sms/message-provider.js';
import { sweepParcels } from './parcel-sweep.js';
import { exclusively } from './exclusively.js';
import { runEvery } from './run-every.js';
import { withPortalSmtp } from '../sections/email/portal-smtp.js';

export interface ParcelJobOptions {
  db: Kysely<Database>;
  providers: MessageProviders;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  now?: () => Date;
  sweepEveryMs?: number;
  dispatchEveryMs?: number;
}

/** Starts both jobs; the returned function stops them and waits for a pass in flight. */
export function startParcelJobs(options: ParcelJobOptions): () => Promise<void> {
  const now = options.now ?? (() => new Date());
  const stopSweep = runEvery(
    options.sweepEveryMs ?? 60_000,
    () =>
      exclusively(options.db, 'parcel-sweep', async () => {
        const report = await sweepParcels(options.db, now());
        // Skipped parcels stay as they were and come back next pass; someone should look at their rows.
        if (report.failed > 0)
          options.log.error({ failed: report.failed }, 'parcel sweep skipped parcels it could not handle');
      }),
    (error) => options.log.error({ err: error }, 'parcel sweep failed'),
  );
  const stopDispatch = runEvery(
    options.dispatchEveryMs ?? 5_000,
    () =>
      exclusively(options.db, 'message-dispatch', async () =>
        drainDueMessages(options.db, await withPortalSmtp(options.db, options.providers), now),
      ),
    (error) => options.log.error({ err: error }, 'message dispatch failed'),
  );
  return async () => {
    await Promise.all([stopSweep(), stopDispatch()]);
    await Promise.all([options.providers.sms.close?.(), options.providers.email.close?.()]);
  };
}

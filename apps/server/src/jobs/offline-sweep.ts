// Marks offline the machines whose heartbeats stopped: status leaves '101' while run_sts stays '1', which is spec
// §5's offline rule, so the banner, the machine list and the managers' alerts all see it. One UPDATE picks and
// changes the rows, so several server instances sweeping at once each mark a machine at most once between them.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { recordMachineEvents } from '../sections/machines/machine-events.js';
import { queueStaffAlerts } from '../sections/sms/staff-alerts.js';
import { queueMachineWebhooks } from '../sections/web-service/webhook-queue.js';
import { exclusively } from './exclusively.js';
import { runEvery } from './run-every.js';

/** The status a silent machine gets: anything but '101' reads as offline while it is in service. */
export const SILENT_STATUS = '0';

export async function sweepOfflineMachines(
  db: Kysely<Database>,
  now: Date,
  silenceSeconds: number,
): Promise<number[]> {
  const cutoff = new Date(now.getTime() - silenceSeconds * 1000).toISOString();
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('machines')
      .set({ status: SILENT_STATUS })
      .where('status', '=', '101')
      .where('run_sts', '=', '1')
      .where('retired_at', 'is', null)
      .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', cutoff)]))
      .returning(['id', 'building_id', 'name'])
      .execute();
    const detail = `no heartbeat for ${silenceSeconds} s`;
    const events = rows.map((row) => ({ machineId: row.id, kind: 'offline' as const, at: now, detail }));
    await recordMachineEvents(trx, events);
    await queueMachineWebhooks(trx, events, now);
    await queueStaffAlerts(
      trx,
      rows.map((row) => ({
        buildingId: row.building_id,
        event: 'locker-offline' as const,
        locker: row.name,
        detail,
      })),
      now,
    );
    return rows.map((row) => row.id);
  });
}

/** How often to sweep: a silent machine is marked at most a quarter of the silence late. */
export function sweepIntervalMs(silenceSeconds: number): number {
  return Math.max(250, Math.min(30_000, (silenceSeconds * 1000) / 4));
}

export function startOfflineSweep(options: {
  db: Kysely<Database>;
  now: () => Date;
  silenceSeconds: number;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
}): () => Promise<void> {
  return runEvery(
    sweepIntervalMs(options.silenceSeconds),
    () =>
      exclusively(options.db, 'offline-sweep', async () => {
        const ids = await sweepOfflineMachines(options.db, options.now(), options.silenceSeconds);
        if (ids.length > 0) options.log.info({ machines: ids }, 'machines marked offline');
      }),
    (error) => options.log.error({ err: error }, 'offline sweep failed'),
  );
}

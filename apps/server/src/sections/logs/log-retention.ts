// How long machine log entries are kept, and the sweep that deletes older ones. The setting is one row; a database
// without it keeps a year. The sweep deletes in small batches, oldest first (the (time) index finds them), so it
// never holds a long lock on a busy log, and any number of instances may run it at once.
import type { Kysely } from 'kysely';
import { MACHINE_LOG_RETENTION, type ActResult, type logRetentionAct } from '@bluemanager/protocol';
import { logFor, type Writer } from '../../act-channel/write.js';
import type { Database } from '../../db/schema.js';

const DAY_MS = 86_400_000;
const SWEEP_BATCH = 5_000;
/** Batches per pass: a pass ends within a few seconds; the rest waits for the next one. */
const SWEEP_BATCHES = 40;

export async function machineLogDays(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('log_retention')
    .select('days')
    .where('log', '=', 'machine')
    .executeTakeFirst();
  return row?.days ?? MACHINE_LOG_RETENTION.default;
}

export async function logRetention(db: Kysely<Database>): Promise<ActResult<typeof logRetentionAct>> {
  const oldest = await db
    .selectFrom('machine_events')
    .select((eb) => eb.fn.min('at').as('oldest'))
    .executeTakeFirst();
  return { machine_days: await machineLogDays(db), oldest: oldest?.oldest ?? null };
}

export async function setMachineLogDays(
  db: Kysely<Database>,
  days: number,
  writer: Writer,
): Promise<ActResult<typeof logRetentionAct>> {
  const before = await machineLogDays(db);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('log_retention')
      .values({ log: 'machine', days, updated_at: writer.now.toISOString() })
      .onConflict((oc) => oc.column('log').doUpdateSet({ days, updated_at: writer.now.toISOString() }))
      .execute();
    await logFor(trx, writer, {
      operation: 'log-retention-changed',
      target: String(days),
      changes: { before: { machine_days: before }, after: { machine_days: days } },
    });
  });
  return logRetention(db);
}

/** Deletes the reported entries older than the retention (not the machines' admin history); returns how many went. */
export async function sweepMachineLogs(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - (await machineLogDays(db)) * DAY_MS).toISOString();
  let deleted = 0;
  for (let batch = 0; batch < SWEEP_BATCHES; batch++) {
    const old = db
      .selectFrom('machine_events')
      .select('id')
      .where('at', '<', cutoff)
      // A machine's own life (installed, changed, retired, credential issued) is its record, a few rows a
      // machine: the retention is for what lockers report.
      .where('category', '<>', 'admin')
      .orderBy('at')
      .limit(SWEEP_BATCH);
    const result = await db.deleteFrom('machine_events').where('id', 'in', old).executeTakeFirst();
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < SWEEP_BATCH) break;
  }
  return deleted;
}

// Recording a crash, whoever reports it (a locker's device call, a browser's error): its group by signature (made on
// first sight; two first reports at once meet on the unique signature), the counts and versions, the locker's own
// count, the report itself (only the latest CRASH_REPORTS_KEPT per group are kept), and the reopening of a group
// that had been marked resolved, written to the operation log in the same transaction.
import type { Kysely } from 'kysely';
import { CRASH_REPORTS_KEPT, type CrashOrigin } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import type { OperationActor } from '../../domain/oplog/operation-log.js';
import { logOperation } from '../../domain/oplog/operation-log.js';
import { crashSignature, crashTitle, topFrame } from './crash-signature.js';
import './crash.table.js';

export interface CrashInput {
  origin: CrashOrigin;
  machineId: number | null;
  version: string;
  message: string;
  stack: string;
  events: readonly string[];
  route: string;
}

export interface Recorded {
  group: number;
  count: number;
  reopened: boolean;
}

const VERSIONS_KEPT = 5;

function withVersion(stored: string, version: string): string {
  if (version === '') return stored;
  const versions = (JSON.parse(stored) as string[]).filter((seen) => seen !== version);
  return JSON.stringify([version, ...versions].slice(0, VERSIONS_KEPT));
}

export function recordCrash(
  db: Kysely<Database>,
  input: CrashInput,
  actor: OperationActor,
  now: Date,
): Promise<Recorded> {
  return db.transaction().execute((trx) => recordCrashIn(trx, input, actor, now));
}

/** The same, inside a transaction the caller holds (the seed's). */
export async function recordCrashIn(
  trx: Kysely<Database>,
  input: CrashInput,
  actor: OperationActor,
  now: Date,
): Promise<Recorded> {
  const at = now.toISOString();
  const signature = crashSignature(input.origin, input.message, input.stack);
  await trx
    .insertInto('crash_groups')
    .values({
      origin: input.origin,
      signature,
      title: crashTitle(input.message),
      frame: topFrame(input.stack),
      count: 0,
      versions: '[]',
      first_seen: at,
      last_seen: at,
      resolved_at: null,
      resolved_by: '',
      reopened_at: null,
    })
    .onConflict((conflict) => conflict.column('signature').doNothing())
    .execute();
  const group = await trx
    .selectFrom('crash_groups')
    .selectAll()
    .where('signature', '=', signature)
    .executeTakeFirstOrThrow();
  const reopened = group.resolved_at !== null;
  await trx
    .updateTable('crash_groups')
    .set({
      count: group.count + 1,
      versions: withVersion(group.versions, input.version),
      last_seen: at > group.last_seen ? at : group.last_seen,
      ...(reopened ? { resolved_at: null, resolved_by: '', reopened_at: at } : {}),
    })
    .where('id', '=', group.id)
    .execute();
  if (input.machineId !== null) {
    const seen = await trx
      .updateTable('crash_group_machines')
      .set((eb) => ({ count: eb('count', '+', 1), last_seen: at }))
      .where('group_id', '=', group.id)
      .where('machine_id', '=', input.machineId)
      .executeTakeFirst();
    if (Number(seen.numUpdatedRows) === 0) {
      await trx
        .insertInto('crash_group_machines')
        .values({ group_id: group.id, machine_id: input.machineId, count: 1, last_seen: at })
        .execute();
    }
  }
  await trx
    .insertInto('crash_reports')
    .values({
      group_id: group.id,
      at,
      machine_id: input.machineId,
      version: input.version,
      message: input.message,
      stack: input.stack,
      events: JSON.stringify(input.events),
      route: input.route,
    })
    .execute();
  await trimReports(trx, group.id);
  if (reopened) {
    await logOperation(trx, {
      operation: 'crash-group-reopened',
      target: group.title.slice(0, 80),
      actor,
      now,
      changes: { before: { resolved: true }, after: { resolved: false } },
    });
  }
  return { group: group.id, count: group.count + 1, reopened };
}

/** Drops the group's reports beyond the newest CRASH_REPORTS_KEPT. */
async function trimReports(trx: Kysely<Database>, groupId: number): Promise<void> {
  const cutoff = await trx
    .selectFrom('crash_reports')
    .select('id')
    .where('group_id', '=', groupId)
    .orderBy('id', 'desc')
    .offset(CRASH_REPORTS_KEPT)
    .limit(1)
    .executeTakeFirst();
  if (cutoff) {
    await trx
      .deleteFrom('crash_reports')
      .where('group_id', '=', groupId)
      .where('id', '<=', cutoff.id)
      .execute();
  }
}

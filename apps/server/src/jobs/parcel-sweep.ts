// The parcel sweep: marks pending parcels overdue once their due time has passed (telling the recipient once), and
// sends the reminders the building's schedule asks for. Every parcel is claimed with a conditional update in its
// own transaction, so several server instances can sweep at once and each parcel is handled exactly once.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ParcelChange } from '../domain/events/parcel-change.js';
import { publishParcelChanges } from '../domain/events/parcel-events.js';
import { queueParcelNotification } from '../sections/sms/queue-notification.js';
import { queueStaffAlerts } from '../sections/sms/staff-alerts.js';
import { logOperation } from '../domain/oplog/operation-log.js';
import { actorLogFields } from '../sections/parcels/parcel-actor.js';
import { nextReminderAt } from '../sections/parcels/reminder-schedule.js';
import { reminderHeldUntil } from '../sections/members/member-hold.js';

const BATCH = 200;
const SYSTEM = actorLogFields({ kind: 'system', job: 'sweep' });

export interface SweepReport {
  overdue: number;
  reminded: number;
  /** Parcels whose step failed (a bad row): left as they were, retried next pass, never in the others' way. */
  failed: number;
}

/**
 * Runs `claim` for each parcel in its own transaction and keeps going when one fails: a bad row in one building (a
 * zone the clock cannot read, a broken template) must never stop the sweep for the others.
 */
async function claimEach<Row>(
  rows: readonly Row[],
  claim: (row: Row) => Promise<ParcelChange | undefined>,
  failures: { count: number },
): Promise<ParcelChange[]> {
  const changes: ParcelChange[] = [];
  for (const row of rows) {
    try {
      const change = await claim(row);
      if (change) changes.push(change);
    } catch {
      failures.count += 1;
    }
  }
  return changes;
}

async function markOverdue(
  db: Kysely<Database>,
  now: Date,
  failures: { count: number },
): Promise<ParcelChange[]> {
  const nowIso = now.toISOString();
  const due = await db
    .selectFrom('parcels')
    .select(['id', 'building_id'])
    .where('state', '=', 'pending')
    .where('overdue', '=', 0)
    .where('due_at', '<', nowIso)
    .orderBy('due_at')
    .limit(BATCH)
    .execute();
  return claimEach(
    due,
    async (parcel) => {
      const claimed = await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('parcels')
          .set({ overdue: 1, next_reminder_at: null, updated_at: nowIso })
          .where('id', '=', parcel.id)
          .where('state', '=', 'pending')
          .where('overdue', '=', 0)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await logOperation(trx, {
          operation: 'parcel-overdue',
          target: String(parcel.id),
          actor: SYSTEM,
          now,
          buildingId: parcel.building_id,
        });
        await queueParcelNotification(trx, { parcelId: parcel.id, event: 'overdue', now });
        return true;
      });
      return claimed
        ? {
            parcelId: parcel.id,
            buildingId: parcel.building_id,
            kind: 'overdue',
            state: 'pending',
            at: nowIso,
          }
        : undefined;
    },
    failures,
  );
}

async function sendReminders(
  db: Kysely<Database>,
  now: Date,
  failures: { count: number },
): Promise<ParcelChange[]> {
  const nowIso = now.toISOString();
  const due = await db
    .selectFrom('parcels')
    .innerJoin('buildings', 'buildings.id', 'parcels.building_id')
    .select([
      'parcels.id',
      'parcels.building_id',
      'parcels.reminders_sent',
      'parcels.next_reminder_at',
      'parcels.due_at',
      'buildings.reminder_every_hours',
      'buildings.reminder_limit',
    ])
    .where('parcels.state', '=', 'pending')
    .where('parcels.next_reminder_at', '<=', nowIso)
    .orderBy('parcels.next_reminder_at')
    .limit(BATCH)
    .execute();
  return claimEach(
    due,
    async (parcel) => {
      const sent = parcel.reminders_sent + 1;
      const claimed = await db.transaction().execute(async (trx) => {
        // A recipient on hold (a vacation) is reminded when the hold ends, or not at all if the parcel is due first.
        const heldUntil = await reminderHeldUntil(trx, parcel.id, now);
        if (heldUntil !== undefined) {
          await trx
            .updateTable('parcels')
            .set({ next_reminder_at: parcel.due_at !== null && heldUntil < parcel.due_at ? heldUntil : null })
            .where('id', '=', parcel.id)
            .where('next_reminder_at', '=', parcel.next_reminder_at)
            .execute();
          return false;
        }
        const result = await trx
          .updateTable('parcels')
          .set({
            reminders_sent: sent,
            last_reminder_at: nowIso,
            next_reminder_at: nextReminderAt(now, sent, parcel.due_at, parcel),
            updated_at: nowIso,
          })
          .where('id', '=', parcel.id)
          .where('state', '=', 'pending')
          .where('next_reminder_at', '=', parcel.next_reminder_at)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await logOperation(trx, {
          operation: 'parcel-reminded',
          target: String(parcel.id),
          actor: SYSTEM,
          now,
          buildingId: parcel.building_id,
        });
        await queueParcelNotification(trx, { parcelId: parcel.id, event: 'reminder', now });
        return true;
      });
      return claimed
        ? {
            parcelId: parcel.id,
            buildingId: parcel.building_id,
            kind: 'reminded',
            state: 'pending',
            at: nowIso,
          }
        : undefined;
    },
    failures,
  );
}

/**
 * One email per building and pass, not one per parcel: a manager wants to know that parcels went overdue, not to
 * be flooded. Each parcel was claimed by exactly one instance, so the counts of several instances add up.
 */
async function alertOverdue(
  db: Kysely<Database>,
  overdue: readonly ParcelChange[],
  now: Date,
): Promise<void> {
  const perBuilding = new Map<number, number>();
  for (const change of overdue)
    perBuilding.set(change.buildingId, (perBuilding.get(change.buildingId) ?? 0) + 1);
  await queueStaffAlerts(
    db,
    [...perBuilding].map(([buildingId, count]) => ({ buildingId, event: 'parcels-overdue' as const, count })),
    now,
  );
}

/** One pass of the sweep; a backlog larger than a batch is taken up by the next pass. */
export async function sweepParcels(db: Kysely<Database>, now: Date): Promise<SweepReport> {
  const failures = { count: 0 };
  const overdue = await markOverdue(db, now, failures);
  await alertOverdue(db, overdue, now);
  const reminded = await sendReminders(db, now, failures);
  await publishParcelChanges(db, [...overdue, ...reminded]);
  return { overdue: overdue.length, reminded: reminded.length, failed: failures.count };
}

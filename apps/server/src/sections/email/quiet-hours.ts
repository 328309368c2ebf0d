// Quiet hours per building: a reminder queued inside them waits for their end, in the building's own zone, so
// nobody is texted about a parcel at 2 am. Deposit notices are not held (the recipient may be waiting at the door).
import type { Kysely } from 'kysely';
import { usableTimeZone } from '@bluemanager/protocol';
import { ActError } from '../../domain/act-error.js';
import type { Database } from '../../db/schema.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import './notification-tables.js';

const DAY_MINUTES = 1440;

const minutesOf = (clock: string): number => {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** The minute of the day and the second within it on the zone's wall clock at `at`. */
function wallClock(at: Date, timeZone: string): { minute: number; second: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: usableTimeZone(timeZone),
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { minute: part('hour') * 60 + part('minute'), second: part('second') };
}

export interface QuietHours {
  starts: string;
  ends: string;
}

/**
 * When a message queued at `at` may go out: `at` itself outside the window, else the window's end. The end is found
 * by counting wall-clock minutes forward, which is right except across a DST change inside the window (an hour off,
 * still at night).
 */
export function afterQuietHours(at: Date, timeZone: string, quiet: QuietHours | undefined): Date {
  if (!quiet) return at;
  const starts = minutesOf(quiet.starts);
  const ends = minutesOf(quiet.ends);
  if (starts === ends) return at;
  const { minute, second } = wallClock(at, timeZone);
  const inside = starts < ends ? minute >= starts && minute < ends : minute >= starts || minute < ends;
  if (!inside) return at;
  const wait = (ends - minute + DAY_MINUTES) % DAY_MINUTES;
  const minuteStart = at.getTime() - second * 1000 - at.getUTCMilliseconds();
  return new Date(minuteStart + wait * 60_000);
}

export async function quietHoursOf(
  db: Kysely<Database>,
  buildingId: number,
): Promise<QuietHours | undefined> {
  return db
    .selectFrom('building_quiet_hours')
    .select(['starts', 'ends'])
    .where('building_id', '=', buildingId)
    .executeTakeFirst();
}

export async function listQuietHours(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('building_quiet_hours')
    .select(['building_id', 'starts', 'ends'])
    .orderBy('building_id')
    .execute();
  return { items: rows.map((row) => ({ buid: row.building_id, starts: row.starts, ends: row.ends })) };
}

/** Sets or (without starts and ends) removes a building's quiet hours, logged with what they were. */
export async function setQuietHours(
  db: Kysely<Database>,
  params: { buid: number; starts?: string; ends?: string },
  writer: { actor: OperationActor; now: Date },
) {
  await db.transaction().execute(async (trx) => {
    const building = await trx
      .selectFrom('buildings')
      .select(['id', 'name'])
      .where('id', '=', params.buid)
      .executeTakeFirst();
    if (!building) throw new ActError('NOT_FOUND', `There is no building ${params.buid}.`);
    const before = await quietHoursOf(trx, building.id);
    if (params.starts === undefined || params.ends === undefined) {
      if (!before) throw new ActError('CONFLICT', `${building.name} has no quiet hours to remove.`);
      await trx.deleteFrom('building_quiet_hours').where('building_id', '=', building.id).execute();
    } else {
      const row = { building_id: building.id, starts: params.starts, ends: params.ends };
      await trx
        .insertInto('building_quiet_hours')
        .values(row)
        .onConflict((oc) => oc.column('building_id').doUpdateSet({ starts: row.starts, ends: row.ends }))
        .execute();
    }
    await logOperation(trx, {
      operation: 'quiet-hours-set',
      target: building.name,
      actor: writer.actor,
      now: writer.now,
      buildingId: building.id,
      changes: {
        before: before ? { starts: before.starts, ends: before.ends } : {},
        after: params.starts === undefined ? {} : { starts: params.starts, ends: params.ends },
      },
    });
  });
  return listQuietHours(db);
}

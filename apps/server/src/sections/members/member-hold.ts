// Holds: a member away (a vacation) from one day to another of their building. Reminders for their parcels wait
// until the hold ends; the overdue clock keeps the building's rule. The sweep asks reminderHeldUntil before it sends.
import type { Kysely } from 'kysely';
import { storedPhone, usableTimeZone, type MemberItem } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import type { Writer } from '../../act-channel/write.js';
import { ActError } from '../../domain/act-error.js';
import { zonedBound } from '../../domain/zoned-time.js';
import { logForMembers } from './member-history.js';
import { findMember, readPhones, toMemberItem } from './member-row.js';
import { placeOf } from './member-writes.js';

/** The building's calendar day at `now`: yyyy-mm-dd. */
function dayIn(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: usableTimeZone(timeZone) }).format(now);
}

export async function setMemberHold(
  db: Kysely<Database>,
  id: number,
  hold: { from: string; until: string },
  writer: Writer,
): Promise<MemberItem> {
  return db.transaction().execute(async (trx) => {
    const row = await findMember(trx, id);
    const before = toMemberItem(row);
    const ending = hold.from === '';
    if (!ending && before.status === 'moved-out') {
      throw new ActError('CONFLICT', 'A member who moved out cannot be put on hold.');
    }
    const { timezone } = await trx
      .selectFrom('buildings')
      .select('timezone')
      .where('id', '=', row.building_id)
      .executeTakeFirstOrThrow();
    if (!ending && hold.until < dayIn(writer.now, timezone)) {
      throw new ActError('INVALID_PARAMS', 'The hold would already be over.', {
        issues: [{ path: 'until', message: 'the last day has passed' }],
      });
    }
    if (ending && before.hold_from === null) throw new ActError('CONFLICT', 'The member is not on hold.');
    await trx
      .updateTable('members')
      .set({
        hold_from: ending ? null : hold.from,
        hold_until: ending ? null : hold.until,
        updated_at: writer.now.toISOString(),
      })
      .where('id', '=', id)
      .execute();
    const member = toMemberItem(await findMember(trx, id));
    await logForMembers(trx, writer, [id], {
      operation: ending ? 'member-hold-ended' : 'member-hold-set',
      target: member.name,
      detail: ending ? placeOf(member) : `${hold.from} to ${hold.until}`,
      changes: {
        before: { hold_from: before.hold_from, hold_until: before.hold_until },
        after: { hold_from: member.hold_from, hold_until: member.hold_until },
      },
    });
    return member;
  });
}

/**
 * When the hold of the parcel's member ends (an ISO instant), if the member is on hold at `now`; undefined when
 * reminders may go. The member is the one a merge linked, or a current member of the building with the parcel's
 * phone or email.
 */
export async function reminderHeldUntil(
  db: Kysely<Database>,
  parcelId: number,
  now: Date,
): Promise<string | undefined> {
  const parcel = await db
    .selectFrom('parcels')
    .innerJoin('buildings', 'buildings.id', 'parcels.building_id')
    .select([
      'parcels.building_id',
      'parcels.phone',
      'parcels.email',
      'parcels.member_id',
      'buildings.timezone',
    ])
    .where('parcels.id', '=', parcelId)
    .executeTakeFirst();
  if (!parcel) return undefined;
  const onHold = await db
    .selectFrom('members')
    .select(['id', 'phones', 'email', 'hold_from', 'hold_until'])
    .where('building_id', '=', parcel.building_id)
    .where('status', '!=', 'moved-out')
    .where('hold_from', 'is not', null)
    .execute();
  const email = parcel.email.trim().toLowerCase();
  const nowIso = now.toISOString();
  for (const member of onHold) {
    const addressed =
      parcel.member_id !== null
        ? parcel.member_id === member.id
        : readPhones(member.phones).some((phone) => storedPhone(phone) === parcel.phone) ||
          (email !== '' && member.email === email);
    if (!addressed || member.hold_from === null || member.hold_until === null) continue;
    const starts = zonedBound(member.hold_from, 'start', parcel.timezone);
    const ends = zonedBound(member.hold_until, 'end', parcel.timezone);
    if (starts <= nowIso && nowIso <= ends) return ends;
  }
  return undefined;
}

// Which member a parcel belongs to: the one a merge linked it to, else a member of its building whose phone (as
// parcels store it) or email it names, a current member before one who moved out, the newest first.
import type { Kysely } from 'kysely';
import { storedPhone, type MemberItem } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { memberQuery, readPhones, toMemberItem } from './member-row.js';

export async function memberOfParcel(db: Kysely<Database>, parcelId: number): Promise<MemberItem | null> {
  const parcel = await db
    .selectFrom('parcels')
    .select(['building_id', 'phone', 'email', 'member_id'])
    .where('id', '=', parcelId)
    .executeTakeFirstOrThrow();
  return memberAddressed(db, parcel);
}

/** The same rule for a parcel not written yet (a deposit): its building, phone as stored, email and linked member. */
export async function memberAddressed(
  db: Kysely<Database>,
  parcel: { building_id: number; phone: string; email: string; member_id: number | null },
): Promise<MemberItem | null> {
  if (parcel.member_id !== null) {
    const linked = await memberQuery(db).where('members.id', '=', parcel.member_id).executeTakeFirst();
    if (linked) return toMemberItem(linked);
  }
  const email = parcel.email.trim().toLowerCase();
  const candidates = await memberQuery(db)
    .where('members.building_id', '=', parcel.building_id)
    .where((eb) =>
      eb.or([
        ...(parcel.phone.trim() !== '' ? [eb('members.phones', 'like', `%${parcel.phone.trim()}"%`)] : []),
        ...(email !== '' ? [eb('members.email', '=', email)] : []),
      ]),
    )
    .orderBy('members.updated_at', 'desc')
    .execute();
  const addressed = candidates.filter(
    (row) =>
      readPhones(row.phones).some((phone) => storedPhone(phone) === parcel.phone.trim()) ||
      (email !== '' && row.email === email),
  );
  const best = addressed.find((row) => row.status !== 'moved-out') ?? addressed[0];
  return best ? toMemberItem(best) : null;
}

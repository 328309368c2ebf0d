// A member row as the acts answer it, and the derived columns a write keeps in step with the fields.
import type { Kysely } from 'kysely';
import { digitsOf, storedPhone, type MemberItem } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import type { MemberRow } from './member.table.js';

export const readPhones = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
};

/**
 * What the search matches: a phone by its E.164 digits and by the digits parcels store (ten for North American
 * numbers), so '416 555 0142', '+14165550142' and '555-01' all find it.
 */
export function memberSearchText(member: {
  name: string;
  unit: string;
  email: string;
  phones: readonly string[];
}): string {
  const phones = member.phones.flatMap((phone) => [digitsOf(phone), digitsOf(storedPhone(phone))]);
  return [member.name.toLowerCase(), member.email, member.unit.toLowerCase(), ...phones].join(' ');
}

/** A member row with its building's name and time zone, as memberQuery selects it. */
export type MemberWithBuilding = MemberRow & { bname: string; tz: string };

export function toMemberItem(row: MemberWithBuilding): MemberItem {
  return {
    id: row.id,
    buid: row.building_id,
    bname: row.bname,
    tz: row.tz,
    unit: row.unit,
    name: row.name,
    phones: readPhones(row.phones),
    email: row.email,
    language: row.language,
    channel: row.channel,
    status: row.status,
    notes: row.notes,
    created_at: row.created_at,
    updated_at: row.updated_at,
    moved_out_at: row.moved_out_at,
    hold_from: row.hold_from,
    hold_until: row.hold_until,
  };
}

export const memberQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('members')
    .innerJoin('buildings', 'buildings.id', 'members.building_id')
    .selectAll('members')
    .select(['buildings.name as bname', 'buildings.timezone as tz']);

/** The member with its building's name; the dispatcher has checked the id is in the caller's scope. */
export async function findMember(db: Kysely<Database>, id: number): Promise<MemberWithBuilding> {
  const row = await memberQuery(db).where('members.id', '=', id).executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no member ${id}.`);
  return row;
}

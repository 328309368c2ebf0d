// A phone or email belongs to one current member of a building: a second resident with the same contact is either
// the same person (merge them) or a mistake. Moved-out members free their contacts for whoever lives there next.
import type { Kysely } from 'kysely';
import type { ParamIssue } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { readPhones } from './member-row.js';

export interface CurrentContact {
  id: number;
  name: string;
  unit: string;
  phones: string[];
  email: string;
}

export async function currentContacts(db: Kysely<Database>, buildingId: number): Promise<CurrentContact[]> {
  const rows = await db
    .selectFrom('members')
    .select(['id', 'name', 'unit', 'phones', 'email'])
    .where('building_id', '=', buildingId)
    .where('status', '!=', 'moved-out')
    .execute();
  return rows.map((row) => ({ ...row, phones: readPhones(row.phones) }));
}

/** The issues of a member whose phones or email another current member of the building already has. */
export function contactClashes(
  others: readonly CurrentContact[],
  member: { id?: number; phones: readonly string[]; email: string },
): ParamIssue[] {
  const issues: ParamIssue[] = [];
  for (const other of others) {
    if (other.id === member.id) continue;
    const who = `${other.name}, unit ${other.unit}`;
    const phone = member.phones.find((entry) => other.phones.includes(entry));
    if (phone !== undefined) issues.push({ path: 'phones', message: `already used by ${who}` });
    if (member.email !== '' && other.email === member.email) {
      issues.push({ path: 'email', message: `already used by ${who}` });
    }
  }
  return issues;
}

export async function requireFreeContacts(
  db: Kysely<Database>,
  buildingId: number,
  member: { id?: number; phones: readonly string[]; email: string },
): Promise<void> {
  const issues = contactClashes(await currentContacts(db, buildingId), member);
  const first = issues[0];
  if (first) {
    const noun = first.path === 'email' ? 'email address' : 'phone number';
    throw new ActError('CONFLICT', `This ${noun} is ${first.message}.`, { issues });
  }
}

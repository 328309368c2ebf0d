// Merging a duplicate into a member of the same building: the member keeps its own fields, gains the duplicate's
// phones (up to the limit) and its email when it has none, takes the duplicate's parcels (linked, so they stay even
// when a contact does not carry over) and its history; the duplicate is removed and the merge logged on the member.
import { sql, type Kysely } from 'kysely';
import { MAX_MEMBER_PHONES, type MemberItem } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import type { Writer } from '../../act-channel/write.js';
import { ActError } from '../../domain/act-error.js';
import { logForMembers } from './member-history.js';
import { parcelsOfMember } from './member-parcels.js';
import { findMember, memberSearchText, toMemberItem } from './member-row.js';
import { loggedFields, placeOf } from './member-writes.js';

const NOTES_LIMIT = 1000;

export function mergedFields(member: MemberItem, duplicate: MemberItem) {
  const phones = [...new Set([...member.phones, ...duplicate.phones])].slice(0, MAX_MEMBER_PHONES);
  const notes = [...new Set([member.notes, duplicate.notes].filter((note) => note !== ''))]
    .join('\n')
    .slice(0, NOTES_LIMIT);
  return { phones, email: member.email !== '' ? member.email : duplicate.email, notes };
}

export async function mergeMembers(
  db: Kysely<Database>,
  ids: { id: number; duplicate: number },
  writer: Writer,
): Promise<MemberItem> {
  if (ids.id === ids.duplicate) {
    throw new ActError('INVALID_PARAMS', 'A member cannot be merged into itself.', {
      issues: [{ path: 'duplicate', message: 'choose another member' }],
    });
  }
  return db.transaction().execute(async (trx) => {
    const member = toMemberItem(await findMember(trx, ids.id));
    const duplicate = toMemberItem(await findMember(trx, ids.duplicate));
    if (member.buid !== duplicate.buid) {
      throw new ActError('CONFLICT', 'Only members of the same building can be merged.');
    }
    const merged = mergedFields(member, duplicate);
    await trx
      .updateTable('parcels')
      .set({ member_id: member.id })
      .where((eb) => parcelsOfMember(eb, duplicate))
      .execute();
    await trx
      .insertInto('member_log')
      .columns(['member_id', 'log_id'])
      .expression(
        trx
          .selectFrom('member_log')
          .select([sql.lit(member.id).as('member_id'), 'log_id'])
          .where('member_id', '=', duplicate.id)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('member_log as kept')
                  .select('kept.log_id')
                  .where('kept.member_id', '=', member.id)
                  .whereRef('kept.log_id', '=', 'member_log.log_id'),
              ),
            ),
          ),
      )
      .execute();
    await trx.deleteFrom('member_log').where('member_id', '=', duplicate.id).execute();
    await trx.deleteFrom('members').where('id', '=', duplicate.id).execute();
    await trx
      .updateTable('members')
      .set({
        ...merged,
        phones: JSON.stringify(merged.phones),
        search_text: memberSearchText({ ...member, ...merged }),
        updated_at: writer.now.toISOString(),
      })
      .where('id', '=', member.id)
      .execute();
    const after = toMemberItem(await findMember(trx, member.id));
    await logForMembers(trx, writer, [member.id], {
      operation: 'members-merged',
      target: member.name,
      detail: `${duplicate.name} (${placeOf(duplicate)}) merged into it`,
      changes: {
        before: { ...loggedFields(member), duplicate: loggedFields(duplicate) },
        after: loggedFields(after),
      },
    });
    return after;
  });
}

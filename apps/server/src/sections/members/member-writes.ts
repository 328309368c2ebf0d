// Creating and editing members: every write checks the contacts, runs in one transaction and is logged on the member
// with what it changed.
import type { Kysely } from 'kysely';
import {
  contactIssues,
  type ActParsedParams,
  type MemberChannel,
  type MemberItem,
  type memberCreateAct,
  type memberUpdateAct,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import type { Writer } from '../../act-channel/write.js';
import { ActError } from '../../domain/act-error.js';
import { changedFields } from '../../domain/oplog/operation-log.js';
import { requireFreeContacts } from './member-conflicts.js';
import { logForMembers } from './member-history.js';
import { findMember, memberSearchText, toMemberItem } from './member-row.js';

type NewMember = ActParsedParams<typeof memberCreateAct>;
type MemberChanges = Omit<ActParsedParams<typeof memberUpdateAct>, 'id'>;

/** The fields the log shows before and after a write. */
export const loggedFields = (member: MemberItem) => ({
  name: member.name,
  unit: member.unit,
  phones: member.phones,
  email: member.email,
  language: member.language,
  channel: member.channel,
  status: member.status,
  notes: member.notes,
});

export const placeOf = (member: Pick<MemberItem, 'unit' | 'bname'>) => `unit ${member.unit}, ${member.bname}`;

export async function createMember(
  db: Kysely<Database>,
  params: NewMember,
  writer: Writer,
): Promise<MemberItem> {
  return db.transaction().execute(async (trx) => {
    await requireFreeContacts(trx, params.buid, params);
    const at = writer.now.toISOString();
    const { id } = await trx
      .insertInto('members')
      .values({
        building_id: params.buid,
        unit: params.unit,
        name: params.name,
        phones: JSON.stringify(params.phones),
        email: params.email,
        language: params.language,
        channel: params.channel,
        status: params.status,
        notes: params.notes,
        search_text: memberSearchText(params),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const member = toMemberItem(await findMember(trx, id));
    await logForMembers(trx, writer, [id], {
      operation: 'member-created',
      target: member.name,
      detail: placeOf(member),
      changes: { before: {}, after: loggedFields(member) },
    });
    return member;
  });
}

export async function updateMember(
  db: Kysely<Database>,
  id: number,
  changes: MemberChanges,
  writer: Writer,
): Promise<MemberItem> {
  return db.transaction().execute(async (trx) => {
    const before = toMemberItem(await findMember(trx, id));
    const next = {
      name: changes.name ?? before.name,
      unit: changes.unit ?? before.unit,
      phones: changes.phones ?? before.phones,
      email: changes.email ?? before.email,
      language: changes.language ?? before.language,
      channel: changes.channel ?? (before.channel as MemberChannel),
      notes: changes.notes ?? before.notes,
    };
    const issues = contactIssues(next);
    if (issues.length > 0) {
      throw new ActError('INVALID_PARAMS', `The member cannot be reached: ${issues[0]?.message}.`, {
        issues,
      });
    }
    if (before.status !== 'moved-out') await requireFreeContacts(trx, before.buid, { id, ...next });
    const changed = changedFields(loggedFields(before), { ...loggedFields(before), ...next });
    if (Object.keys(changed.after).length === 0) return before;
    await trx
      .updateTable('members')
      .set({
        ...next,
        phones: JSON.stringify(next.phones),
        search_text: memberSearchText(next),
        updated_at: writer.now.toISOString(),
      })
      .where('id', '=', id)
      .execute();
    const member = toMemberItem(await findMember(trx, id));
    await logForMembers(trx, writer, [id], {
      operation: 'member-updated',
      target: member.name,
      detail: Object.keys(changed.after).join(', '),
      changes: changed,
    });
    return member;
  });
}

// A member's status: moving out keeps the member, their parcels and history (and frees their phone and email for the
// next resident); suspending and reactivating are reversible. Each change is logged on the member.
import type { Kysely } from 'kysely';
import type { MemberItem, MemberStatus, OperationKey } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import type { Writer } from '../../act-channel/write.js';
import { ActError } from '../../domain/act-error.js';
import { requireFreeContacts } from './member-conflicts.js';
import { logForMembers } from './member-history.js';
import { findMember, toMemberItem } from './member-row.js';
import { placeOf } from './member-writes.js';

type Target = Exclude<MemberStatus, 'invited'>;

/** The log key of a change from one status to another, or why it makes no sense. */
export function statusChange(from: string, to: Target): OperationKey | { refused: string } {
  if (from === to) return { refused: `The member is already ${to === 'moved-out' ? 'moved out' : to}.` };
  if (to === 'moved-out') return 'member-moved-out';
  if (to === 'suspended') {
    return from === 'moved-out'
      ? { refused: 'A member who moved out cannot be suspended.' }
      : 'member-suspended';
  }
  return from === 'invited' ? 'member-activated' : 'member-reactivated';
}

export async function setMemberStatus(
  db: Kysely<Database>,
  id: number,
  change: { status: Target; reason: string },
  writer: Writer,
): Promise<MemberItem> {
  return db.transaction().execute(async (trx) => {
    const before = toMemberItem(await findMember(trx, id));
    const operation = statusChange(before.status, change.status);
    if (typeof operation !== 'string') throw new ActError('CONFLICT', operation.refused);
    // Someone else may have taken the phone or email since this member moved out.
    if (before.status === 'moved-out') await requireFreeContacts(trx, before.buid, before);
    const at = writer.now.toISOString();
    await trx
      .updateTable('members')
      .set({
        status: change.status,
        moved_out_at: change.status === 'moved-out' ? at : null,
        updated_at: at,
      })
      .where('id', '=', id)
      .execute();
    const member = toMemberItem(await findMember(trx, id));
    await logForMembers(trx, writer, [id], {
      operation,
      target: member.name,
      detail: [placeOf(member), change.reason].filter(Boolean).join('; '),
      changes: { before: { status: before.status }, after: { status: member.status } },
    });
    return member;
  });
}

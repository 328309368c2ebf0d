// The `staff` scope of the Authority acts: the operator's system admin reaches every account; a partner admin only
// their own partner's. Outside one's reach a missing account and someone else's answer alike (FORBIDDEN), so ids
// reveal nothing; a deleted account is gone for everyone.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SessionInfo } from '../../domain/auth/session.service.js';
import { ActError } from '../../domain/act-error.js';
import './staff.table.js';

type Manager = Pick<SessionInfo, 'level' | 'bPartner' | 'partner'>;

/** Whether the manager reaches every partner's staff (the operator's system admin). */
export const reachesAllStaff = (manager: Manager) => manager.level === '10' && !manager.bPartner;

export async function requireStaffInReach(db: Kysely<Database>, manager: Manager, id: number): Promise<void> {
  const row = Number.isInteger(id)
    ? await db
        .selectFrom('users')
        .select('partner')
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()
    : undefined;
  if (reachesAllStaff(manager)) {
    if (!row) throw new ActError('NOT_FOUND', `There is no staff account ${id}.`);
    return;
  }
  if (!row || manager.level !== '10' || row.partner !== manager.partner) {
    throw new ActError('FORBIDDEN', `Staff account ${id} is not one of your partner's.`);
  }
}

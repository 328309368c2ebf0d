// Who a ticket may be assigned to: the staff accounts that work the queue (levels 5 and 10); a partner's admin
// assigns within the partner.
import type { Kysely } from 'kysely';
import { SUPPORT_ROLES } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import type { SessionInfo } from '../../domain/auth/session.service.js';

function assigneeQuery(db: Kysely<Database>, session: SessionInfo) {
  let query = db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('level', 'in', [...SUPPORT_ROLES]);
  if (session.bPartner) query = query.where('partner', '=', session.partner);
  return query;
}

export async function listAssignees(db: Kysely<Database>, session: SessionInfo) {
  return { items: await assigneeQuery(db, session).orderBy('username').execute() };
}

export async function assigneeOf(db: Kysely<Database>, session: SessionInfo, id: number) {
  const row = await assigneeQuery(db, session).where('id', '=', id).executeTakeFirst();
  if (!row) {
    throw new ActError('INVALID_PARAMS', `Account ${id} does not work the support queue.`, {
      issues: [{ path: 'assignee_id', message: 'not someone who works the queue' }],
    });
  }
  return row;
}

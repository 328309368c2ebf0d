// The partners an account may be given: every one for the operator's system admin, their own for a partner admin.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SessionInfo } from '../../domain/auth/session.service.js';
import { reachesAllStaff } from './staff-reach.js';

export async function staffPartners(db: Kysely<Database>, session: SessionInfo) {
  const items = await db
    .selectFrom('partners')
    .select(['code', 'name'])
    .$if(!reachesAllStaff(session), (query) => query.where('code', '=', session.partner))
    .orderBy('name')
    .execute();
  return { items };
}

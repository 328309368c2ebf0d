// A staff account's open sessions, and ending one or all of them (the next call of each is refused at once, on
// every instance: see blocklist/end-sessions.ts).
import type { Kysely } from 'kysely';
import type { ActResult, staffEndSessionsAct, staffSessionsAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { forgetSession } from '../../domain/auth/session.service.js';
import { publishSessionEnded } from '../../domain/events/parcel-events.js';
import { logOperation } from '../../domain/oplog/operation-log.js';
import { requireManageable } from './staff-rules.js';
import { findStaff, openSessionsQuery, type Reader } from './staff-view.js';
import type { Writer } from './staff-write.js';

export async function staffSessions(
  db: Kysely<Database>,
  id: number,
  reader: Reader & { session: { sessionId: number } },
): Promise<ActResult<typeof staffSessionsAct>> {
  const target = await findStaff(db, id);
  const rows = await openSessionsQuery(db, reader.now, reader.policy)
    .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'ip'])
    .where('user_id', '=', target.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { items: rows.map((row) => ({ ...row, current: row.id === reader.session.sessionId })) };
}

export async function endStaffSessions(
  db: Kysely<Database>,
  params: { id: number; session?: number | undefined },
  writer: Writer,
): Promise<ActResult<typeof staffEndSessionsAct>> {
  const target = await findStaff(db, params.id);
  requireManageable(writer.session, target);
  let query = openSessionsQuery(db, writer.now, writer.policy).select('id').where('user_id', '=', target.id);
  if (params.session !== undefined) query = query.where('id', '=', params.session);
  const open = await query.execute();
  if (params.session !== undefined && open.length === 0) {
    throw new ActError('NOT_FOUND', `${target.username} has no open session ${params.session}.`);
  }
  if (open.length === 0) return { ended: 0 };
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sessions')
      .set({ revoked_at: writer.now.toISOString() })
      .where(
        'id',
        'in',
        open.map((row) => row.id),
      )
      .where('revoked_at', 'is', null)
      .execute();
    await logOperation(trx, {
      operation: 'staff-sessions-ended',
      target: target.username,
      actor: writer.actor,
      now: writer.now,
      detail: String(open.length),
    });
  });
  // After the commit: this instance's cache drops them now, the others hear it from the live hub.
  for (const { id } of open) {
    forgetSession(db, id);
    await publishSessionEnded(db, id);
  }
  return { ended: open.length };
}

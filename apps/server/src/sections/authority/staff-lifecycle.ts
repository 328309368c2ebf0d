// Disabling, enabling, deleting an account and resetting its password. Each ends the account's sessions where it
// takes rights away, and writes one operation-log entry in the same transaction; a password never reaches the log.
import type { Kysely } from 'kysely';
import type { ActResult, StaffState, staffDeleteAct, staffPasswordResetAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { hashPassword } from '../../domain/auth/password.js';
import { logOperation } from '../../domain/oplog/operation-log.js';
import { endSessionsOf } from '../blocklist/end-sessions.js';
import { requireManageable, requireNotSelf } from './staff-rules.js';
import { findStaff, staffItem } from './staff-view.js';
import type { Writer } from './staff-write.js';
import { newTemporaryPassword } from './temporary-password.js';

export async function setStaffState(db: Kysely<Database>, id: number, state: StaffState, writer: Writer) {
  const target = await findStaff(db, id);
  requireManageable(writer.session, target);
  requireNotSelf(writer.session, target.id, state === 'disabled' ? 'disable' : 'enable');
  const current: StaffState = target.disabled_at === null ? 'active' : 'disabled';
  if (current === state) {
    throw new ActError(
      'CONFLICT',
      `${target.username} is already ${state === 'active' ? 'enabled' : 'disabled'}.`,
    );
  }
  const disabledAt = state === 'disabled' ? writer.now.toISOString() : null;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ disabled_at: disabledAt }).where('id', '=', target.id).execute();
    await logOperation(trx, {
      operation: state === 'disabled' ? 'staff-disabled' : 'staff-enabled',
      target: target.username,
      actor: writer.actor,
      now: writer.now,
      changes: { before: { state: current }, after: { state } },
    });
  });
  if (state === 'disabled') await endSessionsOf(db, target.id, writer.now);
  return staffItem(db, target.id, writer);
}

export async function deleteStaff(
  db: Kysely<Database>,
  id: number,
  writer: Writer,
): Promise<ActResult<typeof staffDeleteAct>> {
  const target = await findStaff(db, id);
  requireManageable(writer.session, target);
  requireNotSelf(writer.session, target.id, 'delete');
  // Two steps, so one stray click cannot remove a colleague: disable first, then delete.
  if (target.disabled_at === null) {
    throw new ActError('CONFLICT', `Disable ${target.username} before deleting the account.`);
  }
  const now = writer.now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ deleted_at: now }).where('id', '=', target.id).execute();
    await trx.deleteFrom('user_buildings').where('user_id', '=', target.id).execute();
    // Its API tokens end with it.
    await trx
      .updateTable('api_tokens')
      .set({ revoked_at: now })
      .where('owner_id', '=', target.id)
      .where('revoked_at', 'is', null)
      .execute();
    await logOperation(trx, {
      operation: 'staff-deleted',
      target: target.username,
      actor: writer.actor,
      now: writer.now,
      changes: { before: { level: target.level, partner: target.partner }, after: {} },
    });
  });
  await endSessionsOf(db, target.id, writer.now);
  return { id: target.id, username: target.username };
}

export async function resetStaffPassword(
  db: Kysely<Database>,
  id: number,
  writer: Writer,
): Promise<ActResult<typeof staffPasswordResetAct>> {
  const target = await findStaff(db, id);
  requireManageable(writer.session, target);
  const password = newTemporaryPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: writer.now.toISOString() })
      .where('id', '=', target.id)
      .execute();
    // The entry says that it happened and who did it; the password is in no detail.
    await logOperation(trx, {
      operation: 'staff-password-reset',
      target: target.username,
      actor: writer.actor,
      now: writer.now,
    });
  });
  await endSessionsOf(db, target.id, writer.now);
  return { id: target.id, username: target.username, temporary_password: password };
}

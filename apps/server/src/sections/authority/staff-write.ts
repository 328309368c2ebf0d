// Creating and editing staff accounts: the level may not reach further than the manager's, the partner must exist,
// buildings stay only on building-level accounts, and every write is one transaction with its operation-log entry
// (before and after, never a password).
import type { Kysely } from 'kysely';
import {
  isBuildingLevel,
  type ActParsedParams,
  type ActResult,
  type Level,
  type staffCreateAct,
  type staffEditAct,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { hashPassword } from '../../domain/auth/password.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import { endSessionsOf } from '../blocklist/end-sessions.js';
import { requireAssignable, requireManageable } from './staff-rules.js';
import { findStaff, staffItem, type Reader } from './staff-view.js';
import { newTemporaryPassword } from './temporary-password.js';

export interface Writer extends Reader {
  actor: OperationActor;
}

const invalid = (path: string, message: string) =>
  new ActError('INVALID_PARAMS', `${path}: ${message}.`, { issues: [{ path, message }] });

async function requirePartner(db: Kysely<Database>, code: string): Promise<void> {
  const row = await db.selectFrom('partners').select('code').where('code', '=', code).executeTakeFirst();
  if (!row) throw invalid('partner', `there is no partner ${code}`);
}

/** Only building-level accounts are linked to buildings; the others reach theirs by level and partner. */
const keptBuildings = (level: Level, buildings: readonly number[]) =>
  isBuildingLevel(level) ? [...buildings].sort((a, b) => a - b) : [];

async function linkBuildings(db: Kysely<Database>, userId: number, buildings: readonly number[]) {
  await db.deleteFrom('user_buildings').where('user_id', '=', userId).execute();
  if (buildings.length > 0) {
    await db
      .insertInto('user_buildings')
      .values(buildings.map((buildingId) => ({ user_id: userId, building_id: buildingId })))
      .execute();
  }
}

export async function createStaff(
  db: Kysely<Database>,
  input: ActParsedParams<typeof staffCreateAct>,
  writer: Writer,
): Promise<ActResult<typeof staffCreateAct>> {
  requireAssignable(writer.session, input.level, input.partner);
  await requirePartner(db, input.partner);
  // Deleted accounts keep their names (the log still means them), so a name is taken for good.
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', input.username)
    .executeTakeFirst();
  if (taken) throw invalid('username', 'this username is taken');
  const password = newTemporaryPassword();
  const passwordHash = await hashPassword(password);
  const buildings = keptBuildings(input.level, input.buildings);
  const now = writer.now.toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({
        username: input.username,
        password_hash: passwordHash,
        level: input.level,
        partner: input.partner,
        email: input.email,
        language: input.language,
        avatar: '-1',
        totp_secret: null,
        totp_pending_secret: null,
        totp_last_step: null,
        is_demo: 0,
        created_at: now,
        password_changed_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await linkBuildings(trx, row.id, buildings);
    await logOperation(trx, {
      operation: 'staff-created',
      target: input.username,
      actor: writer.actor,
      now: writer.now,
      changes: {
        before: {},
        after: {
          level: input.level,
          partner: input.partner,
          buildings,
          email: input.email,
          language: input.language,
        },
      },
    });
    return row.id;
  });
  return { ...(await staffItem(db, id, writer)), temporary_password: password };
}

/** The fields that changed, before and after. */
function changedFields(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changes = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changes.before[key] = before[key];
      changes.after[key] = after[key];
    }
  }
  return changes;
}

export async function editStaff(
  db: Kysely<Database>,
  input: ActParsedParams<typeof staffEditAct>,
  writer: Writer,
): Promise<ActResult<typeof staffEditAct>> {
  const target = await findStaff(db, input.id);
  requireManageable(writer.session, target);
  requireAssignable(writer.session, input.level, input.partner);
  if (
    target.id === writer.session.userId &&
    (input.level !== target.level || input.partner !== target.partner)
  ) {
    throw new ActError('CONFLICT', 'You may not change your own level or partner: ask another admin.');
  }
  await requirePartner(db, input.partner);
  const oldBuildings = (
    await db.selectFrom('user_buildings').select('building_id').where('user_id', '=', target.id).execute()
  )
    .map((row) => row.building_id)
    .sort((a, b) => a - b);
  const buildings = keptBuildings(input.level, input.buildings);
  const changes = changedFields(
    {
      level: target.level,
      partner: target.partner,
      buildings: oldBuildings,
      email: target.email,
      language: target.language,
    },
    { level: input.level, partner: input.partner, buildings, email: input.email, language: input.language },
  );
  if (Object.keys(changes.after).length > 0) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ level: input.level, partner: input.partner, email: input.email, language: input.language })
        .where('id', '=', target.id)
        .execute();
      await linkBuildings(trx, target.id, buildings);
      await logOperation(trx, {
        operation: 'staff-updated',
        target: target.username,
        actor: writer.actor,
        now: writer.now,
        changes,
      });
    });
    // A session keeps the level it signed in with: after a new level or partner, the account signs in again.
    if ('level' in changes.after || 'partner' in changes.after) {
      await endSessionsOf(db, target.id, writer.now);
    }
  }
  return staffItem(db, target.id, writer);
}

// Which buildings a session reaches: every building, or a list. System, parcel and ad admins reach all; a business
// partner reaches its partner's buildings; a building-level user the buildings linked to them.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { isBuildingLevel, upgradeLevel, type Level } from '@bluemanager/protocol';
import { ActError } from '../act-error.js';
import type { Database } from '../../db/schema.js';
import { managedBuildingIds } from '../users/user.repository.js';
import type { SessionInfo } from '../auth/session.service.js';

export type BuildingScope = { kind: 'all' } | { kind: 'some'; buildingIds: readonly number[] };

export type ScopeHolder = Pick<SessionInfo, 'userId' | 'level' | 'bPartner' | 'partner'>;

export async function resolveScope(db: Kysely<Database>, session: ScopeHolder): Promise<BuildingScope> {
  if (isBuildingLevel(session.level)) {
    return { kind: 'some', buildingIds: await managedBuildingIds(db, session.userId) };
  }
  if (session.bPartner) {
    const rows = await db
      .selectFrom('buildings')
      .select('id')
      .where('partner', '=', session.partner)
      .execute();
    return { kind: 'some', buildingIds: rows.map((row) => row.id) };
  }
  return { kind: 'all' };
}

export function scopeReaches(scope: BuildingScope, buildingId: number): boolean {
  return scope.kind === 'all' || scope.buildingIds.includes(buildingId);
}

/**
 * The building check of the dispatcher (for `buildingParams`) and of handlers whose building uid cannot be declared
 * there: FORBIDDEN outside a limited scope (so ids outside one's scope reveal nothing), NOT_FOUND for a caller who
 * reaches every building when it does not exist.
 */
export async function requireBuildingInScope(
  db: Kysely<Database>,
  scope: BuildingScope,
  buildingId: number | undefined,
): Promise<void> {
  if (buildingId === undefined) return;
  if (scope.kind === 'some') {
    if (!scope.buildingIds.includes(buildingId)) {
      throw new ActError('FORBIDDEN', `Building ${buildingId} is not one of yours.`);
    }
    return;
  }
  const exists = await db
    .selectFrom('buildings')
    .select('id')
    .where('id', '=', buildingId)
    .executeTakeFirst();
  if (!exists) throw new ActError('NOT_FOUND', `There is no building ${buildingId}.`);
}

/**
 * A where-clause limiting a building id column to the scope, narrowed to one building when the caller named it
 * (the dispatcher has already checked that the named building is in scope).
 */
export function buildingFilter(
  column: Expression<number>,
  scope: BuildingScope,
  named?: number,
): Expression<SqlBool> {
  if (named !== undefined) return sql<SqlBool>`${column} = ${named}`;
  if (scope.kind === 'all') return sql<SqlBool>`1 = 1`;
  if (scope.buildingIds.length === 0) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`${column} in (${sql.join(scope.buildingIds)})`;
}

/** The scope of a stored account, before any login: what its stored level and partner reach. */
export function resolveUserScope(
  db: Kysely<Database>,
  user: { id: number; level: Level; partner: string },
): Promise<BuildingScope> {
  const { bPartner } = upgradeLevel({ storedLevel: user.level, partner: user.partner, machineModes: [] });
  return resolveScope(db, { userId: user.id, level: user.level, bPartner, partner: user.partner });
}

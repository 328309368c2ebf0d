// Whose operation-log entries a reader reaches: the operator's staff every entry, a business partner the entries of
// its partner (its buildings' and its own people's), a building manager their buildings' entries and their own logins and account changes.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { BuildingScope, ScopeHolder } from '../../domain/buildings/scope.js';

type LogBuilder = ExpressionBuilder<Database & { l: Database['operation_log'] }, 'l'>;

export function operationLogReach(
  eb: LogBuilder,
  session: ScopeHolder,
  scope: BuildingScope,
): Expression<SqlBool> {
  if (session.bPartner) return eb('l.partner', '=', session.partner);
  if (scope.kind === 'all') return sql<SqlBool>`1 = 1`;
  // Their own entries about no building (logins, their account); an entry about a building follows the building.
  const own = eb.and([eb('l.user_id', '=', session.userId), eb('l.building_id', 'is', null)]);
  if (scope.buildingIds.length === 0) return own;
  return eb.or([eb('l.building_id', 'in', scope.buildingIds), own]);
}

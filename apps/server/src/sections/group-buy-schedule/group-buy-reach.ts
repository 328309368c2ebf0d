// The `group-buy` scope of the campaign acts: a campaign is the caller's when every one of its pickup buildings is
// (one foreign building makes it someone else's too, so it is not theirs alone to change). Outside a limited scope a
// missing campaign and a foreign one answer alike (FORBIDDEN), as for every owned thing.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { scopeReaches, type BuildingScope } from '../../domain/buildings/scope.js';
import './group-buy.tables.js';

export async function requireGroupBuyInScope(
  db: Kysely<Database>,
  scope: BuildingScope,
  id: number,
): Promise<void> {
  const exists = Number.isInteger(id)
    ? await db.selectFrom('group_buys').select('id').where('id', '=', id).executeTakeFirst()
    : undefined;
  if (scope.kind === 'all') {
    if (!exists) throw new ActError('NOT_FOUND', `There is no group buy ${id}.`);
    return;
  }
  const buildings = exists
    ? await db
        .selectFrom('group_buy_buildings')
        .select('building_id')
        .where('group_buy_id', '=', id)
        .execute()
    : [];
  if (buildings.length === 0 || !buildings.every((row) => scopeReaches(scope, row.building_id)))
    throw new ActError('FORBIDDEN', `Group buy ${id} is not in your buildings.`);
}

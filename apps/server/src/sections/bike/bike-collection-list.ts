// The collections list (act 58005): open ones first (the soonest scheduled, then the oldest flagged), then the
// finished ones, latest first.
import { sql, type Kysely } from 'kysely';
import {
  OPEN_COLLECTION_STATES,
  type ActParsedParams,
  type ActResult,
  type bikeCollectionListAct,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';
import { collectionQuery, toCollectionItem } from './bike-collection-row.js';

export async function listCollections(
  db: Kysely<Database>,
  scope: BuildingScope,
  params: ActParsedParams<typeof bikeCollectionListAct>,
): Promise<ActResult<typeof bikeCollectionListAct>> {
  const filtered = collectionQuery(db).where((eb) => {
    const conditions = [buildingFilter(eb.ref('machines.building_id'), scope, params.buid)];
    if (params.state === 'open')
      conditions.push(eb('bike_collections.state', 'in', [...OPEN_COLLECTION_STATES]));
    else if (params.state !== undefined) conditions.push(eb('bike_collections.state', '=', params.state));
    return eb.and(conditions);
  });
  const page = await fetchPage(db, filtered, params, (query) =>
    query
      .orderBy(sql`case when bike_collections.result_at is null then 0 else 1 end`)
      .orderBy(
        sql`case when bike_collections.result_at is null then coalesce(bike_collections.scheduled_for, '9999') end`,
      )
      .orderBy(sql`case when bike_collections.result_at is null then bike_collections.flagged_at end`)
      .orderBy('bike_collections.result_at', 'desc')
      .orderBy('bike_collections.id', 'desc'),
  );
  return { total: page.total, items: page.items.map(toCollectionItem) };
}

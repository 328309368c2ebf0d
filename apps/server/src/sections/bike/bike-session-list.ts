// The sessions list (act 58003): scope, locker, state and kind filters, a search over member, dock and locker, and
// the default order the spec asks for: open sessions first, the longest open first, then the latest ended.
import { sql, type Kysely } from 'kysely';
import type { ActParsedParams, ActResult, bikeSessionListAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';
import { overstayLimits, overstaying } from './bike-overstay.js';
import { sessionQuery, toSessionItem } from './bike-session-row.js';

type ListParams = ActParsedParams<typeof bikeSessionListAct>;

export async function listSessions(
  db: Kysely<Database>,
  scope: BuildingScope,
  params: ListParams,
  now: Date,
): Promise<ActResult<typeof bikeSessionListAct>> {
  const limits = params.state === 'overstaying' ? await overstayLimits(db) : [];
  const filtered = sessionQuery(db).where((eb) => {
    const conditions = [buildingFilter(eb.ref('machines.building_id'), scope, params.buid)];
    if (params.uuid !== undefined) conditions.push(eb('machines.uuid', '=', params.uuid));
    if (params.state === 'open') conditions.push(eb('bike_sessions.ended_at', 'is', null));
    if (params.state === 'ended') conditions.push(eb('bike_sessions.ended_at', 'is not', null));
    if (params.state === 'overstaying') conditions.push(overstaying(limits, now));
    if (params.kind !== undefined) conditions.push(eb('bike_sessions.kind', '=', params.kind));
    if (params.q) {
      conditions.push(
        eb.or([
          containsText(eb.fn.coalesce('members.name', sql<string>`''`), params.q),
          containsText(eb.ref('compartments.label'), params.q),
          containsText(eb.ref('machines.name'), params.q),
        ]),
      );
    }
    return eb.and(conditions);
  });
  const page = await fetchPage(db, filtered, params, (query) => {
    const dir = params.dir;
    switch (params.sort) {
      case 'started':
        return query.orderBy('bike_sessions.started_at', dir).orderBy('bike_sessions.id', dir);
      case 'location':
        return query
          .orderBy('machines.name', dir)
          .orderBy('compartments.label', dir)
          .orderBy('bike_sessions.id');
      case 'member':
        return query.orderBy('members.name', dir).orderBy('bike_sessions.id');
      default: {
        // Open first (longest first), then ended (latest first); `dir` 'desc' turns the whole order round.
        const flip =
          dir === 'desc' ? (d: 'asc' | 'desc') => (d === 'asc' ? 'desc' : 'asc') : (d: 'asc' | 'desc') => d;
        return query
          .orderBy(sql`case when bike_sessions.ended_at is null then 0 else 1 end`, flip('asc'))
          .orderBy(
            sql`case when bike_sessions.ended_at is null then bike_sessions.started_at end`,
            flip('asc'),
          )
          .orderBy('bike_sessions.ended_at', flip('desc'))
          .orderBy('bike_sessions.id', flip('desc'));
      }
    }
  });
  return { total: page.total, items: page.items.map((row) => toSessionItem(row, now)) };
}

// The machines/lockers page: filters, sorting and paging over the machine summaries in scope.
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { ActParsedParams, ActResult, machinePageAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';
import { machineSummaryQuery, offlineCondition, toMachineSummary } from './machine-summary.js';

type PageParams = ActParsedParams<typeof machinePageAct>;

const SORT_COLUMNS = {
  name: 'machines.name',
  building: 'buildings.name',
  mm: 'machines.mm',
  status: 'machines.status',
  last_seen: 'machines.last_seen_at',
} as const;

export async function listMachinePage(
  db: Kysely<Database>,
  scope: BuildingScope,
  params: PageParams,
): Promise<ActResult<typeof machinePageAct>> {
  const filtered = machineSummaryQuery(db).where((eb) => {
    const conditions = [
      buildingFilter(eb.ref('machines.building_id'), scope, params.buid),
      params.retired ? eb('machines.retired_at', 'is not', null) : eb('machines.retired_at', 'is', null),
    ];
    if (params.mm !== undefined) conditions.push(eb('machines.mm', '=', params.mm));
    if (params.family !== undefined) conditions.push(eb('machines.family', '=', params.family));
    if (params.status !== undefined) conditions.push(eb('machines.status', '=', params.status));
    if (params.run_sts !== undefined) conditions.push(eb('machines.run_sts', '=', params.run_sts));
    const offline = offlineCondition(eb.ref('machines.status'), eb.ref('machines.run_sts'));
    if (params.online === 'offline') conditions.push(offline);
    if (params.online === 'online') conditions.push(sql<SqlBool>`not ${offline}`);
    if (params.q) {
      conditions.push(
        eb.or([
          containsText(eb.ref('machines.name'), params.q),
          containsText(eb.ref('buildings.name'), params.q),
          containsText(eb.ref('machines.address'), params.q),
        ]),
      );
    }
    return eb.and(conditions);
  });
  const page = await fetchPage(db, filtered, params, (query) =>
    query.orderBy(SORT_COLUMNS[params.sort], params.dir).orderBy('machines.id', params.dir),
  );
  return { total: page.total, items: page.items.map(toMachineSummary) };
}

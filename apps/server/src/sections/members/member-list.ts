// The members list: scope, status and search filters, sorting and paging (act 55001).
import type { Kysely } from 'kysely';
import { digitsOf, type ActParsedParams, type ActResult, type memberListAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';
import { memberQuery, toMemberItem } from './member-row.js';

type ListParams = ActParsedParams<typeof memberListAct>;

const SORT_COLUMNS = {
  name: 'members.name',
  unit: 'members.unit',
  building: 'buildings.name',
  status: 'members.status',
  updated: 'members.updated_at',
} as const;

/** Text made only of digits and phone punctuation is searched by its digits, however the phone was written. */
export function memberSearchTerm(q: string): string {
  return /^[\d\s()+.-]+$/.test(q) && digitsOf(q) !== '' ? digitsOf(q) : q;
}

export async function listMembers(
  db: Kysely<Database>,
  scope: BuildingScope,
  params: ListParams,
): Promise<ActResult<typeof memberListAct>> {
  const filtered = memberQuery(db).where((eb) => {
    const conditions = [buildingFilter(eb.ref('members.building_id'), scope, params.buid)];
    if (params.status === 'current') conditions.push(eb('members.status', '!=', 'moved-out'));
    else if (params.status !== undefined) conditions.push(eb('members.status', '=', params.status));
    if (params.q) conditions.push(containsText(eb.ref('members.search_text'), memberSearchTerm(params.q)));
    return eb.and(conditions);
  });
  const page = await fetchPage(db, filtered, params, (query) =>
    query.orderBy(SORT_COLUMNS[params.sort], params.dir).orderBy('members.id', params.dir),
  );
  return { total: page.total, items: page.items.map(toMemberItem) };
}

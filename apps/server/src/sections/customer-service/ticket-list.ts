// The support queue (act 61001): the caller's reach (a partner's admin sees its buildings' tickets; a ticket about no
// building reaches only who reaches every building), the filters, a page, and the open and overdue counts the
// queue's header shows whatever the filters.
import type { Expression, Kysely, SqlBool } from 'kysely';
import type { ActParsedParams, ActResult, ticketListAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';
import { overdueCondition, ticketQuery, toTicketItem } from './ticket-rows.js';

type Params = ActParsedParams<typeof ticketListAct>;

interface Reader {
  scope: BuildingScope;
  userId: number;
  now: Date;
}

type Query = ReturnType<typeof ticketQuery>;

function inReach(query: Query, scope: BuildingScope): Query {
  if (scope.kind === 'all') return query;
  return query.where((eb) => buildingFilter(eb.ref('r.building_id') as Expression<number>, scope));
}

function filtered(query: Query, params: Params, reader: Reader): Query {
  return query.where((eb) => {
    const conditions: Expression<SqlBool>[] = [];
    if (params.state === 'active') conditions.push(eb('r.state', '!=', 'resolved'));
    else if (params.state) conditions.push(eb('r.state', '=', params.state));
    if (params.priority) conditions.push(eb('r.priority', '=', params.priority));
    if (params.source) conditions.push(eb('r.source', '=', params.source));
    if (params.assignee === 'me') conditions.push(eb('r.assignee_id', '=', reader.userId));
    if (params.assignee === 'none') conditions.push(eb('r.assignee_id', 'is', null));
    if (params.buid !== undefined) conditions.push(eb('r.building_id', '=', params.buid));
    if (params.overdue) conditions.push(overdueCondition(eb, reader.now));
    if (params.q) {
      const q = params.q;
      conditions.push(
        eb.or([
          containsText(eb.ref('r.subject'), q),
          containsText(eb.ref('r.name'), q),
          containsText(eb.ref('r.body'), q),
          containsText(eb.ref('r.email'), q),
        ]),
      );
    }
    return eb.and(conditions);
  });
}

export async function listTickets(
  db: Kysely<Database>,
  params: Params,
  reader: Reader,
): Promise<ActResult<typeof ticketListAct>> {
  const reach = inReach(ticketQuery(db), reader.scope);
  const [page, open, overdue] = await Promise.all([
    fetchPage(db, filtered(reach, params, reader), params, (ordered) =>
      ordered.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc'),
    ),
    countOf(reach.where('r.state', '!=', 'resolved')),
    countOf(reach.where((eb) => overdueCondition(eb, reader.now))),
  ]);
  return {
    total: page.total,
    items: page.items.map((row) => toTicketItem(row, reader.now)),
    open,
    overdue,
  };
}

async function countOf(query: Query): Promise<number> {
  const row = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// The orders list (act 57001): scope, kind and state filters, spec §5's search (mobile, barcode or email substring,
// and the order number), sorting and paging.
import type { Kysely } from 'kysely';
import { digitsOf, type ActParsedParams, type ActResult, type orderListAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';
import { orderQuery, toOrderItem } from './order-row.js';

type ListParams = ActParsedParams<typeof orderListAct>;

const SORT_COLUMNS = {
  created: 'orders.created_at',
  number: 'orders.number',
  total: 'orders.total_amount',
  building: 'buildings.name',
} as const;

export async function listOrders(
  db: Kysely<Database>,
  scope: BuildingScope,
  params: ListParams,
): Promise<ActResult<typeof orderListAct>> {
  const filtered = orderQuery(db).where((eb) => {
    const conditions = [buildingFilter(eb.ref('orders.building_id'), scope, params.buid)];
    if (params.kind) conditions.push(eb('orders.kind', '=', params.kind));
    if (params.payment_state) conditions.push(eb('orders.payment_state', '=', params.payment_state));
    if (params.fulfilment) conditions.push(eb('orders.fulfilment', '=', params.fulfilment));
    if (params.q) {
      // A phone typed with spaces or dashes still finds the stored E.164 number.
      const phone = /^[\d\s()+.-]+$/.test(params.q) ? digitsOf(params.q) : params.q;
      conditions.push(
        eb.or([
          containsText(eb.ref('orders.mob'), phone === '' ? params.q : phone),
          containsText(eb.ref('orders.bc'), params.q),
          containsText(eb.ref('orders.email'), params.q),
          containsText(eb.ref('orders.number'), params.q),
        ]),
      );
    }
    return eb.and(conditions);
  });
  const page = await fetchPage(db, filtered, params, (query) =>
    query.orderBy(SORT_COLUMNS[params.sort], params.dir).orderBy('orders.id', params.dir),
  );
  return { total: page.total, items: page.items.map(toOrderItem) };
}

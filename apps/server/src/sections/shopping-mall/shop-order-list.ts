// The shop's orders (act 65406): the Orders section's rows the shop placed, in the caller's buildings, each with its
// lines (name and quantity), newest first.
import type { Kysely } from 'kysely';
import { digitsOf, type ActParsedParams, type ActResult, type shopOrdersAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';
import { orderQuery, toOrderItem } from '../orders/order-row.js';

export async function listShopOrders(
  db: Kysely<Database>,
  scope: BuildingScope,
  params: ActParsedParams<typeof shopOrdersAct>,
): Promise<ActResult<typeof shopOrdersAct>> {
  const filtered = orderQuery(db).where((eb) => {
    const conditions = [
      eb('orders.kind', '=', 'shop'),
      // The shop's own orders: the Orders section's demo rows of kind 'shop' are not the catalogue's.
      eb('orders.id', 'in', eb.selectFrom('shop_orders').select('shop_orders.order_id')),
      buildingFilter(eb.ref('orders.building_id'), scope, params.buid),
    ];
    if (params.fulfilment) conditions.push(eb('orders.fulfilment', '=', params.fulfilment));
    if (params.q) {
      const phone = /^[\d\s()+.-]+$/.test(params.q) ? digitsOf(params.q) : params.q;
      conditions.push(
        eb.or([
          containsText(eb.ref('orders.mob'), phone === '' ? params.q : phone),
          containsText(eb.ref('orders.bc'), params.q),
          containsText(eb.ref('orders.email'), params.q),
          containsText(eb.ref('orders.number'), params.q),
          containsText(eb.ref('orders.customer'), params.q),
        ]),
      );
    }
    return eb.and(conditions);
  });
  const page = await fetchPage(db, filtered, params, (query) =>
    query.orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc'),
  );
  const ids = page.items.map((row) => row.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .selectFrom('order_lines')
          .select(['order_id', 'name', 'quantity'])
          .where('order_id', 'in', ids)
          .orderBy('id')
          .execute();
  return {
    total: page.total,
    items: page.items.map((row) => ({
      ...toOrderItem(row),
      lines: lines
        .filter((line) => line.order_id === row.id)
        .map((line) => ({ name: line.name, quantity: Number(line.quantity) })),
    })),
  };
}

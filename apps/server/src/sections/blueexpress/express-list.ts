// The shipments list (act 65301): scope, state and service filters, search by shipment number or by the sender's
// or recipient's phone digits, sorting and paging.
import type { Kysely } from 'kysely';
import {
  phoneSearchText,
  type ActParsedParams,
  type ActResult,
  type expressListAct,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';
import { shipmentQuery, toShipment } from './express-row.js';

const SORT_COLUMNS = {
  created: 's.created_at',
  number: 's.number',
  state: 's.state',
  price: 's.amount',
} as const;

export async function listShipments(
  db: Kysely<Database>,
  scope: BuildingScope,
  params: ActParsedParams<typeof expressListAct>,
): Promise<ActResult<typeof expressListAct>> {
  const filtered = shipmentQuery(db).where((eb) => {
    const conditions = [buildingFilter(eb.ref('s.building_id'), scope, params.buid)];
    if (params.state) conditions.push(eb('s.state', '=', params.state));
    if (params.service) conditions.push(eb('s.service', '=', params.service));
    if (params.q) {
      const phone = phoneSearchText(params.q);
      conditions.push(
        eb.or([
          containsText(eb.ref('s.number'), params.q),
          containsText(eb.ref('s.recipient_phone'), phone),
          containsText(eb.ref('p.phones'), phone),
        ]),
      );
    }
    return eb.and(conditions);
  });
  const page = await fetchPage(db, filtered, params, (query) =>
    query.orderBy(SORT_COLUMNS[params.sort], params.dir).orderBy('s.id', params.dir),
  );
  return { total: page.total, items: page.items.map(toShipment) };
}

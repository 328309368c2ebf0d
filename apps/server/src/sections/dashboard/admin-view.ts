// Admin View: what needs the operator now, across the network.
import type { Kysely } from 'kysely';
import type { ActCodec, ActResult, adminViewAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import type { BuildingScope } from '../../domain/buildings/scope.js';
import { buildingFilter } from '../../domain/buildings/scope.js';
import { offlineMachines } from '../machines/fleet-alerts.js';
import { toParcelItem } from '../parcels/parcel-item.js';
import { unattendedParcels } from '../parcels/parcel.repository.js';

const TOP_BUILDINGS = 10;

export async function adminView(
  db: Kysely<Database>,
  scope: BuildingScope,
  codec: ActCodec,
  now: Date,
): Promise<ActResult<typeof adminViewAct>> {
  const nowIso = now.toISOString();
  const pending = () =>
    db
      .selectFrom('parcels')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', '=', 'pending')
      .where((eb) => buildingFilter(eb.ref('parcels.building_id'), scope));
  const [urgent, unattended, abnormal, overdue, offline, support, byBuilding] = await Promise.all([
    unattendedParcels(db, scope),
    pending().where('unattended', '=', 1).executeTakeFirstOrThrow(),
    pending().where('abnormal', '=', 1).executeTakeFirstOrThrow(),
    pending().where('due_at', '<', nowIso).executeTakeFirstOrThrow(),
    offlineMachines(db, scope),
    db
      .selectFrom('support_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 0)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('parcels as p')
      .innerJoin('buildings as b', 'b.id', 'p.building_id')
      .select((eb) => ['p.building_id', 'b.name', eb.fn.countAll<number>().as('n')])
      .where('p.state', '=', 'pending')
      .where('p.due_at', '<', nowIso)
      .where((eb) => buildingFilter(eb.ref('p.building_id'), scope))
      .groupBy(['p.building_id', 'b.name'])
      .orderBy('n', 'desc')
      .orderBy('b.name')
      .limit(TOP_BUILDINGS)
      .execute(),
  ]);
  return {
    urgent: urgent.map((row) => toParcelItem(row, codec)),
    unattended: Number(unattended.n),
    abnormal: Number(abnormal.n),
    overdue: Number(overdue.n),
    offline_lockers: offline.length,
    open_support_requests: Number(support.n),
    overdue_by_building: byBuilding.map((row) => ({
      buid: row.building_id,
      bname: row.name,
      count: Number(row.n),
    })),
  };
}

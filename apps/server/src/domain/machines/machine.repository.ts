import type { Kysely } from 'kysely';
import { familyOfType, type ActResult, type machineListAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { buildingFilter, type BuildingScope } from '../buildings/scope.js';

export interface MachinePage {
  offset: number;
  count: number;
  familyType?: number;
}

export async function listMachines(
  db: Kysely<Database>,
  scope: BuildingScope,
  page: MachinePage,
): Promise<ActResult<typeof machineListAct>> {
  let query = db
    .selectFrom('machines')
    .innerJoin('buildings', 'buildings.id', 'machines.building_id')
    .select((eb) => [
      'machines.uuid',
      'machines.name',
      'machines.mm',
      'machines.family',
      'machines.status',
      'machines.run_sts',
      'machines.building_id',
      'machines.address',
      'machines.last_seen_at',
      'buildings.name as building_name',
      eb
        .selectFrom('compartments')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('compartments.machine_id', '=', 'machines.id')
        .as('compartments'),
    ])
    .where((eb) => buildingFilter(eb.ref('machines.building_id'), scope));
  if (page.familyType !== undefined) {
    query = query.where('machines.family', '=', familyOfType(page.familyType) ?? '');
  }
  const rows = await query
    .orderBy('machines.name')
    .orderBy('machines.id')
    .offset(page.offset)
    .limit(page.count)
    .execute();
  return rows.map((row) => ({
    uuid: row.uuid,
    name: row.name,
    mm: row.mm,
    family: row.family,
    status: row.status,
    run_sts: row.run_sts,
    buid: row.building_id,
    bname: row.building_name,
    address: row.address,
    compartments: Number(row.compartments ?? 0),
    last_seen: row.last_seen_at,
  }));
}

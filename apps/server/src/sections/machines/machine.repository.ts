import type { Kysely } from 'kysely';
import { familyOfType, type ActResult, type machineListAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';
import { machineSummaryQuery } from './machine-summary.js';

export interface MachinePage {
  offset: number;
  count: number;
  familyType?: number;
}

/** The spec's machine list (act 8012): the machines in service in scope, in the shape the portal always read. */
export async function listMachines(
  db: Kysely<Database>,
  scope: BuildingScope,
  page: MachinePage,
): Promise<ActResult<typeof machineListAct>> {
  let query = machineSummaryQuery(db)
    .where('machines.retired_at', 'is', null)
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
    compartments: Number(row.compartment_count ?? 0),
    last_seen: row.last_seen_at,
  }));
}

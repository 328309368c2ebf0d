import type { Kysely } from 'kysely';
import type { BuildingItem } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { buildingFilter, type BuildingScope } from './scope.js';

/** Buildings in scope, by name, each with its number of machines. */
export async function listBuildings(db: Kysely<Database>, scope: BuildingScope): Promise<BuildingItem[]> {
  const rows = await db
    .selectFrom('buildings')
    .leftJoin('machines', 'machines.building_id', 'buildings.id')
    .select((eb) => [
      'buildings.id',
      'buildings.name',
      'buildings.address',
      'buildings.partner',
      'buildings.timezone',
      'buildings.overdue_hours',
      eb.fn.count<number>('machines.id').as('machines'),
    ])
    .where((eb) => buildingFilter(eb.ref('buildings.id'), scope))
    .groupBy([
      'buildings.id',
      'buildings.name',
      'buildings.address',
      'buildings.partner',
      'buildings.timezone',
      'buildings.overdue_hours',
    ])
    .orderBy('buildings.name')
    .execute();
  return rows.map((row) => ({
    buid: row.id,
    bname: row.name,
    baddr: row.address,
    address: row.address,
    partner: row.partner,
    timezone: row.timezone,
    overdue_hours: row.overdue_hours,
    machines: Number(row.machines),
  }));
}

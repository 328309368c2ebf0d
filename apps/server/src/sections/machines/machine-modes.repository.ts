import type { Kysely } from 'kysely';
import { FAMILY_TYPE, LOCKER_FAMILIES, type LockerFamily } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';

/** The machine modes and family types of the machines a scope reaches, for the level upgrade and `mtypes`. */
export async function machineModesInScope(
  db: Kysely<Database>,
  scope: BuildingScope,
): Promise<{ modes: number[]; familyTypes: number[] }> {
  const rows = await db
    .selectFrom('machines')
    .select(['mm', 'family'])
    .distinct()
    .where((eb) => buildingFilter(eb.ref('machines.building_id'), scope))
    .execute();
  const families = new Set(rows.map((row) => row.family));
  return {
    modes: [...new Set(rows.map((row) => row.mm))].sort((a, b) => a - b),
    familyTypes: LOCKER_FAMILIES.filter((family: LockerFamily) => families.has(family)).map(
      (family) => FAMILY_TYPE[family],
    ),
  };
}

// One machine as every fleet page shows it (list, detail, building settings): the base query and the mapping, so
// the pages cannot disagree about what "offline" or "occupied" means.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { isOfflineLocker, machineModeInfo, type MachineSummary } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';

export function machineSummaryQuery(db: Kysely<Database>) {
  return db
    .selectFrom('machines')
    .innerJoin('buildings', 'buildings.id', 'machines.building_id')
    .leftJoin('machine_models', 'machine_models.id', 'machines.model_id')
    .select((eb) => [
      'machines.id',
      'machines.uuid',
      'machines.name',
      'machines.mm',
      'machines.family',
      'machines.status',
      'machines.run_sts',
      'machines.building_id',
      'machines.address',
      'machines.model_id',
      'machines.last_seen_at',
      'machines.retired_at',
      'machines.created_at',
      'machines.device_key',
      'buildings.name as building_name',
      'machine_models.name as model_name',
      eb
        .selectFrom('compartments')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('compartments.machine_id', '=', 'machines.id')
        .as('compartment_count'),
      eb
        .selectFrom('compartments')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('compartments.machine_id', '=', 'machines.id')
        .where('compartments.state', '=', 'occupied')
        .as('occupied_count'),
    ]);
}

export type MachineSummaryRow = Awaited<
  ReturnType<ReturnType<typeof machineSummaryQuery>['executeTakeFirstOrThrow']>
>;

export function toMachineSummary(row: MachineSummaryRow): MachineSummary {
  return {
    uuid: row.uuid,
    name: row.name,
    mm: row.mm,
    mode: machineModeInfo(row.mm)?.name ?? `mode ${row.mm}`,
    family: row.family,
    status: row.status,
    run_sts: row.run_sts,
    offline: isOfflineLocker(row),
    buid: row.building_id,
    bname: row.building_name,
    address: row.address,
    model_id: row.model_id,
    model: row.model_name,
    compartments: Number(row.compartment_count ?? 0),
    occupied: Number(row.occupied_count ?? 0),
    last_seen: row.last_seen_at,
    retired: row.retired_at !== null,
  };
}

/** Spec §5 in SQL: offline is status not '101' while run_sts is '1'. */
export function offlineCondition(
  status: Expression<string>,
  runSts: Expression<string>,
): Expression<SqlBool> {
  return sql<SqlBool>`(${status} <> '101' and ${runSts} = '1')`;
}

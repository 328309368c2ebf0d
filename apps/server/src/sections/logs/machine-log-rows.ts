// Machine log rows as the acts answer them. A page is read from the log table alone (its indexes decide the plan,
// never a join), then the few machines, buildings and compartments it names are read in one query each.
import type { Kysely, Selectable } from 'kysely';
import {
  MACHINE_LOG_CATEGORIES,
  MACHINE_LOG_SEVERITIES,
  machineLogText,
  type MachineLogEntry,
} from '@bluemanager/protocol';
import type { Database, MachineEventsTable } from '../../db/schema.js';

export type LogRow = Pick<
  Selectable<MachineEventsTable>,
  'id' | 'at' | 'kind' | 'category' | 'severity' | 'detail' | 'machine_id' | 'building_id' | 'compartment_id'
>;

export const LOG_ROW_COLUMNS = [
  'e.id',
  'e.at',
  'e.kind',
  'e.category',
  'e.severity',
  'e.detail',
  'e.machine_id',
  'e.building_id',
  'e.compartment_id',
] as const;

const unique = (values: readonly (number | null)[]) => [
  ...new Set(values.filter((value): value is number => value !== null)),
];

const category = (value: string) => MACHINE_LOG_CATEGORIES.find((known) => known === value) ?? 'admin';
const severity = (value: string) => MACHINE_LOG_SEVERITIES.find((known) => known === value) ?? 'info';

export async function toLogEntries(
  db: Kysely<Database>,
  rows: readonly LogRow[],
): Promise<MachineLogEntry[]> {
  if (rows.length === 0) return [];
  const machineIds = unique(rows.map((row) => row.machine_id));
  const buildingIds = unique(rows.map((row) => row.building_id));
  const compartmentIds = unique(rows.map((row) => row.compartment_id));
  const [machines, buildings, compartments] = await Promise.all([
    db
      .selectFrom('machines')
      .select(['id', 'uuid', 'name', 'building_id'])
      .where('id', 'in', machineIds)
      .execute(),
    buildingIds.length === 0
      ? Promise.resolve([])
      : db.selectFrom('buildings').select(['id', 'name']).where('id', 'in', buildingIds).execute(),
    compartmentIds.length === 0
      ? Promise.resolve([])
      : db.selectFrom('compartments').select(['id', 'label']).where('id', 'in', compartmentIds).execute(),
  ]);
  const machineOf = new Map(machines.map((row) => [row.id, row]));
  const buildingName = new Map(buildings.map((row) => [row.id, row.name]));
  const label = new Map(compartments.map((row) => [row.id, row.label]));
  return rows.map((row) => {
    const machine = machineOf.get(row.machine_id);
    const buid = row.building_id ?? machine?.building_id ?? 0;
    return {
      id: row.id,
      at: row.at,
      kind: row.kind,
      category: category(row.category),
      severity: severity(row.severity),
      text: machineLogText(row.kind, row.detail),
      detail: row.detail,
      compartment: row.compartment_id === null ? null : (label.get(row.compartment_id) ?? null),
      uuid: machine?.uuid ?? '',
      machine: machine?.name ?? '',
      buid,
      bname: buildingName.get(buid) ?? '',
    };
  });
}

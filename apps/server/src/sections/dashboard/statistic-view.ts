// Statistic View: volumes, dwell time and the overdue rate over a period, in total, per building, per carrier and
// per day, and the same as CSV.
import type { Kysely } from 'kysely';
import { csvText, type ActResult, type statisticViewAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import type { BuildingScope } from '../../domain/buildings/scope.js';
import { periodTotals, statisticOf, type Period, type Totals } from './period-totals.js';

type StatisticView = ActResult<typeof statisticViewAct>;

const sum = (rows: readonly Totals[]) =>
  rows.reduce(
    (total, row) => ({
      deposited: total.deposited + row.deposited,
      collected: total.collected + row.collected,
      returned: total.returned + row.returned,
      late: total.late + row.late,
      dwell_seconds: total.dwell_seconds + row.dwell_seconds,
    }),
    { deposited: 0, collected: 0, returned: 0, late: 0, dwell_seconds: 0 },
  );

function groupBy<K>(rows: readonly Totals[], keyOf: (row: Totals) => K): Map<K, Totals[]> {
  const groups = new Map<K, Totals[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
}

async function buildingNames(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('buildings').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function statisticView(
  db: Kysely<Database>,
  scope: BuildingScope,
  period: Period,
): Promise<StatisticView> {
  const [pairs, days] = await Promise.all([
    periodTotals(db, scope, period, ['building_id', 'carrier']),
    periodTotals(db, scope, period, ['day']),
  ]);
  const byBuilding = groupBy(pairs, (row) => row.building_id);
  const names = await buildingNames(db, [...byBuilding.keys()]);
  return {
    from: period.from,
    to: period.to,
    total: statisticOf(sum(pairs)),
    by_building: [...byBuilding.entries()]
      .map(([buid, rows]) => ({ buid, bname: names.get(buid) ?? '', ...statisticOf(sum(rows)) }))
      .sort((a, b) => a.bname.localeCompare(b.bname)),
    by_carrier: [...groupBy(pairs, (row) => row.carrier).entries()]
      .map(([carrier, rows]) => ({ carrier, ...statisticOf(sum(rows)) }))
      .sort((a, b) => b.deposited - a.deposited || a.carrier.localeCompare(b.carrier)),
    by_day: days
      .map((row) => ({ day: row.day, ...statisticOf(row) }))
      .sort((a, b) => a.day.localeCompare(b.day)),
  };
}

const CSV_COLUMNS = [
  'building',
  'carrier',
  'deposited',
  'collected',
  'returned',
  'late',
  'overdue_rate',
  'dwell_hours',
] as const;

export async function statisticCsv(db: Kysely<Database>, scope: BuildingScope, period: Period) {
  const pairs = await periodTotals(db, scope, period, ['building_id', 'carrier']);
  const names = await buildingNames(db, [...new Set(pairs.map((row) => row.building_id))]);
  const lines = pairs
    .map((row) => ({ building: names.get(row.building_id) ?? '', carrier: row.carrier, ...statisticOf(row) }))
    .sort((a, b) => a.building.localeCompare(b.building) || a.carrier.localeCompare(b.carrier))
    .map((row) => CSV_COLUMNS.map((column) => row[column]));
  return {
    filename: `statistics-${period.from}-to-${period.to}.csv`,
    csv: csvText(CSV_COLUMNS, lines),
  };
}

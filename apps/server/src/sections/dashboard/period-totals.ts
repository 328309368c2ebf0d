// Delivery totals over a period of UTC days, grouped by any of day, building and carrier: closed days from the
// rollup (grouped in SQL, so a three-year period reads a few thousand index entries, not a million parcels), the
// open days counted live, and the two merged.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';
import { aggregateParcels, ensureRollup, type DailyRow } from './parcel-rollup.js';
import { addDays, dayStart } from './utc-days.js';

export type Dimension = 'day' | 'building_id' | 'carrier';

export interface Period {
  from: string;
  to: string;
  buildingId?: number;
  carrier?: string;
  now: Date;
}

export interface Totals {
  day: string;
  building_id: number;
  carrier: string;
  deposited: number;
  collected: number;
  returned: number;
  late: number;
  dwell_seconds: number;
}

const MEASURES = ['deposited', 'collected', 'returned', 'late', 'dwell_seconds'] as const;

function groupKey(row: Pick<Totals, Dimension>, dims: readonly Dimension[]): string {
  return dims.map((dim) => String(row[dim])).join('\u0000');
}

function addInto(target: Totals, row: Totals | DailyRow): void {
  for (const measure of MEASURES) target[measure] += Number(row[measure]);
}

export async function periodTotals(
  db: Kysely<Database>,
  scope: BuildingScope,
  period: Period,
  dims: readonly Dimension[],
): Promise<Totals[]> {
  const today = await ensureRollup(db, period.now);
  const rolledTo = period.to < today ? period.to : addDays(today, -1);
  const groups = new Map<string, Totals>();
  const merge = (row: Totals | DailyRow) => {
    const blank: Totals = {
      day: dims.includes('day') ? row.day : '',
      building_id: dims.includes('building_id') ? row.building_id : 0,
      carrier: dims.includes('carrier') ? row.carrier : '',
      deposited: 0,
      collected: 0,
      returned: 0,
      late: 0,
      dwell_seconds: 0,
    };
    const key = groupKey(blank, dims);
    const target = groups.get(key) ?? blank;
    groups.set(key, target);
    addInto(target, row);
  };

  if (period.from <= rolledTo) {
    let query = db
      .selectFrom('parcel_daily')
      .select((eb) => [
        ...dims.map((dim) => eb.ref(dim).as(dim)),
        ...MEASURES.map((measure) => eb.fn.sum<number>(measure).as(measure)),
      ])
      .where('day', '>=', period.from)
      .where('day', '<=', rolledTo)
      .where((eb) => buildingFilter(eb.ref('building_id'), scope, period.buildingId));
    if (period.carrier) query = query.where('carrier', '=', period.carrier);
    if (dims.length > 0) query = query.groupBy(dims.map((dim) => sql.ref(dim)));
    for (const row of await query.execute()) {
      const values = row as unknown as Partial<Totals>;
      merge({
        day: values.day ?? '',
        building_id: Number(values.building_id ?? 0),
        carrier: values.carrier ?? '',
        deposited: Number(values.deposited ?? 0),
        collected: Number(values.collected ?? 0),
        returned: Number(values.returned ?? 0),
        late: Number(values.late ?? 0),
        dwell_seconds: Number(values.dwell_seconds ?? 0),
      });
    }
  }
  if (period.to >= today) {
    const liveFrom = period.from > today ? period.from : today;
    const live = await aggregateParcels(db, dayStart(liveFrom), dayStart(addDays(period.to, 1)), {
      buildings: (column) => buildingFilter(column, scope, period.buildingId),
      ...(period.carrier ? { carrier: period.carrier } : {}),
    });
    for (const row of live) merge(row);
  }
  return [...groups.values()];
}

/** The rates a statistic row shows, from its sums. */
export function statisticOf(totals: Pick<Totals, (typeof MEASURES)[number]>) {
  const left = totals.collected + totals.returned;
  return {
    deposited: totals.deposited,
    collected: totals.collected,
    returned: totals.returned,
    late: totals.late,
    overdue_rate: left === 0 ? 0 : Math.round((totals.late / left) * 10_000) / 10_000,
    dwell_hours:
      totals.collected === 0 ? 0 : Math.round((totals.dwell_seconds / totals.collected / 3600) * 100) / 100,
  };
}

// The daily rollup behind the dashboards: per UTC day, building and carrier, the parcels deposited that day and the
// ones that left it (collected or returned, how many late, their total dwell time). Closed days (before today) come
// from parcel_daily; today is counted live from the parcels, through the deposited_at and collected_at indexes.
// A parcel changes a closed day's numbers only when history is loaded after the fact (seed:large, an import), so
// the rollup is rolled forward a day at a time and rebuilt whole when its deposit total stops matching the parcels.
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database, ParcelDailyTable } from '../../db/schema.js';
import { dialectOf } from '../parcels/dialect-of.js';
import { dayStart, utcDay } from './utc-days.js';

export type DailyRow = ParcelDailyTable;
type Key = string;
const keyOf = (row: { day: string; building_id: number; carrier: string }): Key =>
  `${row.day}\u0000${row.building_id}\u0000${row.carrier}`;

const THROUGH = 'parcel_daily.through';

/** Seconds from one ISO text time to another, in the dialect's arithmetic. */
export function secondsBetween(
  db: Kysely<Database>,
  from: Expression<string | null>,
  to: Expression<string | null>,
): RawBuilder<number> {
  return dialectOf(db) === 'postgres'
    ? sql<number>`extract(epoch from (${to}::timestamptz - ${from}::timestamptz))`
    : sql<number>`((julianday(${to}) - julianday(${from})) * 86400.0)`;
}

const emptyRow = (day: string, building_id: number, carrier: string): DailyRow => ({
  day,
  building_id,
  carrier,
  deposited: 0,
  collected: 0,
  returned: 0,
  late: 0,
  dwell_seconds: 0,
});

export interface LiveFilter {
  buildings?: (column: Expression<number>) => Expression<SqlBool>;
  carrier?: string;
}

/** Deposits and departures counted from the parcels in [from, to) (ISO text bounds; from may be open). */
export async function aggregateParcels(
  db: Kysely<Database>,
  from: string | undefined,
  to: string,
  filter: LiveFilter = {},
): Promise<DailyRow[]> {
  const rows = new Map<Key, DailyRow>();
  const row = (day: string, building: number, carrier: string) => {
    const key = keyOf({ day, building_id: building, carrier });
    let found = rows.get(key);
    if (!found) rows.set(key, (found = emptyRow(day, building, carrier)));
    return found;
  };
  let deposits = db
    .selectFrom('parcels')
    .select((eb) => [
      sql<string>`substr(${eb.ref('deposited_at')}, 1, 10)`.as('day'),
      'building_id',
      'carrier',
      eb.fn.countAll<number>().as('n'),
    ])
    .where('deposited_at', '<', to)
    .groupBy([sql`substr(deposited_at, 1, 10)`, 'building_id', 'carrier']);
  if (from !== undefined) deposits = deposits.where('deposited_at', '>=', from);
  if (filter.buildings)
    deposits = deposits.where((eb) => filter.buildings?.(eb.ref('building_id')) ?? sql`1 = 1`);
  if (filter.carrier !== undefined) deposits = deposits.where('carrier', '=', filter.carrier);
  for (const found of await deposits.execute())
    row(found.day, found.building_id, found.carrier).deposited += Number(found.n);

  let departures = db
    .selectFrom('parcels')
    .select((eb) => [
      sql<string>`substr(${eb.ref('collected_at')}, 1, 10)`.as('day'),
      'building_id',
      'carrier',
      sql<number>`sum(case when ${eb.ref('state')} = 'collected' then 1 else 0 end)`.as('collected'),
      sql<number>`sum(case when ${eb.ref('state')} = 'returned' then 1 else 0 end)`.as('returned'),
      sql<number>`sum(case when ${eb.ref('due_at')} is not null and ${eb.ref('collected_at')} > ${eb.ref('due_at')} then 1 else 0 end)`.as(
        'late',
      ),
      sql<number>`sum(case when ${eb.ref('state')} = 'collected' and ${eb.ref('deposited_at')} is not null then ${secondsBetween(db, eb.ref('deposited_at'), eb.ref('collected_at'))} else 0 end)`.as(
        'dwell',
      ),
    ])
    .where('collected_at', '<', to)
    .where('state', 'in', ['collected', 'returned'])
    .groupBy([sql`substr(collected_at, 1, 10)`, 'building_id', 'carrier']);
  if (from !== undefined) departures = departures.where('collected_at', '>=', from);
  if (filter.buildings)
    departures = departures.where((eb) => filter.buildings?.(eb.ref('building_id')) ?? sql`1 = 1`);
  if (filter.carrier !== undefined) departures = departures.where('carrier', '=', filter.carrier);
  for (const found of await departures.execute()) {
    const target = row(found.day, found.building_id, found.carrier);
    target.collected += Number(found.collected);
    target.returned += Number(found.returned);
    target.late += Number(found.late);
    target.dwell_seconds += Math.round(Number(found.dwell));
  }
  return [...rows.values()];
}

async function upsertRows(db: Kysely<Database>, rows: readonly DailyRow[]): Promise<void> {
  const perStatement = 2_000;
  for (let start = 0; start < rows.length; start += perStatement) {
    await db
      .insertInto('parcel_daily')
      .values(rows.slice(start, start + perStatement))
      .onConflict((conflict) =>
        conflict.columns(['day', 'building_id', 'carrier']).doUpdateSet((eb) => ({
          deposited: eb.ref('excluded.deposited'),
          collected: eb.ref('excluded.collected'),
          returned: eb.ref('excluded.returned'),
          late: eb.ref('excluded.late'),
          dwell_seconds: eb.ref('excluded.dwell_seconds'),
        })),
      )
      .execute();
  }
}

/** One rollup writer at a time across instances: PostgreSQL's self-excluding table lock (SQLite writes one at a time). */
async function lockRollup(trx: Kysely<Database>): Promise<void> {
  if (dialectOf(trx) === 'postgres')
    await sql`lock table parcel_daily in share row exclusive mode`.execute(trx);
}

async function setThrough(db: Kysely<Database>, day: string): Promise<void> {
  await db
    .insertInto('rollup_state')
    .values({ key: THROUGH, value: day })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: day }))
    .execute();
}

/** The first day not in the rollup; every day before it is. Undefined before the first build. */
export async function rolledThrough(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('rollup_state')
    .select('value')
    .where('key', '=', THROUGH)
    .executeTakeFirst();
  return row?.value;
}

export async function rebuildRollup(db: Kysely<Database>, now: Date): Promise<void> {
  const today = utcDay(now);
  await db.transaction().execute(async (trx) => {
    await lockRollup(trx);
    await trx.deleteFrom('parcel_daily').execute();
    await upsertRows(trx, await aggregateParcels(trx, undefined, dayStart(today)));
    await setThrough(trx, today);
  });
}

/** Brings closed days into the rollup: a full build the first time, then only the days since the last run. */
export async function ensureRollup(db: Kysely<Database>, now: Date): Promise<string> {
  const today = utcDay(now);
  const through = await rolledThrough(db);
  if (through === undefined) {
    await rebuildRollup(db, now);
  } else if (through < today) {
    await db.transaction().execute(async (trx) => {
      await lockRollup(trx);
      // Another instance may have rolled forward while this one waited for the lock.
      if (((await rolledThrough(trx)) ?? '') >= today) return;
      await upsertRows(trx, await aggregateParcels(trx, dayStart(through), dayStart(today)));
      await setThrough(trx, today);
    });
  }
  return today;
}

/** Whether the rollup still counts every parcel deposited before its boundary; history loaded later breaks it. */
export async function rollupMatchesParcels(db: Kysely<Database>): Promise<boolean> {
  const through = await rolledThrough(db);
  if (through === undefined) return false;
  const [parcels, rolled] = await Promise.all([
    db
      .selectFrom('parcels')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deposited_at', '<', dayStart(through))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('parcel_daily')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('deposited'), sql<number>`0`).as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return Number(parcels.n) === Number(rolled.n);
}

/** The job's check: roll forward, and rebuild when history was added behind the rollup's back. */
export async function refreshRollup(db: Kysely<Database>, now: Date): Promise<'rebuilt' | 'current'> {
  await ensureRollup(db, now);
  if (await rollupMatchesParcels(db)) return 'current';
  await rebuildRollup(db, now);
  return 'rebuilt';
}

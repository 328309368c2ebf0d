// Manager View: the caller's buildings now (waiting, overdue, collected today, occupancy, offline lockers) and the
// last 30 days of deliveries by carrier.
import type { Kysely } from 'kysely';
import type { ActResult, managerViewAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';
import { offlineMachines } from '../machines/fleet-alerts.js';
import { localMidnight } from '../../domain/zoned-time.js';
import { periodTotals } from './period-totals.js';
import { addDays, daysBetween, utcDay } from './utc-days.js';

const SERIES_DAYS = 30;

async function countParcels(
  db: Kysely<Database>,
  scope: BuildingScope,
  buildingId: number | undefined,
  narrow: (query: ReturnType<typeof parcelCount>) => ReturnType<typeof parcelCount>,
): Promise<number> {
  const { n } = await narrow(parcelCount(db))
    .where((eb) => buildingFilter(eb.ref('parcels.building_id'), scope, buildingId))
    .executeTakeFirstOrThrow();
  return Number(n);
}

function parcelCount(db: Kysely<Database>) {
  return db.selectFrom('parcels').select((eb) => eb.fn.countAll<number>().as('n'));
}

export async function managerView(
  db: Kysely<Database>,
  scope: BuildingScope,
  buildingId: number | undefined,
  now: Date,
  timeZone = 'UTC',
): Promise<ActResult<typeof managerViewAct>> {
  const today = utcDay(now);
  const todayStart = localMidnight(now, timeZone).toISOString();
  const nowIso = now.toISOString();
  const buildings = await db
    .selectFrom('buildings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => buildingFilter(eb.ref('buildings.id'), scope, buildingId))
    .executeTakeFirstOrThrow();
  const waiting = await countParcels(db, scope, buildingId, (query) => query.where('state', '=', 'pending'));
  const overdue = await countParcels(db, scope, buildingId, (query) =>
    query.where('state', '=', 'pending').where('due_at', '<', nowIso),
  );
  const collectedToday = await countParcels(db, scope, buildingId, (query) =>
    query.where('collected_at', '>=', todayStart).where('state', '=', 'collected'),
  );
  const occupancy = await db
    .selectFrom('compartments as c')
    .innerJoin('machines as m', 'm.id', 'c.machine_id')
    .select((eb) => [
      'c.size',
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('c.state', '=', 'occupied').then(1).else(0).end()).as('occupied'),
      eb.fn
        .sum<number>(eb.case().when('c.state', '=', 'disabled').then(1).else(0).end())
        .as('out_of_service'),
    ])
    .where((eb) =>
      eb.and([buildingFilter(eb.ref('m.building_id'), scope, buildingId), eb('m.retired_at', 'is', null)]),
    )
    .groupBy('c.size')
    .orderBy('c.size')
    .execute();
  const offline = await offlineMachines(db, scope, buildingId);
  const first = addDays(today, 1 - SERIES_DAYS);
  const days = daysBetween(first, today);
  const series = await periodTotals(
    db,
    scope,
    { from: first, to: today, ...(buildingId !== undefined ? { buildingId } : {}), now },
    ['day', 'carrier'],
  );
  const carriers = new Map<string, number[]>();
  for (const row of series) {
    if (row.deposited === 0) continue;
    const counts = carriers.get(row.carrier) ?? days.map(() => 0);
    carriers.set(row.carrier, counts);
    const index = days.indexOf(row.day);
    if (index >= 0) counts[index] = (counts[index] ?? 0) + row.deposited;
  }
  const byCarrier = [...carriers.entries()]
    .map(([carrier, deposited]) => ({ carrier, deposited }))
    .sort(
      (a, b) =>
        b.deposited.reduce((s, v) => s + v, 0) - a.deposited.reduce((s, v) => s + v, 0) ||
        a.carrier.localeCompare(b.carrier),
    );
  return {
    buildings: Number(buildings.n),
    waiting,
    overdue,
    collected_today: collectedToday,
    today_start: todayStart,
    occupancy: occupancy.map((row) => ({
      size: row.size,
      total: Number(row.total),
      occupied: Number(row.occupied ?? 0),
      out_of_service: Number(row.out_of_service ?? 0),
    })),
    offline: offline.map((row) => ({
      uuid: row.uuid,
      name: row.name,
      buid: row.building_id,
      last_seen: row.last_seen_at,
    })),
    days,
    by_carrier: byCarrier,
    generated_at: nowIso,
  };
}

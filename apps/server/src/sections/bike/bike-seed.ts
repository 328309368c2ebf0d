// Demo bike data: every bike locker becomes a parking location (docks, a few bay racks) placed on the map near its
// city, with a tariff; every active member of a building with a bike locker gets a fob; each occupied dock holds an
// open session (the first three of each locker past the overstay limit, so the collection page has work), each dock
// a month of ended sessions, and each locker a flagged, a scheduled and a finished collection.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertRows } from '../../db/seed/insert-rows.js';
import { createRandom, seedFrom, type Random } from '../../db/seed/random.js';
import type { SectionSeedContext } from '../define-server-section.js';
import { sessionFee } from './bike-fee.js';
import { cityPosition } from './bike-places.js';
import type { BikeLocationsTable, BikeSessionsTable } from './bike.table.js';

const HOUR = 3_600_000;

/** Within a few kilometres of the city's centre. */
function positionOf(address: string, random: Random): [number, number] {
  const [lat, lng] = cityPosition(address);
  return [
    Number((lat + random.between(-0.03, 0.03)).toFixed(5)),
    Number((lng + random.between(-0.04, 0.04)).toFixed(5)),
  ];
}

export async function seedBike(
  db: Kysely<Database>,
  context: SectionSeedContext,
): Promise<Readonly<Record<string, number>>> {
  const random = createRandom(seedFrom('bike'));
  const now = context.now.getTime();
  const machines = await db
    .selectFrom('machines')
    .select(['id', 'building_id', 'address'])
    .where('family', '=', 'bike')
    .where('retired_at', 'is', null)
    .orderBy('id')
    .execute();
  if (machines.length === 0) return {};
  const buildingIds = [...new Set(machines.map((machine) => machine.building_id))];
  const members = await db
    .selectFrom('members')
    .select(['id', 'building_id'])
    .where('status', '=', 'active')
    .where('building_id', 'in', buildingIds)
    .orderBy('id')
    .execute();
  const credentials = members.map((member, index) => ({
    credential: `FOB-${String(100_000 + index * 37 + random.int(0, 36)).padStart(6, '0')}`,
    member_id: member.id,
  }));
  await insertRows(db, 'bike_credentials', credentials);
  const credentialOf = new Map(credentials.map((row) => [row.member_id, row.credential]));

  const locations: Insertable<BikeLocationsTable>[] = machines.map((machine, index) => {
    const [lat, lng] = positionOf(machine.address, random);
    const rental = index % 2 === 1;
    return {
      machine_id: machine.id,
      kind: index % 3 === 2 ? 'bays' : 'docks',
      lat,
      lng,
      overstay_hours: rental ? 48 : 72,
      hourly_cents: rental ? 150 : 0,
      free_minutes: rental ? 30 : 0,
      day_cap_cents: rental ? 1200 : 0,
      currency: 'CAD',
    };
  });
  await insertRows(db, 'bike_locations', locations);

  const docks = await db
    .selectFrom('compartments')
    .select(['id', 'machine_id', 'state'])
    .where(
      'machine_id',
      'in',
      machines.map((machine) => machine.id),
    )
    .orderBy('id')
    .execute();
  const sessions: Insertable<BikeSessionsTable>[] = [];
  const occupiedSoFar = new Map<number, number>();
  for (const dock of docks) {
    const index = machines.findIndex((machine) => machine.id === dock.machine_id);
    const machine = machines[index];
    const location = locations[index];
    if (!machine || !location) continue;
    const riders = members.filter((member) => member.building_id === machine.building_id);
    if (riders.length === 0) continue;
    const kind = location.hourly_cents > 0 ? 'rental' : 'parking';
    // A month of ended sessions, oldest first.
    let at = now - 30 * 24 * HOUR;
    for (let past = random.int(2, 6); past > 0; past--) {
      at += random.int(12, 100) * HOUR;
      const minutes = random.int(20, kind === 'rental' ? 400 : 4000);
      const end = at + minutes * 60_000;
      if (end >= now - HOUR) break;
      const rider = random.pick(riders);
      sessions.push({
        machine_id: dock.machine_id,
        compartment_id: dock.id,
        kind,
        member_id: rider.id,
        credential: credentialOf.get(rider.id) ?? '',
        started_at: new Date(at).toISOString(),
        ended_at: new Date(end).toISOString(),
        fee_cents: sessionFee(minutes, location),
        ending: 'undocked',
        end_reason: '',
      });
      at = end;
    }
    if (dock.state !== 'occupied') continue;
    // The first three bikes of each locker have sat past the limit: the collection page's candidates.
    const parked = (occupiedSoFar.get(dock.machine_id) ?? 0) + 1;
    occupiedSoFar.set(dock.machine_id, parked);
    const hoursAgo =
      parked <= 3 ? location.overstay_hours + random.int(2, 200) : random.int(1, location.overstay_hours - 1);
    const rider = random.pick(riders);
    sessions.push({
      machine_id: dock.machine_id,
      compartment_id: dock.id,
      kind,
      member_id: rider.id,
      credential: credentialOf.get(rider.id) ?? '',
      started_at: new Date(now - hoursAgo * HOUR - random.int(0, 59) * 60_000).toISOString(),
      ended_at: null,
      fee_cents: null,
      ending: null,
      end_reason: '',
    });
  }
  await insertRows(db, 'bike_sessions', sessions);
  const collections = await seedCollections(db, context.now, locations);
  return {
    bike_locations: locations.length,
    bike_sessions: sessions.length,
    bike_credentials: credentials.length,
    bike_collections: collections,
  };
}

/** Per locker: its longest overstaying bike flagged and the next scheduled (never the last one); one ended session
 * collected. */
async function seedCollections(
  db: Kysely<Database>,
  now: Date,
  locations: readonly Insertable<BikeLocationsTable>[],
): Promise<number> {
  const limitOf = new Map(locations.map((location) => [location.machine_id, location.overstay_hours ?? 72]));
  const sessions = await db
    .selectFrom('bike_sessions')
    .select(['id', 'machine_id', 'started_at', 'ended_at'])
    .orderBy('started_at')
    .orderBy('id')
    .execute();
  const rows: Insertable<Database['bike_collections']>[] = [];
  const overstaying = sessions.filter(
    (session) =>
      session.ended_at === null &&
      Date.parse(session.started_at) < now.getTime() - (limitOf.get(session.machine_id) ?? 72) * HOUR,
  );
  const byMachine = new Map<number, typeof overstaying>();
  for (const session of overstaying) {
    byMachine.set(session.machine_id, [...(byMachine.get(session.machine_id) ?? []), session]);
  }
  // Leave at least one overstaying bike per locker unflagged, so there is always one to flag.
  for (const [machineId, waiting] of byMachine) {
    const limit = limitOf.get(machineId) ?? 72;
    waiting
      .slice(0, waiting.length - 1)
      .slice(0, 2)
      .forEach((session, index) => {
        rows.push({
          session_id: session.id,
          machine_id: machineId,
          state: index === 0 ? 'flagged' : 'scheduled',
          flagged_at: new Date(Date.parse(session.started_at) + (limit + 1) * HOUR).toISOString(),
          notified: 1,
          scheduled_for: index === 0 ? null : new Date(now.getTime() + 26 * HOUR).toISOString(),
          result_at: null,
          note: index === 0 ? '' : 'Facilities to cut the lock',
        });
      });
  }
  const done = new Set<number>();
  for (const session of sessions) {
    if (session.ended_at === null || done.has(session.machine_id)) continue;
    done.add(session.machine_id);
    rows.push({
      session_id: session.id,
      machine_id: session.machine_id,
      state: 'collected',
      flagged_at: session.started_at,
      notified: 1,
      scheduled_for: session.ended_at,
      result_at: session.ended_at,
      note: 'Taken to the storage room',
    });
    await db
      .updateTable('bike_sessions')
      .set({ ending: 'collected', end_reason: 'Abandoned bike collected' })
      .where('id', '=', session.id)
      .execute();
  }
  await insertRows(db, 'bike_collections', rows);
  return rows.length;
}

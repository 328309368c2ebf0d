// The bike locations list (act 58001) and the bike home's key figures (act 58002): every bike locker in scope with
// its docks counted by state, its open sessions and the bikes overstaying its limit.
import { sql, type Kysely } from 'kysely';
import type {
  ActParsedParams,
  ActResult,
  BikeFigures,
  BikeLocationItem,
  bikeLocationListAct,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';
import { overstayLimits, overstaying } from './bike-overstay.js';

type ListParams = ActParsedParams<typeof bikeLocationListAct>;

/** What a location without its own row allows (the migration's default). */
const DEFAULT_OVERSTAY_HOURS = 72;

const count = (condition: ReturnType<typeof sql>) => sql<number>`count(distinct case when ${condition} end)`;

function locationQuery(db: Kysely<Database>, scope: BuildingScope, buid: number | undefined) {
  // Every bike locker is a location, also one installed since the seed that has not docked a bike yet (its
  // location row is written at its first dock): the row's facts then read as the defaults.
  return db
    .selectFrom('machines')
    .leftJoin('bike_locations', 'bike_locations.machine_id', 'machines.id')
    .innerJoin('buildings', 'buildings.id', 'machines.building_id')
    .where('machines.family', '=', 'bike')
    .where('machines.retired_at', 'is', null)
    .where((eb) => buildingFilter(eb.ref('machines.building_id'), scope, buid));
}

/** Per location: docks by state, open sessions and overstaying ones, read in one grouped query. */
function withCounts(
  db: Kysely<Database>,
  scope: BuildingScope,
  buid: number | undefined,
  limits: number[],
  now: Date,
) {
  return locationQuery(db, scope, buid)
    .leftJoin('compartments', 'compartments.machine_id', 'machines.id')
    .leftJoin('bike_sessions', (join) =>
      join
        .onRef('bike_sessions.compartment_id', '=', 'compartments.id')
        .on('bike_sessions.ended_at', 'is', null),
    )
    .groupBy(['bike_locations.id', 'machines.id', 'buildings.id'])
    .select([
      'bike_locations.kind',
      'bike_locations.lat',
      'bike_locations.lng',
      'bike_locations.overstay_hours',
      'bike_locations.hourly_cents',
      'bike_locations.currency',
      'machines.uuid',
      'machines.name',
      'machines.status',
      'machines.run_sts',
      'machines.address',
      'machines.last_seen_at',
      'machines.building_id',
      'buildings.name as bname',
      count(sql`compartments.id is not null then compartments.id`).as('docks'),
      count(sql`compartments.state = 'free' then compartments.id`).as('free'),
      count(sql`compartments.state = 'occupied' then compartments.id`).as('occupied'),
      count(sql`compartments.state = 'disabled' then compartments.id`).as('disabled'),
      count(sql`bike_sessions.id is not null then bike_sessions.id`).as('open_sessions'),
      count(sql`${overstaying(limits, now)} then bike_sessions.id`).as('overstaying'),
    ]);
}

const SORTS = {
  name: 'machines.name',
  building: 'buildings.name',
  occupancy: sql`count(distinct case when compartments.state = 'occupied' then compartments.id end)`,
  overstaying: 'overstaying',
} as const;

export async function listLocations(
  db: Kysely<Database>,
  scope: BuildingScope,
  params: ListParams,
  now: Date,
): Promise<ActResult<typeof bikeLocationListAct>> {
  const limits = await overstayLimits(db);
  const filtered = withCounts(db, scope, params.buid, limits, now).where((eb) =>
    params.q
      ? eb.or([
          containsText(eb.ref('machines.name'), params.q),
          containsText(eb.ref('buildings.name'), params.q),
        ])
      : sql<boolean>`1 = 1`,
  );
  const page = await fetchPage(db, filtered, params, (query) =>
    query.orderBy(SORTS[params.sort], params.dir).orderBy('machines.name').orderBy('machines.uuid'),
  );
  return {
    total: page.total,
    items: page.items.map((row): BikeLocationItem => ({
      uuid: row.uuid,
      name: row.name,
      buid: row.building_id,
      bname: row.bname,
      address: row.address,
      kind: row.kind === 'bays' ? 'bays' : 'docks',
      lat: row.lat === null ? null : Number(row.lat),
      lng: row.lng === null ? null : Number(row.lng),
      status: row.status,
      run_sts: row.run_sts,
      docks: Number(row.docks),
      free: Number(row.free),
      occupied: Number(row.occupied),
      disabled: Number(row.disabled),
      open_sessions: Number(row.open_sessions),
      overstaying: Number(row.overstaying),
      overstay_hours: row.overstay_hours ?? DEFAULT_OVERSTAY_HOURS,
      hourly_cents: row.hourly_cents ?? 0,
      currency: row.currency ?? 'CAD',
      last_seen: row.last_seen_at,
    })),
  };
}

export async function bikeFigures(
  db: Kysely<Database>,
  scope: BuildingScope,
  buid: number | undefined,
  now: Date,
): Promise<BikeFigures> {
  const rows = await withCounts(db, scope, buid, await overstayLimits(db), now).execute();
  const sum = (key: 'docks' | 'free' | 'occupied' | 'open_sessions' | 'overstaying') =>
    rows.reduce((total, row) => total + Number(row[key]), 0);
  const collections = await db
    .selectFrom('bike_collections')
    .innerJoin('machines', 'machines.id', 'bike_collections.machine_id')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('bike_collections.state', 'in', ['flagged', 'scheduled'])
    .where((eb) => buildingFilter(eb.ref('machines.building_id'), scope, buid))
    .executeTakeFirstOrThrow();
  return {
    locations: rows.length,
    docks: sum('docks'),
    free: sum('free'),
    occupied: sum('occupied'),
    open_sessions: sum('open_sessions'),
    overstaying: sum('overstaying'),
    open_collections: Number(collections.n),
    at: now.toISOString(),
  };
}

// The mini-box family's reads (acts 59101–59104): its lockers with their boxes counted by state and their latest
// event, the machine log's events of those lockers, the home's key figures, and one locker with its boxes.
import { sql, type Kysely } from 'kysely';
import type {
  ActParsedParams,
  ActResult,
  MiniBoxEventItem,
  MiniBoxFigures,
  MiniBoxLockerItem,
  miniBoxEventListAct,
  miniBoxLockerAct,
  miniBoxLockerListAct,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import { ActError } from '../../domain/act-error.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';

const DAY = 86_400_000;
const count = (condition: ReturnType<typeof sql>) => sql<number>`count(case when ${condition} end)`;

function lockerQuery(db: Kysely<Database>, scope: BuildingScope, buid: number | undefined) {
  return db
    .selectFrom('machines')
    .innerJoin('buildings', 'buildings.id', 'machines.building_id')
    .leftJoin('compartments', 'compartments.machine_id', 'machines.id')
    .where('machines.family', '=', 'miniBox')
    .where('machines.retired_at', 'is', null)
    .where((eb) => buildingFilter(eb.ref('machines.building_id'), scope, buid))
    .groupBy(['machines.id', 'buildings.id'])
    .select((eb) => [
      'machines.id as machine_id',
      'machines.uuid',
      'machines.name',
      'machines.building_id',
      'machines.status',
      'machines.run_sts',
      'machines.last_seen_at',
      'buildings.name as bname',
      'buildings.timezone',
      count(sql`compartments.id is not null then 1`).as('boxes'),
      count(sql`compartments.state = 'free' then 1`).as('free'),
      count(sql`compartments.state = 'occupied' then 1`).as('occupied'),
      count(sql`compartments.state = 'disabled' then 1`).as('disabled'),
      count(sql`compartments.door in ('open', 'jammed') then 1`).as('doors_open'),
      eb
        .selectFrom('machine_events')
        .select('machine_events.at')
        .whereRef('machine_events.machine_id', '=', 'machines.id')
        .orderBy('machine_events.at', 'desc')
        .limit(1)
        .as('last_event_at'),
      eb
        .selectFrom('machine_events')
        .select('machine_events.kind')
        .whereRef('machine_events.machine_id', '=', 'machines.id')
        .orderBy('machine_events.at', 'desc')
        .orderBy('machine_events.id', 'desc')
        .limit(1)
        .as('last_event'),
    ]);
}

type LockerRow = Awaited<ReturnType<ReturnType<typeof lockerQuery>['execute']>>[number];

function toLockerItem(row: LockerRow): MiniBoxLockerItem {
  return {
    uuid: row.uuid,
    name: row.name,
    buid: row.building_id,
    bname: row.bname,
    tz: row.timezone,
    status: row.status,
    run_sts: row.run_sts,
    last_seen: row.last_seen_at,
    boxes: Number(row.boxes),
    free: Number(row.free),
    occupied: Number(row.occupied),
    disabled: Number(row.disabled),
    doors_open: Number(row.doors_open),
    last_event: row.last_event ?? '',
    last_event_at: row.last_event_at ?? null,
  };
}

export async function listMiniBoxLockers(
  db: Kysely<Database>,
  scope: BuildingScope,
  params: ActParsedParams<typeof miniBoxLockerListAct>,
): Promise<ActResult<typeof miniBoxLockerListAct>> {
  const q = params.q;
  const query = q
    ? lockerQuery(db, scope, params.buid).where((eb) =>
        eb.or([containsText(eb.ref('machines.name'), q), containsText(eb.ref('buildings.name'), q)]),
      )
    : lockerQuery(db, scope, params.buid);
  const page = await fetchPage(db, query, params, (ordered) =>
    ordered.orderBy('buildings.name').orderBy('machines.name').orderBy('machines.uuid'),
  );
  return { total: page.total, items: page.items.map(toLockerItem) };
}

function eventQuery(db: Kysely<Database>) {
  return db
    .selectFrom('machine_events')
    .innerJoin('machines', 'machines.id', 'machine_events.machine_id')
    .innerJoin('buildings', 'buildings.id', 'machines.building_id')
    .leftJoin('compartments', 'compartments.id', 'machine_events.compartment_id')
    .where('machines.family', '=', 'miniBox')
    .select([
      'machine_events.id',
      'machine_events.at',
      'machine_events.kind',
      'machines.uuid',
      'machines.name as locker',
      'buildings.name as bname',
      'buildings.timezone',
      'compartments.label as box',
    ]);
}

type EventRow = Awaited<ReturnType<ReturnType<typeof eventQuery>['execute']>>[number];

const toEventItem = (row: EventRow): MiniBoxEventItem => ({
  id: row.id,
  at: row.at,
  uuid: row.uuid,
  locker: row.locker,
  bname: row.bname,
  tz: row.timezone,
  kind: row.kind,
  box: row.box ?? '',
});

export async function listMiniBoxEvents(
  db: Kysely<Database>,
  scope: BuildingScope,
  params: ActParsedParams<typeof miniBoxEventListAct>,
): Promise<ActResult<typeof miniBoxEventListAct>> {
  let query = eventQuery(db).where((eb) =>
    buildingFilter(eb.ref('machines.building_id'), scope, params.buid),
  );
  if (params.uuid) query = query.where('machines.uuid', '=', params.uuid);
  const page = await fetchPage(db, query, params, (ordered) =>
    ordered.orderBy('machine_events.at', 'desc').orderBy('machine_events.id', 'desc'),
  );
  return { total: page.total, items: page.items.map(toEventItem) };
}

export async function miniBoxFigures(
  db: Kysely<Database>,
  scope: BuildingScope,
  buid: number | undefined,
  now: Date,
): Promise<MiniBoxFigures> {
  const lockers = (await lockerQuery(db, scope, buid).execute()).map(toLockerItem);
  const sum = (key: 'boxes' | 'free' | 'occupied' | 'disabled') =>
    lockers.reduce((total, locker) => total + locker[key], 0);
  const events = await db
    .selectFrom('machine_events')
    .innerJoin('machines', 'machines.id', 'machine_events.machine_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('machines.family', '=', 'miniBox')
    .where('machine_events.at', '>=', new Date(now.getTime() - DAY).toISOString())
    .where((eb) => buildingFilter(eb.ref('machines.building_id'), scope, buid))
    .executeTakeFirstOrThrow();
  return {
    lockers: lockers.length,
    online: lockers.filter((locker) => locker.status === '101' && locker.run_sts === '1').length,
    boxes: sum('boxes'),
    free: sum('free'),
    occupied: sum('occupied'),
    disabled: sum('disabled'),
    events_24h: Number(events.n),
    at: now.toISOString(),
  };
}

export async function miniBoxLocker(
  db: Kysely<Database>,
  uuid: string,
): Promise<ActResult<typeof miniBoxLockerAct>> {
  const row = await lockerQuery(db, { kind: 'all' }, undefined)
    .where('machines.uuid', '=', uuid)
    .executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', 'There is no mini-box locker with that uuid.');
  const [boxes, events] = await Promise.all([
    db
      .selectFrom('compartments')
      .select(['label', 'size', 'state', 'door'])
      .where('machine_id', '=', row.machine_id)
      .orderBy('label')
      .execute(),
    eventQuery(db)
      .where('machines.id', '=', row.machine_id)
      .orderBy('machine_events.at', 'desc')
      .orderBy('machine_events.id', 'desc')
      .limit(20)
      .execute(),
  ]);
  return { locker: toLockerItem(row), boxes, events: events.map(toEventItem) };
}

// What the lockers in scope need from people: the offline ones (the navbar banner, spec §2: 'Offline locker : '
// then the names separated by ';') and the jams, faults and outages of the last day, for buildings whose managers
// asked to hear about them.
import type { Kysely } from 'kysely';
import type { ActResult, fleetAlertsAct } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';
import { offlineCondition } from './machine-summary.js';

const ALERT_WINDOW_MS = 24 * 3_600_000;

export function offlineBanner(names: readonly string[]): string {
  return names.length === 0 ? '' : `Offline locker : ${names.join(';')}`;
}

/** The machines in scope that are offline by spec §5's rule, by name. */
export function offlineMachines(db: Kysely<Database>, scope: BuildingScope, buildingId?: number) {
  return db
    .selectFrom('machines')
    .select(['uuid', 'name', 'building_id', 'last_seen_at'])
    .where((eb) =>
      eb.and([
        buildingFilter(eb.ref('machines.building_id'), scope, buildingId),
        eb('machines.retired_at', 'is', null),
        offlineCondition(eb.ref('machines.status'), eb.ref('machines.run_sts')),
      ]),
    )
    .orderBy('name')
    .execute();
}

export async function fleetAlerts(
  db: Kysely<Database>,
  scope: BuildingScope,
  buildingId: number | undefined,
  now: Date,
): Promise<ActResult<typeof fleetAlertsAct>> {
  const offline = await offlineMachines(db, scope, buildingId);
  const since = new Date(now.getTime() - ALERT_WINDOW_MS).toISOString();
  const events = await db
    .selectFrom('machine_events as e')
    .innerJoin('machines as m', 'm.id', 'e.machine_id')
    .innerJoin('buildings as b', 'b.id', 'm.building_id')
    .leftJoin('compartments as c', 'c.id', 'e.compartment_id')
    .select([
      'e.id',
      'e.at',
      'e.kind',
      'e.detail',
      'c.label',
      'm.uuid',
      'm.name',
      'm.building_id',
      'b.name as bname',
    ])
    .where((eb) =>
      eb.and([
        buildingFilter(eb.ref('m.building_id'), scope, buildingId),
        eb('e.at', '>=', since),
        eb.or([
          eb.and([
            eb('e.kind', 'in', ['door-jammed', 'fault', 'pickup-locked']),
            eb('b.notify_faults', '=', 1),
          ]),
          eb.and([eb('e.kind', '=', 'offline'), eb('b.notify_offline', '=', 1)]),
        ]),
        eb('m.retired_at', 'is', null),
      ]),
    )
    .orderBy('e.at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(200)
    .execute();
  return {
    offline: offline.map((row) => ({
      uuid: row.uuid,
      name: row.name,
      buid: row.building_id,
      last_seen: row.last_seen_at,
    })),
    banner: offlineBanner(offline.map((row) => row.name)),
    events: events.map((row) => ({
      id: row.id,
      at: row.at,
      kind: row.kind,
      compartment: row.label,
      detail: row.detail,
      uuid: row.uuid,
      name: row.name,
      buid: row.building_id,
      bname: row.bname,
    })),
  };
}

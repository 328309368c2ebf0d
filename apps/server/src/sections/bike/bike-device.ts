// The bike docks' device calls (dock, undock; see bike.device.ts in the protocol): a member's credential starts and
// ends a session at a dock of the calling locker. A locker that has no bike location yet (one created after the
// seed) gets one on its first dock, placed at its city.
import type { Kysely } from 'kysely';
import type { DeviceCallResult, dockCall, undockCall } from '@bluemanager/protocol';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import type { DeviceMachine } from '../../domain/devices/device-auth.js';
import { compartmentOf } from '../../domain/devices/device-health.js';
import { cityPosition } from './bike-places.js';
import { closeSession } from './bike-session-end.js';
import { findSession } from './bike-session-row.js';

type Params<C extends { params: z.ZodType }> = z.output<C['params']>;

/** A location the portal has not been told about yet: docks, free parking, the usual overstay limit. */
const NEW_LOCATION = {
  kind: 'docks',
  overstay_hours: 72,
  hourly_cents: 0,
  free_minutes: 0,
  day_cap_cents: 0,
  currency: 'CAD',
};

async function bikeLocationOf(trx: Kysely<Database>, machine: DeviceMachine) {
  const found = await trx
    .selectFrom('bike_locations')
    .innerJoin('machines', 'machines.id', 'bike_locations.machine_id')
    .select(['bike_locations.hourly_cents', 'machines.family'])
    .where('bike_locations.machine_id', '=', machine.id)
    .executeTakeFirst();
  if (found) return found;
  const row = await trx
    .selectFrom('machines')
    .select(['family', 'address'])
    .where('id', '=', machine.id)
    .executeTakeFirstOrThrow();
  if (row.family !== 'bike') throw new ActError('CONFLICT', 'This machine is not a bike locker.');
  const [lat, lng] = cityPosition(row.address);
  await trx
    .insertInto('bike_locations')
    .values({ ...NEW_LOCATION, machine_id: machine.id, lat, lng })
    .execute();
  return { hourly_cents: 0, family: row.family };
}

async function memberOf(trx: Kysely<Database>, credential: string, buildingId: number) {
  const member = await trx
    .selectFrom('bike_credentials')
    .innerJoin('members', 'members.id', 'bike_credentials.member_id')
    .select(['members.id', 'members.name'])
    .where('bike_credentials.credential', '=', credential)
    .where('members.building_id', '=', buildingId)
    .where('members.status', '=', 'active')
    .executeTakeFirst();
  if (!member)
    throw new ActError('FORBIDDEN', 'The credential belongs to no active member of this building.');
  return member;
}

export async function dockAtLocker(
  db: Kysely<Database>,
  machine: DeviceMachine,
  params: Params<typeof dockCall>,
  now: Date,
): Promise<DeviceCallResult<'dock'>> {
  return db.transaction().execute(async (trx) => {
    const location = await bikeLocationOf(trx, machine);
    const dock = await compartmentOf(trx, machine, params.compartment);
    const member = await memberOf(trx, params.credential, machine.buildingId);
    // Taking the dock is the same statement that checks it is free, so two docks at once cannot both win.
    const taken = await trx
      .updateTable('compartments')
      .set({ state: 'occupied' })
      .where('id', '=', dock.id)
      .where('state', '=', 'free')
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) {
      throw new ActError('CONFLICT', `Dock ${dock.label} is not free (${dock.state}).`);
    }
    const { id } = await trx
      .insertInto('bike_sessions')
      .values({
        machine_id: machine.id,
        compartment_id: dock.id,
        kind: params.kind ?? (location.hourly_cents > 0 ? 'rental' : 'parking'),
        member_id: member.id,
        credential: params.credential,
        started_at: now.toISOString(),
        ended_at: null,
        fee_cents: null,
        ending: null,
        end_reason: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { session: id, member: member.name };
  });
}

export async function undockAtLocker(
  db: Kysely<Database>,
  machine: DeviceMachine,
  params: Params<typeof undockCall>,
  now: Date,
): Promise<DeviceCallResult<'undock'>> {
  return db.transaction().execute(async (trx) => {
    const dock = await compartmentOf(trx, machine, params.compartment);
    const open = await trx
      .selectFrom('bike_sessions')
      .select(['id', 'member_id'])
      .where('compartment_id', '=', dock.id)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    if (!open) throw new ActError('CONFLICT', `Dock ${dock.label} holds no bike.`);
    const member = await memberOf(trx, params.credential, machine.buildingId);
    if (member.id !== open.member_id) {
      throw new ActError('FORBIDDEN', 'The credential is not that of the member who docked this bike.');
    }
    await closeSession(trx, open.id, 'undocked', '', now);
    // The member came back for a bike flagged as abandoned: its collection is over.
    await trx
      .updateTable('bike_collections')
      .set({ state: 'claimed', result_at: now.toISOString() })
      .where('session_id', '=', open.id)
      .where('state', 'in', ['flagged', 'scheduled'])
      .execute();
    const ended = await findSession(trx, machine.uuid, open.id, now);
    return { session: open.id, minutes: ended.minutes, fee_cents: ended.fee_cents, currency: ended.currency };
  });
}

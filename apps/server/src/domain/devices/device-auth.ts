// Who is calling on the device channel: the machine named in the headers, if its signature over the body checks
// out with its stored public key, its clock is close to ours, and the request is newer than the last one accepted
// (so a captured request cannot be played again).
import type { Kysely } from 'kysely';
import { DEVICE_CLOCK_SKEW_SECONDS, deviceSigningText } from '@bluemanager/protocol';
import { ActError } from '../act-error.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Database } from '../../db/schema.js';
import { verifyDeviceText } from './device-keys.js';

import type { ReportedState } from './reported-state.js';

export interface DeviceMachine {
  id: number;
  uuid: string;
  name: string;
  buildingId: number;
  status: string;
  runSts: string;
  pickupFailures: number;
  pickupLockedUntil: string | null;
  /** What its heartbeats last reported, so the next one logs only a change. */
  reported: ReportedState;
}

export interface DeviceCredentials {
  uuid: string | undefined;
  time: string | undefined;
  signature: string | undefined;
}

export const machineByUuid = preparedQuery((db: Kysely<Database>, uuid: string) =>
  db
    .selectFrom('machines')
    .select([
      'id',
      'uuid',
      'name',
      'building_id',
      'status',
      'run_sts',
      'device_key',
      'retired_at',
      'pickup_failures',
      'firmware',
      'power_source',
      'battery',
      'network',
      'pickup_locked_until',
    ])
    .where('uuid', '=', uuid),
);

type MachineAuthRow = Awaited<ReturnType<typeof machineByUuid>>[number];

export function toDeviceMachine(row: MachineAuthRow): DeviceMachine {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    buildingId: row.building_id,
    status: row.status,
    runSts: row.run_sts,
    pickupFailures: row.pickup_failures,
    pickupLockedUntil: row.pickup_locked_until,
    reported: {
      firmware: row.firmware,
      power_source: row.power_source,
      battery: row.battery,
      network: row.network,
    },
  };
}

const refuse = (why: string) => new ActError('UNAUTHENTICATED', `Device not authenticated: ${why}.`);

export async function authenticateDevice(
  db: Kysely<Database>,
  credentials: DeviceCredentials,
  body: string,
  now: Date,
): Promise<DeviceMachine> {
  const { uuid, time, signature } = credentials;
  if (!uuid || !time || !signature) throw refuse('the machine uuid, time and signature headers are required');
  if (!/^\d{1,16}$/.test(time)) throw refuse('the time header must be milliseconds since 1970');
  const sentAt = Number(time);
  if (Math.abs(sentAt - now.getTime()) > DEVICE_CLOCK_SKEW_SECONDS * 1000) {
    throw refuse(`the machine clock is more than ${DEVICE_CLOCK_SKEW_SECONDS} s from the server's`);
  }
  const [row] = await machineByUuid(db, uuid);
  // Unknown, retired and credential-less machines answer alike, so the channel does not list the fleet.
  if (!row || row.retired_at !== null || !row.device_key) throw refuse('unknown machine or bad signature');
  if (!verifyDeviceText(row.device_key, deviceSigningText(uuid, time, body), signature)) {
    throw refuse('unknown machine or bad signature');
  }
  const advanced = await db
    .updateTable('machines')
    .set({ device_clock: sentAt })
    .where('id', '=', row.id)
    .where('device_clock', '<', sentAt)
    .executeTakeFirst();
  if (Number(advanced.numUpdatedRows) === 0)
    throw refuse('this request is not newer than the last one (replay)');
  return toDeviceMachine(row);
}

// The calls that keep the fleet's health current: heartbeats, door events and faults.
import type { Kysely } from 'kysely';
import {
  isOfflineLocker,
  type DeviceCallResult,
  type doorCall,
  type faultCall,
  type heartbeatCall,
} from '@bluemanager/protocol';
import type { z } from 'zod';
import { ActError } from '../act-error.js';
import type { Database } from '../../db/schema.js';
import { recordMachineEvent, recordMachineEvents } from '../../sections/machines/machine-events.js';
import { queueStaffAlerts, type StaffAlert } from '../../sections/sms/staff-alerts.js';
import { queueMachineWebhooks } from '../../sections/web-service/webhook-queue.js';
import type { DeviceMachine } from './device-auth.js';
import { reportedState, stateChanges } from './reported-state.js';

type Params<C extends { params: z.ZodType }> = z.output<C['params']>;

function alertFor(machine: DeviceMachine, event: StaffAlert['event'], detail: string): StaffAlert {
  return { buildingId: machine.buildingId, event, locker: machine.name, detail };
}

export async function heartbeat(
  db: Kysely<Database>,
  machine: DeviceMachine,
  params: Params<typeof heartbeatCall>,
  now: Date,
  offlineAfterSeconds: number,
): Promise<DeviceCallResult<'heartbeat'>> {
  const wasOffline = isOfflineLocker({ status: machine.status, run_sts: machine.runSts });
  const isOffline = isOfflineLocker(params);
  const reported = reportedState(params);
  await db
    .updateTable('machines')
    .set({ status: params.status, run_sts: params.run_sts, last_seen_at: now.toISOString(), ...reported })
    .where('id', '=', machine.id)
    .execute();
  // Heartbeats fold into the log: only what changed since the last one writes an entry.
  const changes = stateChanges(machine.reported, reported, machine.id, now);
  if (wasOffline !== isOffline) {
    const detail = isOffline ? `reported status ${params.status}` : '';
    changes.unshift({ machineId: machine.id, kind: isOffline ? 'offline' : 'online', at: now, detail });
  }
  if (changes.length > 0) {
    await db.transaction().execute(async (trx) => {
      await recordMachineEvents(trx, changes);
      await queueMachineWebhooks(trx, changes, now);
      const offline = changes.find((change) => change.kind === 'offline');
      if (offline) {
        await queueStaffAlerts(trx, [alertFor(machine, 'locker-offline', offline.detail ?? '')], now);
      }
    });
  }
  return { serverTime: now.toISOString(), offlineAfterSeconds };
}

export async function compartmentOf(db: Kysely<Database>, machine: DeviceMachine, label: string) {
  const compartment = await db
    .selectFrom('compartments')
    .select(['id', 'label', 'state', 'door'])
    .where('machine_id', '=', machine.id)
    .where('label', '=', label)
    .executeTakeFirst();
  if (!compartment) throw new ActError('NOT_FOUND', `This machine has no compartment ${label}.`);
  return compartment;
}

const DOOR_EVENTS = {
  open: 'door-opened',
  closed: 'door-closed',
  jammed: 'door-jammed',
  forced: 'door-forced',
} as const;
/** A forced door stands open on the grid; the log and the alert say how it got so. */
const DOOR_STATE = { open: 'open', closed: 'closed', jammed: 'jammed', forced: 'open' } as const;

export async function doorEvent(
  db: Kysely<Database>,
  machine: DeviceMachine,
  params: Params<typeof doorCall>,
  now: Date,
): Promise<DeviceCallResult<'door'>> {
  const compartment = await compartmentOf(db, machine, params.compartment);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('compartments')
      .set({ door: DOOR_STATE[params.state] })
      .where('id', '=', compartment.id)
      .execute();
    await recordMachineEvent(trx, {
      machineId: machine.id,
      kind: DOOR_EVENTS[params.state],
      at: now,
      compartmentId: compartment.id,
    });
    if (params.state === 'jammed' || params.state === 'forced') {
      const detail = `the door of compartment ${compartment.label} is ${params.state === 'jammed' ? 'jammed' : 'forced open'}`;
      await queueStaffAlerts(trx, [alertFor(machine, 'locker-fault', detail)], now);
    }
  });
  return { compartment: compartment.label, door: DOOR_STATE[params.state] };
}

export async function faultEvent(
  db: Kysely<Database>,
  machine: DeviceMachine,
  params: Params<typeof faultCall>,
  now: Date,
): Promise<DeviceCallResult<'fault'>> {
  const compartment = params.compartment ? await compartmentOf(db, machine, params.compartment) : undefined;
  const detail = params.message ? `${params.code}: ${params.message}` : params.code;
  await db.transaction().execute(async (trx) => {
    await recordMachineEvent(trx, {
      machineId: machine.id,
      kind: 'fault',
      at: now,
      compartmentId: compartment?.id ?? null,
      detail,
    });
    const where = compartment ? ` (compartment ${compartment.label})` : '';
    await queueStaffAlerts(trx, [alertFor(machine, 'locker-fault', `${detail}${where}`)], now);
  });
  return { recorded: true };
}

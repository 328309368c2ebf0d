// The one way a machine comes into being: a row that has never been heard from (offline by spec §5 until its
// first heartbeat), the compartments of its model's layout, its device key, and a 'created' event. System admins
// install machines through the portal (machine-admin.ts); the simulator's provisioning installs its own lockers.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recordMachineEvent } from './machine-events.js';

export interface MachineInstall {
  uuid: string;
  name: string;
  model: {
    id: number;
    mm: number;
    family: string;
    layout: readonly { label: string; size: string; category: string }[];
  };
  building: { id: number; address: string };
  /** The device's public key (device-keys.ts); the secret is shown to whoever installs it, never stored. */
  deviceKey: string;
  at: Date;
  /** Said in the 'created' event: which model, or who provisioned it. */
  detail: string;
}

export async function installMachine(trx: Kysely<Database>, install: MachineInstall): Promise<number> {
  const { id } = await trx
    .insertInto('machines')
    .values({
      uuid: install.uuid,
      name: install.name,
      mm: install.model.mm,
      family: install.model.family,
      status: '0',
      run_sts: '1',
      building_id: install.building.id,
      address: install.building.address,
      last_seen_at: null,
      created_at: install.at.toISOString(),
      model_id: install.model.id,
      device_key: install.deviceKey,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('compartments')
    .values(install.model.layout.map((entry) => ({ machine_id: id, ...entry, state: 'free' })))
    .execute();
  await recordMachineEvent(trx, { machineId: id, kind: 'created', at: install.at, detail: install.detail });
  return id;
}

// What system admins do to the fleet: install a machine from a model, rename, move, take out of service, retire,
// reissue its device credential, and correct a compartment. Each write and its operation log entry (and machine
// event) are one transaction.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MachineSummary } from '@bluemanager/protocol';
import { ActError } from '../../domain/act-error.js';
import type { Database, MachineRow } from '../../db/schema.js';
import { devicePublicKey, newDeviceSecret } from '../../domain/devices/device-keys.js';
import { findModel } from './model.repository.js';
import { logFor, type Writer } from '../../act-channel/write.js';
import { changedFields } from '../../domain/oplog/operation-log.js';
import { toCompartmentItem } from './compartments.js';
import { installMachine } from './install-machine.js';
import { recordMachineEvent } from './machine-events.js';
import { machineSummaryQuery, toMachineSummary } from './machine-summary.js';

export async function machineSummaryById(db: Kysely<Database>, id: number): Promise<MachineSummary> {
  return toMachineSummary(
    await machineSummaryQuery(db).where('machines.id', '=', id).executeTakeFirstOrThrow(),
  );
}

async function pendingParcels(db: Kysely<Database>, column: 'machine_id' | 'compartment_id', id: number) {
  const { n } = await db
    .selectFrom('parcels')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Two active machines never share a name: the lists, the offline banner and the logs name machines by it. */
async function requireFreeName(db: Kysely<Database>, name: string, except?: number): Promise<void> {
  let query = db.selectFrom('machines').select('id').where('name', '=', name).where('retired_at', 'is', null);
  if (except !== undefined) query = query.where('id', '<>', except);
  if (await query.executeTakeFirst()) throw new ActError('CONFLICT', `A machine is already named ${name}.`);
}

function requireActive(machine: MachineRow): void {
  if (machine.retired_at !== null) throw new ActError('CONFLICT', `Machine ${machine.name} is retired.`);
}

export async function createMachine(
  db: Kysely<Database>,
  input: { modelId: number; buildingId: number; place: string; actor: Writer },
): Promise<{ uuid: string; name: string; secret: string }> {
  const model = await findModel(db, input.modelId);
  if (model.retired) throw new ActError('CONFLICT', `Machine model ${model.name} is retired.`);
  const building = await db
    .selectFrom('buildings')
    .select(['id', 'name', 'address'])
    .where('id', '=', input.buildingId)
    .executeTakeFirstOrThrow();
  const name = `${building.name}#${input.place}`;
  await requireFreeName(db, name);
  const uuid = randomUUID();
  const secret = newDeviceSecret();
  await db.transaction().execute(async (trx) => {
    await installMachine(trx, {
      uuid,
      name,
      model,
      building,
      deviceKey: devicePublicKey(secret),
      at: input.actor.now,
      detail: `model ${model.name}`,
    });
    await logFor(trx, input.actor, {
      operation: 'machine-created',
      target: name,
      detail: `model ${model.name}`,
      buildingId: building.id,
      changes: { before: {}, after: { name, building_id: building.id, model_id: model.id } },
    });
  });
  return { uuid, name, secret };
}

export async function updateMachine(
  db: Kysely<Database>,
  machine: MachineRow,
  input: { name?: string; buildingId?: number; runSts?: '0' | '1'; actor: Writer },
): Promise<MachineSummary> {
  requireActive(machine);
  const changes: { name?: string; building_id?: number; address?: string; run_sts?: string } = {};
  if (input.name !== undefined) {
    await requireFreeName(db, input.name, machine.id);
    changes.name = input.name;
  }
  if (input.runSts !== undefined) changes.run_sts = input.runSts;
  if (input.buildingId !== undefined && input.buildingId !== machine.building_id) {
    if ((await pendingParcels(db, 'machine_id', machine.id)) > 0) {
      throw new ActError('CONFLICT', `Machine ${machine.name} holds waiting parcels; it cannot move now.`);
    }
    const building = await db
      .selectFrom('buildings')
      .select(['id', 'address'])
      .where('id', '=', input.buildingId)
      .executeTakeFirstOrThrow();
    changes.building_id = building.id;
    changes.address = building.address;
  }
  const fields = Object.keys(changes);
  if (fields.length === 0)
    throw new ActError('INVALID_PARAMS', 'Nothing to change: give a name, a building or a run state.');
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('machines').set(changes).where('id', '=', machine.id).execute();
    await recordMachineEvent(trx, {
      machineId: machine.id,
      kind: 'updated',
      at: input.actor.now,
      detail: fields.join(', '),
    });
    await logFor(trx, input.actor, {
      operation: 'machine-updated',
      target: machine.name,
      detail: fields.join(', '),
      buildingId: changes.building_id ?? machine.building_id,
      changes: changedFields(machine, changes),
    });
  });
  return machineSummaryById(db, machine.id);
}

export async function retireMachine(
  db: Kysely<Database>,
  machine: MachineRow,
  actor: Writer,
): Promise<MachineSummary> {
  requireActive(machine);
  if ((await pendingParcels(db, 'machine_id', machine.id)) > 0) {
    throw new ActError(
      'CONFLICT',
      `Machine ${machine.name} holds waiting parcels; empty it before retiring it.`,
    );
  }
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('machines')
      .set({ retired_at: actor.now.toISOString(), run_sts: '0', device_key: null })
      .where('id', '=', machine.id)
      .where('retired_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0)
      throw new ActError('CONFLICT', `Machine ${machine.name} is retired.`);
    await recordMachineEvent(trx, { machineId: machine.id, kind: 'retired', at: actor.now });
    await logFor(trx, actor, {
      operation: 'machine-retired',
      target: machine.name,
      buildingId: machine.building_id,
    });
  });
  return machineSummaryById(db, machine.id);
}

export async function reissueCredential(
  db: Kysely<Database>,
  machine: MachineRow,
  actor: Writer,
): Promise<{ uuid: string; secret: string }> {
  requireActive(machine);
  const secret = newDeviceSecret();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('machines')
      .set({ device_key: devicePublicKey(secret) })
      .where('id', '=', machine.id)
      .execute();
    await recordMachineEvent(trx, { machineId: machine.id, kind: 'credential-issued', at: actor.now });
    await logFor(trx, actor, {
      operation: 'machine-credential-issued',
      target: machine.name,
      buildingId: machine.building_id,
    });
  });
  return { uuid: machine.uuid, secret };
}

export async function updateCompartment(
  db: Kysely<Database>,
  input: { id: number; outOfService?: boolean; size?: string; category?: string; actor: Writer },
) {
  const compartment = await db
    .selectFrom('compartments as c')
    .innerJoin('machines as m', 'm.id', 'c.machine_id')
    .select([
      'c.id',
      'c.label',
      'c.state',
      'c.size',
      'c.category',
      'c.machine_id',
      'm.name as machine_name',
      'm.building_id',
      'm.retired_at',
    ])
    .where('c.id', '=', input.id)
    .executeTakeFirst();
  if (!compartment) throw new ActError('NOT_FOUND', `There is no compartment ${input.id}.`);
  if (compartment.retired_at !== null)
    throw new ActError('CONFLICT', `Machine ${compartment.machine_name} is retired.`);
  const changes: { state?: string; size?: string; category?: string } = {};
  if (input.size !== undefined) changes.size = input.size;
  if (input.category !== undefined) changes.category = input.category;
  if (input.outOfService === true && compartment.state !== 'disabled') {
    if (compartment.state === 'occupied') {
      throw new ActError(
        'CONFLICT',
        `Compartment ${compartment.label} holds a parcel; empty it before taking it out of service.`,
      );
    }
    changes.state = 'disabled';
  }
  if (input.outOfService === false && compartment.state === 'disabled') {
    changes.state = (await pendingParcels(db, 'compartment_id', compartment.id)) > 0 ? 'occupied' : 'free';
  }
  const fields = Object.keys(changes);
  if (fields.length > 0) {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('compartments').set(changes).where('id', '=', compartment.id).execute();
      await logFor(trx, input.actor, {
        operation: 'compartment-updated',
        target: `${compartment.machine_name} ${compartment.label}`,
        detail: fields.join(', '),
        buildingId: compartment.building_id,
        changes: changedFields(compartment, changes),
      });
    });
  }
  const row = await db
    .selectFrom('compartments')
    .select(['id', 'label', 'size', 'category', 'state', 'door'])
    .where('id', '=', compartment.id)
    .executeTakeFirstOrThrow();
  return toCompartmentItem(row);
}

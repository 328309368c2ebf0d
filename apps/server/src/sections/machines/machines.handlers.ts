import {
  compartmentUpdateAct,
  fleetAlertsAct,
  machineCreateAct,
  machineCredentialAct,
  machineDetailAct,
  machineModelCreateAct,
  machineModelRetireAct,
  machineModelsAct,
  machineModelUpdateAct,
  machinePageAct,
  machineRetireAct,
  machineUpdateAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { machineCompartments } from './compartments.js';
import { fleetAlerts } from './fleet-alerts.js';
import { machineByUuid } from './machine-access.js';
import {
  createMachine,
  reissueCredential,
  retireMachine,
  updateCompartment,
  updateMachine,
} from './machine-admin.js';
import { recentMachineEvents } from './machine-events.js';
import { listMachinePage } from './machine-page.js';
import { machineSummaryQuery, toMachineSummary } from './machine-summary.js';
import { createModel, findModel, listModels, retireModel, updateModel } from './model.repository.js';
import { write } from '../../act-channel/write.js';
import { changedFields } from '../../domain/oplog/operation-log.js';

export const machinesHandlers = [
  implement(machinePageAct, async (params, context) =>
    listMachinePage(context.db, await context.scope(), params),
  ),

  implement(machineDetailAct, async (params, context) => {
    const machine = await machineByUuid(context.db, params.uuid);
    const row = await machineSummaryQuery(context.db)
      .where('machines.id', '=', machine.id)
      .executeTakeFirstOrThrow();
    return {
      machine: { ...toMachineSummary(row), created_at: row.created_at, credential: row.device_key !== null },
      compartments: await machineCompartments(context.db, machine.id),
      events: await recentMachineEvents(context.db, machine.id, params.events),
    };
  }),

  implement(machineCreateAct, (params, context) =>
    createMachine(context.db, {
      modelId: params.model_id,
      buildingId: params.buid,
      place: params.place,
      actor: context,
    }),
  ),

  implement(machineUpdateAct, async (params, context) => {
    const machine = await machineByUuid(context.db, params.uuid);
    return updateMachine(context.db, machine, {
      ...(params.name !== undefined ? { name: params.name } : {}),
      ...(params.buid !== undefined ? { buildingId: params.buid } : {}),
      ...(params.run_sts !== undefined ? { runSts: params.run_sts } : {}),
      actor: context,
    });
  }),

  implement(machineRetireAct, async (params, context) =>
    retireMachine(context.db, await machineByUuid(context.db, params.uuid), context),
  ),

  implement(machineCredentialAct, async (params, context) =>
    reissueCredential(context.db, await machineByUuid(context.db, params.uuid), context),
  ),

  implement(compartmentUpdateAct, (params, context) =>
    updateCompartment(context.db, {
      id: params.id,
      ...(params.out_of_service !== undefined ? { outOfService: params.out_of_service } : {}),
      ...(params.size !== undefined ? { size: params.size } : {}),
      ...(params.category !== undefined ? { category: params.category } : {}),
      actor: context,
    }),
  ),

  implement(machineModelsAct, (params, context) => listModels(context.db, params)),

  implement(machineModelCreateAct, (params, context) =>
    write(context, async (trx, log) => {
      const model = await createModel(trx, { ...params, now: context.now });
      await log({
        operation: 'machine-model-created',
        target: model.name,
        changes: { before: {}, after: { name: model.name, mm: model.mm, compartments: model.compartments } },
      });
      return model;
    }),
  ),

  implement(machineModelUpdateAct, (params, context) =>
    write(context, async (trx, log) => {
      const before = await findModel(trx, params.id);
      const model = await updateModel(trx, {
        id: params.id,
        ...(params.name !== undefined ? { name: params.name } : {}),
        ...(params.layout !== undefined ? { layout: params.layout } : {}),
        now: context.now,
      });
      const fields = [
        params.name !== undefined ? 'name' : '',
        params.layout !== undefined ? 'layout' : '',
      ].filter(Boolean);
      await log({
        operation: 'machine-model-updated',
        target: model.name,
        detail: fields.join(', '),
        changes: changedFields(
          { name: before.name, layout: before.layout },
          { name: model.name, layout: model.layout },
        ),
      });
      return model;
    }),
  ),

  implement(machineModelRetireAct, (params, context) =>
    write(context, async (trx, log) => {
      const model = await retireModel(trx, params.id, context.now);
      await log({ operation: 'machine-model-retired', target: model.name });
      return model;
    }),
  ),

  implement(fleetAlertsAct, async (params, context) =>
    fleetAlerts(context.db, await context.scope(), params.buid, context.now),
  ),
];

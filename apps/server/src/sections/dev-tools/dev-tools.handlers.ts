import {
  demoFleetStartAct,
  demoFleetStatusAct,
  demoFleetStopAct,
  serverHealthAct,
  simulateLockerCallAct,
  type OperationKey,
} from '@bluemanager/protocol';
import { implement, type SignedInContext } from '../../act-channel/act-handler.js';
import { logOperation } from '../../domain/oplog/operation-log.js';
import { serverHealth } from './server-health.js';
import { serverRuntimeOf } from './server-runtime.js';

// The acts' role list is ['10'] without '-2': the dispatcher refuses everyone else before these run.

/** Start and stop change no table but the operation log: the one entry, in its own transaction. */
async function logFleet(
  context: SignedInContext,
  operation: OperationKey,
  target: string,
  more: { buildingId?: number; detail?: string } = {},
) {
  await context.db
    .transaction()
    .execute((trx) =>
      logOperation(trx, { operation, target, actor: context.actor, now: context.now, ...more }),
    );
}

export const devToolsHandlers = [
  implement(serverHealthAct, (_params, context) => serverHealth(serverRuntimeOf(context.db), context.now)),
  implement(demoFleetStatusAct, (_params, context) => serverRuntimeOf(context.db).fleet.status()),
  implement(demoFleetStartAct, async (_params, context) => {
    const { fleet } = serverRuntimeOf(context.db);
    await fleet.start(context.now);
    await logFleet(context, 'demo-fleet-started', 'this server');
    return fleet.status();
  }),
  implement(demoFleetStopAct, async (_params, context) => {
    const { fleet } = serverRuntimeOf(context.db);
    await fleet.stop();
    await logFleet(context, 'demo-fleet-stopped', 'this server');
    return fleet.status();
  }),
  implement(simulateLockerCallAct, async (params, context) => {
    const answer = await serverRuntimeOf(context.db).fleet.send(params.uuid, params.call, context.now);
    const machine = await context.db
      .selectFrom('machines')
      .select(['name', 'building_id'])
      .where('uuid', '=', params.uuid)
      .executeTakeFirstOrThrow();
    // The device channel wrote what the call did in its own transaction, as for any locker; this says who sent it.
    await logFleet(context, 'locker-call-simulated', machine.name, {
      buildingId: machine.building_id,
      detail: params.call,
    });
    return answer.ok ? { ok: true, data: answer.data } : { ok: false, code: answer.code, msg: answer.msg };
  }),
];

import {
  abnormalParcelsAct,
  machineListAct,
  supportRequestsAct,
  timedOutParcelsAct,
  unattendedDeliveriesAct,
  unitJoinRequestsAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { listMachines } from '../machines/machine.repository.js';
import { toParcelItem } from '../parcels/parcel-item.js';
import { abnormalParcels, timedOutParcels, unattendedParcels } from '../parcels/parcel.repository.js';
import { listJoinRequests, listSupportRequests } from '../../domain/requests/request.repository.js';
import { endOfTomorrow, isoBound } from '../../act-channel/date-bounds.js';

export const operationsHandlers = [
  implement(machineListAct, async (params, context) =>
    listMachines(context.db, await context.scope(), {
      offset: params.m,
      count: params.n,
      familyType: params.dt,
    }),
  ),

  implement(unitJoinRequestsAct, async (params, context) =>
    listJoinRequests(context.db, await context.scope(), {
      buildingId: params.mid,
      status: params.sts,
      offset: params.s,
      count: params.c,
    }),
  ),

  implement(abnormalParcelsAct, async (params, context) => {
    const rows = await abnormalParcels(context.db, await context.scope(), params.mc);
    return rows.map((row) => ({ ...toParcelItem(row, context.codec), reason: row.abnormal_reason }));
  }),

  implement(supportRequestsAct, (params, context) =>
    listSupportRequests(context.db, params.s === '' ? undefined : params.s),
  ),

  implement(unattendedDeliveriesAct, async (_params, context) => {
    const rows = await unattendedParcels(context.db, await context.scope());
    return rows.map((row) => toParcelItem(row, context.codec));
  }),

  implement(timedOutParcelsAct, async (params, context) => {
    const rows = await timedOutParcels(context.db, await context.scope(), {
      buildingId: params.m,
      depositedFrom: isoBound(params.b, 'start'),
      depositedTo: params.e ? isoBound(params.e, 'end') : endOfTomorrow(context.now),
      text: params.s?.trim() || undefined,
      now: context.now,
    });
    return rows.map((row) => ({
      ...toParcelItem(row, context.codec),
      addr: row.machine_address,
      due_time: row.due_at ?? '',
    }));
  }),
];

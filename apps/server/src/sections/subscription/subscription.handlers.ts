import {
  addUnitAct,
  generateInvoicesAct,
  renameUnitAct,
  savePlanAct,
  sendInvoiceAct,
  setInvoiceStateAct,
  setUnitActiveAct,
  subscriptionBuildingsAct,
  subscriptionInvoiceAct,
  subscriptionInvoicesAct,
  subscriptionUnitsAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { listSubscriptionBuildings, subscriptionBuilding } from './subscription-buildings.js';
import {
  buildingInvoices,
  generateInvoices,
  invoiceDetail,
  setInvoiceState,
} from './subscription-invoices.js';
import { sendInvoice } from './invoice-send.js';
import { savePlan } from './subscription-plan.js';
import { addUnit, buildingUnits, renameUnit, setUnitActive } from './subscription-units.js';

export const subscriptionHandlers = [
  implement(subscriptionBuildingsAct, async (params, context) =>
    listSubscriptionBuildings(context.db, await context.scope(), params, context.now),
  ),

  implement(subscriptionUnitsAct, (params, context) => buildingUnits(context.db, params.buid, context.now)),

  implement(addUnitAct, (params, context) => addUnit(context.db, params.buid, params.name, context)),

  implement(renameUnitAct, (params, context) => renameUnit(context.db, params.id, params.name, context)),

  implement(setUnitActiveAct, (params, context) =>
    setUnitActive(context.db, params.id, params.active, context),
  ),

  implement(savePlanAct, async (params, context) => {
    await savePlan(context.db, params, context);
    return { building: await subscriptionBuilding(context.db, params.buid, context.now) };
  }),

  implement(subscriptionInvoicesAct, async (params, context) => ({
    invoices: await buildingInvoices(context.db, params.buid),
  })),

  implement(subscriptionInvoiceAct, (params, context) => invoiceDetail(context.db, params.id)),

  implement(generateInvoicesAct, async (params, context) =>
    generateInvoices(context.db, await context.scope(), params, context),
  ),

  implement(setInvoiceStateAct, (params, context) =>
    setInvoiceState(context.db, params.id, params.state, context),
  ),

  implement(sendInvoiceAct, (params, context) => sendInvoice(context, params.id)),
];

import { compartmentListAct } from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { listCompartments } from '../machines/compartments.js';

export const compartmentsHandlers = [
  implement(compartmentListAct, async (params, context) =>
    listCompartments(context.db, await context.scope(), params),
  ),
];

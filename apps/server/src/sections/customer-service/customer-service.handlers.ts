import {
  ticketAssigneesAct,
  ticketCreateAct,
  ticketDetailAct,
  ticketListAct,
  ticketReplyAct,
  ticketUpdateAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { listAssignees } from './ticket-assignees.js';
import { ticketDetail } from './ticket-detail.js';
import { listTickets } from './ticket-list.js';
import { createTicket, replyToTicket, updateTicket } from './ticket-writes.js';

export const customerServiceHandlers = [
  implement(ticketListAct, async (params, context) =>
    listTickets(context.db, params, {
      scope: await context.scope(),
      userId: context.session.userId,
      now: context.now,
    }),
  ),

  implement(ticketDetailAct, ({ id }, context) => ticketDetail(context.db, id, context.now)),

  implement(ticketUpdateAct, (params, context) => updateTicket(context.db, params, context)),

  implement(ticketReplyAct, (params, context) => replyToTicket(context.db, params, context)),

  implement(ticketCreateAct, (params, context) => createTicket(context.db, params, context)),

  implement(ticketAssigneesAct, (_params, context) => listAssignees(context.db, context.session)),
];

import {
  optOutAddAct,
  optOutListAct,
  optOutRemoveAct,
  storedPhone,
  messageListAct,
  messageStatisticsAct,
  retryMessageAct,
  templateHistoryAct,
  templateListAct,
  templateUpdateAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { retryMessage } from './message-dispatcher.js';
import { messageStatistics } from './message-statistics.js';
import { listOptOuts, optIn, optOut } from './opt-outs.js';
import { listMessages, messageById } from './message.repository.js';
import { listTemplates, saveTemplate, templateHistory } from './template.repository.js';

export const notificationsHandlers = [
  implement(messageListAct, async (params, context) => {
    return listMessages(context.db, await context.scope(), {
      buildingId: params.buid,
      parcelId: params.parcel,
      status: params.status,
      channel: params.channel,
      from: params.from,
      to: params.to,
      recipient: params.recipient,
      reason: params.reason,
      offset: params.offset,
      count: params.count,
    });
  }),

  implement(retryMessageAct, async (params, context) => {
    await retryMessage(context.db, params.id, context.now);
    return messageById(context.db, params.id);
  }),

  implement(templateListAct, (params, context) => listTemplates(context.db, params)),

  implement(templateUpdateAct, (params, context) => saveTemplate(context.db, params, context)),

  implement(templateHistoryAct, (params, context) => templateHistory(context.db, params)),

  implement(messageStatisticsAct, (params, context) => messageStatistics(context.db, params)),

  implement(optOutListAct, (params, context) => listOptOuts(context.db, params)),

  implement(optOutAddAct, (params, context) =>
    optOut(context.db, { phone: params.phone, source: 'staff', note: params.note }, context),
  ),

  implement(optOutRemoveAct, async (params, context) => {
    await optIn(context.db, params.phone, context);
    return { phone: storedPhone(params.phone) };
  }),
];

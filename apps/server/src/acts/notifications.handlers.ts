import { messageListAct, retryMessageAct, templateListAct, templateUpdateAct } from '@bluemanager/protocol';
import { implement } from '../act-channel/act-handler.js';
import { retryMessage } from '../domain/notifications/message-dispatcher.js';
import { listMessages, messageById } from '../domain/notifications/message.repository.js';
import { listTemplates, saveTemplate } from '../domain/notifications/template.repository.js';
import { requireMessageInScope, requireParcelInScope } from '../domain/parcels/parcel-access.js';

export const notificationsHandlers = [
  implement(messageListAct, async (params, context) => {
    const scope = await context.scope();
    if (params.parcel !== undefined) await requireParcelInScope(context.db, scope, params.parcel);
    return listMessages(context.db, scope, {
      buildingId: params.buid,
      parcelId: params.parcel,
      status: params.status,
      channel: params.channel,
      offset: params.m,
      count: params.n,
    });
  }),

  implement(retryMessageAct, async (params, context) => {
    await requireMessageInScope(context.db, await context.scope(), params.id);
    await retryMessage(context.db, params.id, context.now);
    return messageById(context.db, params.id);
  }),

  implement(templateListAct, async (_params, context) => listTemplates(context.db)),

  implement(templateUpdateAct, (params, context) => saveTemplate(context.db, params, context.now)),
];

import { notificationCreateAct } from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { createNotification } from './create-notification.js';

export const emailHandlers = [
  implement(notificationCreateAct, (params, context) =>
    createNotification(context.db, params, { actor: context.actor, now: context.now }),
  ),
];

import { notificationCreateAct } from './notification.acts.js';

export const EMAIL_ACTS = [notificationCreateAct] as const;

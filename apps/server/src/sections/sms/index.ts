import { smsSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { notificationsHandlers } from './sms.handlers.js';

export const serverSection = defineServerSection({
  declaration: smsSection,
  handlers: notificationsHandlers,
});

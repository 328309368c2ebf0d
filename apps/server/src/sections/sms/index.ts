import { smsSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { templateVersionsMigration } from './migrations/template-versions.js';
import { notificationsHandlers } from './sms.handlers.js';

export const serverSection = defineServerSection({
  declaration: smsSection,
  handlers: notificationsHandlers,
  migrations: { '2026-11-25-sms-template-versions': templateVersionsMigration },
});

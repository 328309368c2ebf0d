import { emailSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { emailHandlers } from './email.handlers.js';
import { notificationServiceMigration } from './migrations/notification-service.js';
import './notification-tables.js';

export const serverSection = defineServerSection({
  declaration: emailSection,
  handlers: emailHandlers,
  migrations: { '2026-11-25-email-notification-service': notificationServiceMigration },
});

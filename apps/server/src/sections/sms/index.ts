import { smsSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { messagesByTimeMigration } from './migrations/messages-by-time.js';
import { optOutsMigration } from './migrations/opt-outs.js';
import { templateVersionsMigration } from './migrations/template-versions.js';
import { seedMessageHistory } from './seed-history.js';
import { notificationsHandlers } from './sms.handlers.js';

export const serverSection = defineServerSection({
  declaration: smsSection,
  handlers: notificationsHandlers,
  seed: seedMessageHistory,
  migrations: {
    '2026-11-25-sms-template-versions': templateVersionsMigration,
    '2026-11-25-sms-messages-by-time': messagesByTimeMigration,
    '2026-11-25-sms-opt-outs': optOutsMigration,
  },
});

import { emailSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { emailHandlers } from './email.handlers.js';
import { notificationServiceMigration } from './migrations/notification-service.js';
import { emailCampaignsMigration } from './migrations/email-campaigns.js';
import { messageAttachmentsMigration } from './migrations/message-attachments.js';
import { seedEmailCampaigns } from './email-seed.js';
import './notification-tables.js';

export const serverSection = defineServerSection({
  declaration: emailSection,
  handlers: emailHandlers,
  seed: seedEmailCampaigns,
  migrations: {
    '2026-11-25-email-notification-service': notificationServiceMigration,
    '2026-11-25-email-campaigns': emailCampaignsMigration,
    '2026-11-26-email-attachments': messageAttachmentsMigration,
  },
});

// SMS (`sms`, spec §2): the recipient messages' outbox and their templates. Its pages (Number List, SMS and
// Notification Templates, SMS Dashboard) come with the messaging issue.
import { defineSection } from '../define-section.js';
import { NOTIFICATION_ACTS } from './sms.acts.js';

export const smsSection = defineSection({
  id: 'sms',
  summary: 'The outbox of recipient messages and managers’ alerts, and the message templates.',
  acts: NOTIFICATION_ACTS,
  operations: {
    'template-updated': { category: 'sms', template: 'Message template {} updated' },
  },
  pages: {},
});
export * from './sms.acts.js';
export * from './templates.js';

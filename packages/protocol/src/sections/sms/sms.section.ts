// SMS (`sms`, spec §2): the recipient messages' outbox and their templates, with the SMS Template (SMS texts) and
// Notification Template (email texts, the managers' alerts included) pages.
import { defineSection } from '../define-section.js';
import { NOTIFICATION_ACTS } from './sms.acts.js';
import { pages } from './sms.pages.js';

export const smsSection = defineSection({
  id: 'sms',
  summary: 'The outbox of recipient messages and managers’ alerts, and the message templates.',
  acts: NOTIFICATION_ACTS,
  operations: {
    'template-updated': { category: 'sms', template: 'Message template {} updated' },
    'sms-opted-out': { category: 'sms', template: 'Number {} opted out of SMS' },
    'sms-opted-in': { category: 'sms', template: 'Number {} opted back in to SMS' },
  },
  pages,
});
export * from './sms.acts.js';
export * from './templates.js';

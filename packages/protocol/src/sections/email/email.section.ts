// Email (spec §2 `email`) and the notification service (spec §7 `POST /create`), act codes 63000–63999: the email
// outbox and sent log, compose to the members of buildings, the SMTP settings, and the service other systems queue
// notifications through.
import { defineSection } from '../define-section.js';
import { EMAIL_ACTS } from './email.acts.js';
import { pages } from './email.pages.js';

export const emailSection = defineSection({
  id: 'email',
  summary: 'Email outbox, compose to members, SMTP settings, and the notification service (POST /create).',
  acts: EMAIL_ACTS,
  operations: {
    'notification-queued': { category: 'sms', template: 'Notification queued for {}' },
    'email-resent': { category: 'sms', template: 'Email to {} sent again' },
    'email-campaign-sent': { category: 'sms', template: 'Email {} sent to members' },
    'email-campaign-cancelled': { category: 'sms', template: 'Email {} cancelled' },
    'smtp-settings-saved': { category: 'sms', template: 'SMTP settings for {} saved' },
  },
  pages,
});
export * from './email.acts.js';
export * from './notification.acts.js';
export * from './email-page.acts.js';

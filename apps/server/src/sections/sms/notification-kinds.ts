// What a recipient can be told, in which language and over which channel. Templates are stored per
// (event, language, channel) so the SMS and Notification Template pages can edit them.
export const NOTIFICATION_EVENTS = ['deposited', 'reminder', 'overdue', 'code-resent', 'collected'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const NOTIFICATION_LANGUAGES = ['en', 'fr', 'de', 'pt'] as const;
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number];

export const NOTIFICATION_CHANNELS = ['sms', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** queued → sending → sent, or back to queued for another try, or failed once the tries are used up. */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

// The alerts, the placeholders and how a template is filled are the protocol's (templates.ts), shared with the
// template pages.
import type { STAFF_ALERT_EVENTS } from '@bluemanager/protocol';
export { STAFF_ALERT_EVENTS, type TemplateValues } from '@bluemanager/protocol';
export type StaffAlertEvent = (typeof STAFF_ALERT_EVENTS)[number];

export function isNotificationLanguage(value: string): value is NotificationLanguage {
  return (NOTIFICATION_LANGUAGES as readonly string[]).includes(value);
}

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

/** What the managers of a building are told by email, when the building's preferences ask for it. */
export const STAFF_ALERT_EVENTS = ['locker-offline', 'locker-fault', 'parcels-overdue'] as const;
export type StaffAlertEvent = (typeof STAFF_ALERT_EVENTS)[number];

/** The placeholders a template may use, each written {name}; detail and count belong to the staff alerts. */
export const TEMPLATE_PLACEHOLDERS = [
  'recipient',
  'parcelId',
  'code',
  'carrier',
  'building',
  'locker',
  'compartment',
  'due',
  'detail',
  'count',
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];
export type TemplateValues = Partial<Record<TemplatePlaceholder, string>>;

export function isNotificationLanguage(value: string): value is NotificationLanguage {
  return (NOTIFICATION_LANGUAGES as readonly string[]).includes(value);
}

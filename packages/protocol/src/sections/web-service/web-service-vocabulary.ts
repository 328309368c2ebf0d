// The service URLs the portal and the lockers use (spec §7, act 50038), by key; schema-free for the page declaration.
export const SERVICE_URL_KEYS = [
  'image_base',
  'image_upload',
  'resources',
  'rc_url',
  'community',
  'comments',
  'community_system',
  'notification',
  'release_notes',
  'statistics',
  'shop',
] as const;
export type ServiceUrlKey = (typeof SERVICE_URL_KEYS)[number];

/** What an outgoing webhook can be sent: the parcel changes of the live stream and the lockers' offline sweep. */
export const WEBHOOK_EVENTS = [
  'parcel.deposited',
  'parcel.collected',
  'parcel.overdue',
  'parcel.returned',
  'machine.offline',
  'machine.online',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The event a "send test" delivers; no subscription names it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** A delivery waits (pending, with its next try), arrived (delivered), or gave up after its last retry (failed). */
export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/** The headers a receiver checks: the Unix time it was signed and the hex HMAC-SHA256 of '<timestamp>.<body>'. */
export const WEBHOOK_HEADERS = {
  timestamp: 'x-bluemanager-timestamp',
  signature: 'x-bluemanager-signature',
  event: 'x-bluemanager-event',
} as const;

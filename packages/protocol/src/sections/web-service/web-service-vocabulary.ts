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

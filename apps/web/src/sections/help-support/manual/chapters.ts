// The manual's chapters and the menu entries whose pages open each one from their help link. Tiny and free of the
// text itself, so the page frame can tell whether a page has a chapter without loading the manual. A chapter is
// shown to whoever one of its menu entries is shown to; one without entries is for everyone.
import type { MenuId } from '@bluemanager/protocol';

export const MANUAL_CHAPTERS = [
  { id: 'start', menuIds: [] },
  { id: 'parcels', menuIds: ['parcels'] },
  { id: 'members', menuIds: ['members'] },
  { id: 'lockers', menuIds: ['machines-lockers', 'machines-models', 'compartments'] },
  { id: 'settings', menuIds: ['settings'] },
  { id: 'support', menuIds: ['customer-service', 'bike-support'] },
  { id: 'logs', menuIds: ['logs-machine', 'logs-operator', 'logs-crash'] },
  { id: 'updates', menuIds: ['release-notes'] },
  {
    id: 'commerce',
    menuIds: ['orders', 'group-buy-schedule', 'reward-system', 'premium-member', 'blueexpress'],
  },
  { id: 'community', menuIds: ['community', 'system-msg'] },
  { id: 'messaging', menuIds: ['sms-list', 'sms-model', 'sms-notification', 'sms-dashboard', 'email'] },
  { id: 'advertising', menuIds: ['advertise-setting', 'ad-test', 'business', 'redirect-setting'] },
  { id: 'access', menuIds: ['tokens', 'authority', 'web-service', 'users-locked'] },
  { id: 'bluekey', menuIds: ['bluekey'] },
] as const satisfies readonly { id: string; menuIds: readonly MenuId[] }[];

export type ChapterId = (typeof MANUAL_CHAPTERS)[number]['id'];

/** The chapter a page's help opens, by the page's menu entry. */
export function chapterOfMenu(menuId: string): ChapterId | undefined {
  return MANUAL_CHAPTERS.find((chapter) => (chapter.menuIds as readonly string[]).includes(menuId))?.id;
}

export const manualPath = (chapter: ChapterId) => `/help-support/manual?chapter=${chapter}`;

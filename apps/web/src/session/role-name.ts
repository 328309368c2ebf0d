import type { Level } from '@bluemanager/protocol';

/** The i18n key of the role name in the user menu: a business partner shows as partner admin (spec §6). */
export function roleNameKey(level: Level, bPartner: boolean): string {
  return bPartner ? 'levels.partner' : `levels.${level}`;
}

// User levels travel as strings, as the portal always sent them. '-2' is not a stored level: it is the role a
// business partner (bPartner) carries in role lists, for menus and acts alike.

export const LEVELS = ['10', '1', '5', '6', '11', '12', '14', '16', '13', '17'] as const;
export type Level = (typeof LEVELS)[number];

export const PARTNER_ROLE = '-2';
export type Role = Level | typeof PARTNER_ROLE;
export const ROLES: readonly Role[] = [...LEVELS, PARTNER_ROLE];

export const LEVEL_NAMES: Record<Level, string> = {
  '10': 'SysAdmin',
  '1': 'BdAdmin',
  '5': 'ParcelAdmin',
  '6': 'ADAdmin',
  '11': 'MetroAdmin',
  '12': 'Jukebox',
  '14': 'EMCO',
  '16': 'VIU',
  '13': 'MiniBox',
  '17': 'Amenity',
};

/** The levels a stored level 1 user can end up with: all of them manage only their own buildings. */
export const BUILDING_LEVELS: readonly Level[] = ['1', '11', '12', '13', '14', '16', '17'];

/** The company code of the portal's operator; a level 10 user of any other partner is a business partner. */
export const MAIN_COMPANY = 'BB';

export function isLevel(value: string): value is Level {
  return (LEVELS as readonly string[]).includes(value);
}

export function isBuildingLevel(level: Level): boolean {
  return BUILDING_LEVELS.includes(level);
}

export interface RoleHolder {
  level: Level;
  bPartner: boolean;
}

/**
 * Spec §6: an entry with a role list is open to a user whose level is in it; a business partner additionally needs
 * '-2' in the list. The same rule gates menu entries and acts.
 */
export function rolesAllow(roles: readonly Role[], user: RoleHolder): boolean {
  if (!roles.includes(user.level)) return false;
  return !user.bPartner || roles.includes(PARTNER_ROLE);
}

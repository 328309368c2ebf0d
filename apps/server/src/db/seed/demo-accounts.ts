// The demo accounts, one per level the portal knows. `expectedLevel` and `bPartner` are what login must make of
// each (spec §4): tests loop over this table, so it is the single statement of what the demo promises.
import type { Level } from '@bluemanager/protocol';

/** Shared by every demo account; the accounts are flagged is_demo so a real deployment can find and drop them. */
export const DEMO_PASSWORD = 'BlueBox-demo-2026';

export interface DemoAccount {
  username: string;
  storedLevel: Level;
  partner: 'BB' | 'YK-Gold';
  expectedLevel: Level;
  bPartner: boolean;
  /** Names of the buildings linked in user_buildings (see DEMO_BUILDINGS); empty for the portal-wide levels. */
  buildings: readonly string[];
  avatar: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'sysadmin',
    storedLevel: '10',
    partner: 'BB',
    expectedLevel: '10',
    bPartner: false,
    buildings: [],
    avatar: 'assets/images/avatars/3.png',
  },
  {
    username: 'partneradmin',
    storedLevel: '10',
    partner: 'YK-Gold',
    expectedLevel: '10',
    bPartner: true,
    buildings: [],
    avatar: '-1',
  },
  {
    username: 'bdadmin',
    storedLevel: '1',
    partner: 'BB',
    expectedLevel: '1',
    bPartner: false,
    buildings: ['Harbourfront Tower', 'Maple Court', 'Rideau Terrace'],
    avatar: 'assets/images/avatars/7.png',
  },
  {
    username: 'ykmanager',
    storedLevel: '1',
    partner: 'YK-Gold',
    expectedLevel: '1',
    bPartner: false,
    buildings: ['Goldstone Residences', 'Prairie Gold Tower'],
    avatar: '-1',
  },
  {
    username: 'parceladmin',
    storedLevel: '5',
    partner: 'BB',
    expectedLevel: '5',
    bPartner: false,
    buildings: [],
    avatar: '-1',
  },
  {
    username: 'adadmin',
    storedLevel: '6',
    partner: 'BB',
    expectedLevel: '6',
    bPartner: false,
    buildings: [],
    avatar: '-1',
  },
  {
    username: 'metro',
    storedLevel: '1',
    partner: 'BB',
    expectedLevel: '11',
    bPartner: false,
    buildings: ['Le Jardin Saint-Denis'],
    avatar: '-1',
  },
  {
    username: 'metrosecurity',
    storedLevel: '1',
    partner: 'BB',
    expectedLevel: '11',
    bPartner: false,
    buildings: ['Carrefour des Érables'],
    avatar: '-1',
  },
  {
    username: 'jukebox',
    storedLevel: '1',
    partner: 'BB',
    expectedLevel: '12',
    bPartner: false,
    buildings: ['Granville Heights'],
    avatar: '-1',
  },
  {
    username: 'emco',
    storedLevel: '1',
    partner: 'BB',
    expectedLevel: '14',
    bPartner: false,
    buildings: ['Bow River Lofts'],
    avatar: '-1',
  },
  {
    username: 'viu',
    storedLevel: '1',
    partner: 'BB',
    expectedLevel: '16',
    bPartner: false,
    buildings: ['Inner Harbour Suites'],
    avatar: '-1',
  },
  {
    username: 'minibox',
    storedLevel: '1',
    partner: 'BB',
    expectedLevel: '13',
    bPartner: false,
    buildings: ['Portage Commons'],
    avatar: '-1',
  },
  {
    username: 'amenity',
    storedLevel: '1',
    partner: 'BB',
    expectedLevel: '17',
    bPartner: false,
    buildings: ['Spring Garden Residences'],
    avatar: '-1',
  },
];

export function demoEmail(username: string): string {
  return `${username}@bluemanager.demo`;
}

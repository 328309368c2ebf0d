// The Choose building and locker texts, loaded with the section as `lockerSelect` (see catalogue.ts).
import type { Shape } from '../../../i18n/catalogue';

export const lockerSelectEn = {
  title: 'Choose building and locker',
  search: 'Search buildings',
  searchPlaceholder: 'Name or city',
  buildings: 'Buildings',
  noBuildings: 'No building matches.',
  lockers_one: '{{count}} locker',
  lockers_other: '{{count}} lockers',
  lockersOf: 'Lockers of {{building}}',
  noLockers: 'This building has no locker yet.',
  chooseBuilding: 'Choose a building to see its lockers.',
  useBuilding: 'Use the whole building',
  use: 'Use this locker',
  current: 'Current choice',
  none: 'Nothing chosen yet.',
  chosen: '{{name}} is now your current choice.',
  parcels: 'Its parcels',
  online: 'Online',
  offline: 'Offline',
  outOfService: 'Out of service',
};

export type LockerSelectCatalogue = Shape<typeof lockerSelectEn>;

import type { LockerSelectCatalogue } from './en';

export const lockerSelectDe: LockerSelectCatalogue = {
  title: 'Gebäude und Schließfach wählen',
  search: 'Gebäude suchen',
  searchPlaceholder: 'Name oder Stadt',
  buildings: 'Gebäude',
  noBuildings: 'Kein Gebäude passt.',
  lockers_one: '{{count}} Schließfach',
  lockers_other: '{{count}} Schließfächer',
  lockersOf: 'Schließfächer von {{building}}',
  noLockers: 'Dieses Gebäude hat noch kein Schließfach.',
  chooseBuilding: 'Wählen Sie ein Gebäude, um seine Schließfächer zu sehen.',
  useBuilding: 'Das ganze Gebäude',
  use: 'Dieses Schließfach wählen',
  current: 'Aktuelle Wahl',
  none: 'Noch nichts gewählt.',
  chosen: '{{name}} ist jetzt Ihre aktuelle Wahl.',
  parcels: 'Seine Pakete',
  online: 'Online',
  offline: 'Offline',
  outOfService: 'Außer Betrieb',
};

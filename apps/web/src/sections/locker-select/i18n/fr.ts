import type { LockerSelectCatalogue } from './en';

export const lockerSelectFr: LockerSelectCatalogue = {
  title: 'Choisir l’immeuble et la consigne',
  search: 'Rechercher un immeuble',
  searchPlaceholder: 'Nom ou ville',
  buildings: 'Immeubles',
  noBuildings: 'Aucun immeuble ne correspond.',
  lockers_one: '{{count}} consigne',
  lockers_other: '{{count}} consignes',
  lockersOf: 'Consignes de {{building}}',
  noLockers: 'Cet immeuble n’a pas encore de consigne.',
  chooseBuilding: 'Choisissez un immeuble pour voir ses consignes.',
  useBuilding: 'Tout l’immeuble',
  use: 'Choisir cette consigne',
  current: 'Choix actuel',
  none: 'Rien n’est encore choisi.',
  chosen: '{{name}} est maintenant votre choix actuel.',
  parcels: 'Ses colis',
  online: 'En ligne',
  offline: 'Hors ligne',
  outOfService: 'Hors service',
};

import type { LockerSelectCatalogue } from './en';

export const lockerSelectPt: LockerSelectCatalogue = {
  title: 'Escolher edifício e cacifo',
  search: 'Procurar edifícios',
  searchPlaceholder: 'Nome ou cidade',
  buildings: 'Edifícios',
  noBuildings: 'Nenhum edifício corresponde.',
  lockers_one: '{{count}} cacifo',
  lockers_other: '{{count}} cacifos',
  lockersOf: 'Cacifos de {{building}}',
  noLockers: 'Este edifício ainda não tem cacifos.',
  chooseBuilding: 'Escolha um edifício para ver os seus cacifos.',
  useBuilding: 'O edifício inteiro',
  use: 'Escolher este cacifo',
  current: 'Escolha atual',
  none: 'Ainda nada escolhido.',
  chosen: '{{name}} é agora a sua escolha atual.',
  parcels: 'As suas encomendas',
  online: 'Online',
  offline: 'Offline',
  outOfService: 'Fora de serviço',
};

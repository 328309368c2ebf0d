import type { dataTableEn } from './en';

export const dataTableFr: typeof dataTableEn = {
  actions: 'Actions',
  selectPage: 'Sélectionner toutes les lignes de cette page',
  selectRow: 'Sélectionner {{label}}',
  loading: 'Chargement…',
  pages: 'Pages',
  range: '{{from}}–{{to}} sur {{total}}',
  rangeCapped: '{{from}}–{{to}} sur plus de {{total}}',
  previous: 'Précédent',
  next: 'Suivant',
  filters: 'Filtres',
  apply: 'Appliquer',
  reset: 'Réinitialiser',
};

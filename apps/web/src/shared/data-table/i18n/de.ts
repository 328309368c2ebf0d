import type { dataTableEn } from './en';

export const dataTableDe: typeof dataTableEn = {
  actions: 'Aktionen',
  selectPage: 'Alle Zeilen dieser Seite auswählen',
  selectRow: '{{label}} auswählen',
  loading: 'Wird geladen…',
  pages: 'Seiten',
  range: '{{from}}–{{to}} von {{total}}',
  rangeCapped: '{{from}}–{{to}} von mehr als {{total}}',
  previous: 'Zurück',
  next: 'Weiter',
  filters: 'Filter',
  apply: 'Anwenden',
  reset: 'Zurücksetzen',
};

import type { dataTableEn } from './en';

export const dataTablePt: typeof dataTableEn = {
  actions: 'Ações',
  selectPage: 'Selecionar todas as linhas desta página',
  selectRow: 'Selecionar {{label}}',
  loading: 'Carregando…',
  pages: 'Páginas',
  range: '{{from}}–{{to}} de {{total}}',
  rangeCapped: '{{from}}–{{to}} de mais de {{total}}',
  previous: 'Anterior',
  next: 'Próxima',
  filters: 'Filtros',
  apply: 'Aplicar',
  reset: 'Redefinir',
};

import type { ManualPageCatalogue } from './en';

export const manualPagePt: ManualPageCatalogue = {
  title: 'Manual',
  search: 'Pesquisar no manual',
  searchPlaceholder: 'Uma palavra, p. ex. atrasado',
  chapters: 'Capítulos',
  found_one: '{{count}} capítulo corresponde',
  found_other: '{{count}} capítulos correspondem',
  nothing: 'Nada no manual corresponde a esta pesquisa.',
  help: 'Ajuda para esta página',
};

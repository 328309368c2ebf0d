import type { ManualPageCatalogue } from './en';

export const manualPageFr: ManualPageCatalogue = {
  title: 'Manuel',
  search: 'Rechercher dans le manuel',
  searchPlaceholder: 'Un mot, p. ex. retard',
  chapters: 'Chapitres',
  found_one: '{{count}} chapitre correspond',
  found_other: '{{count}} chapitres correspondent',
  nothing: 'Rien dans le manuel ne correspond à cette recherche.',
  help: 'Aide pour cette page',
};

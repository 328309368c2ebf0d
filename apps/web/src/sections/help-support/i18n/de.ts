import type { ManualPageCatalogue } from './en';

export const manualPageDe: ManualPageCatalogue = {
  title: 'Handbuch',
  search: 'Im Handbuch suchen',
  searchPlaceholder: 'Ein Wort, z. B. überfällig',
  chapters: 'Kapitel',
  found_one: '{{count}} Kapitel passt',
  found_other: '{{count}} Kapitel passen',
  nothing: 'Nichts im Handbuch passt zu dieser Suche.',
  help: 'Hilfe zu dieser Seite',
};

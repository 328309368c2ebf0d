// The Manual page's own texts (the chapters are in manual/), loaded as `manual` (see catalogue.ts).
import type { Shape } from '../../../i18n/catalogue';

export const manualPageEn = {
  title: 'Manual',
  search: 'Search the manual',
  searchPlaceholder: 'A word, e.g. overdue',
  chapters: 'Chapters',
  found_one: '{{count}} chapter matches',
  found_other: '{{count}} chapters match',
  nothing: 'Nothing in the manual matches this search.',
  help: 'Help for this page',
};

export type ManualPageCatalogue = Shape<typeof manualPageEn>;

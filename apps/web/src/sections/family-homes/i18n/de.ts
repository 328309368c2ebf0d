import type { Shape } from '../../../i18n/catalogue';
import type { FamilyHomesCatalogue } from './en';

export const familyHomesDe: Shape<FamilyHomesCatalogue> = {
  bike: {
    title: 'Fahrradschließfächer',
    intro:
      'Die Fahrradschließfächer Ihrer Gebäude. Öffnen Sie eines, um seine Stellplätze, Ereignisse und Pakete zu sehen.',
    empty: 'Kein Fahrradschließfach passt.',
  },
  miniBox: {
    title: 'MiniBox-Anlagen',
    intro: 'Die MiniBox-Anlagen Ihrer Gebäude. Öffnen Sie eine, um ihre Fächer und Ereignisse zu sehen.',
    empty: 'Keine MiniBox-Anlage passt.',
  },
};

import type { adOverviewEn } from './en';

export const adOverviewDe: typeof adOverviewEn = {
  title: 'Werbeübersicht',
  loading: 'Kampagnen werden geladen…',
  failed: 'Die Übersicht konnte nicht geladen werden: {{reason}}',
  running: 'Heute aktiv',
  endingSoon: 'Enden in 14 Tagen',
  upcoming: 'Beginnen später',
  withoutAds: 'Würden nichts zeigen (keine Werbung)',
  activeAgents: 'Aktive Agenten',
  endingSoonTitle: 'Bald endende Kampagnen',
  contractsTitle: 'Agentenverträge, die in 30 Tagen enden',
  runningTitle: 'Laufen jetzt',
  noneEnding: 'Keine Kampagne endet in den nächsten 14 Tagen.',
  noContracts: 'Kein Vertrag endet in den nächsten 30 Tagen.',
  noneRunning: 'Heute läuft keine Kampagne.',
  ends: 'endet am {{day}}',
  groupFacts_one: '{{agent}} · {{buildings}} · {{count}} Werbemittel',
  groupFacts_other: '{{agent}} · {{buildings}} · {{count}} Werbemittel',
};

import type { adOverviewEn } from './en';

export const adOverviewFr: typeof adOverviewEn = {
  title: 'Vue d’ensemble de la publicité',
  loading: 'Chargement des campagnes…',
  failed: 'La vue d’ensemble n’a pas pu être chargée : {{reason}}',
  running: 'En cours aujourd’hui',
  endingSoon: 'Se terminent dans les 14 jours',
  upcoming: 'Commencent plus tard',
  withoutAds: 'Ne diffuseraient rien (aucune pub)',
  activeAgents: 'Agents actifs',
  endingSoonTitle: 'Campagnes qui se terminent bientôt',
  contractsTitle: 'Contrats d’agents qui se terminent dans les 30 jours',
  runningTitle: 'En cours',
  noneEnding: 'Aucune campagne ne se termine dans les 14 jours.',
  noContracts: 'Aucun contrat ne se termine dans les 30 jours.',
  noneRunning: 'Aucune campagne n’est en cours aujourd’hui.',
  ends: 'se termine le {{day}}',
  groupFacts_one: '{{agent}} · {{buildings}} · {{count}} élément',
  groupFacts_other: '{{agent}} · {{buildings}} · {{count}} éléments',
};

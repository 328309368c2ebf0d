import type { adOverviewEn } from './en';

export const adOverviewPt: typeof adOverviewEn = {
  title: 'Visão geral da publicidade',
  loading: 'A carregar as campanhas…',
  failed: 'Não foi possível carregar a visão geral: {{reason}}',
  running: 'Em curso hoje',
  endingSoon: 'Terminam dentro de 14 dias',
  upcoming: 'Começam mais tarde',
  withoutAds: 'Não passariam nada (sem anúncio)',
  activeAgents: 'Agentes ativos',
  endingSoonTitle: 'Campanhas que terminam em breve',
  contractsTitle: 'Contratos de agentes que terminam dentro de 30 dias',
  runningTitle: 'Em curso agora',
  noneEnding: 'Nenhuma campanha termina dentro de 14 dias.',
  noContracts: 'Nenhum contrato termina dentro de 30 dias.',
  noneRunning: 'Nenhuma campanha está em curso hoje.',
  ends: 'termina a {{day}}',
  groupFacts_one: '{{agent}} · {{buildings}} · {{count}} item',
  groupFacts_other: '{{agent}} · {{buildings}} · {{count}} itens',
};

// The words of an agent's report (its PDF, its CSV and its email), in the four languages of the portal: the report
// is written in the language of the person who asks for it.
import type { AD_REPORT_LANGUAGES } from '@bluemanager/protocol';

export type ReportLanguage = (typeof AD_REPORT_LANGUAGES)[number];

export interface ReportLabels {
  title: string;
  agent: string;
  agency: string;
  period: string;
  totals: string;
  perGroup: string;
  perDay: string;
  group: string;
  day: string;
  impressions: string;
  touches: string;
  playHours: string;
  clicks: string;
  none: string;
  made: string;
  emailSubject: string;
  emailBody: string;
}

export const REPORT_LABELS: Record<ReportLanguage, ReportLabels> = {
  en: {
    title: 'Advertising report',
    agent: 'Advertiser',
    agency: 'Agency',
    period: 'Period',
    totals: 'Totals',
    perGroup: 'Per campaign',
    perDay: 'Per day',
    group: 'Campaign',
    day: 'Day',
    impressions: 'Showings',
    touches: 'Touches',
    playHours: 'Hours on screen',
    clicks: 'Link clicks',
    none: 'Nothing in this period.',
    made: 'Made on {date}',
    emailSubject: 'Advertising report for {agent}: {period}',
    emailBody:
      'Hello,\n\nAttached is the advertising report for {agent} from {period}: showings, touches, hours on screen and clicks on your short links, per campaign and per day.\n\nKind regards',
  },
  fr: {
    title: 'Rapport publicitaire',
    agent: 'Annonceur',
    agency: 'Agence',
    period: 'Période',
    totals: 'Totaux',
    perGroup: 'Par campagne',
    perDay: 'Par jour',
    group: 'Campagne',
    day: 'Jour',
    impressions: 'Diffusions',
    touches: 'Touchers',
    playHours: 'Heures à l’écran',
    clicks: 'Clics sur les liens',
    none: 'Rien pendant cette période.',
    made: 'Établi le {date}',
    emailSubject: 'Rapport publicitaire de {agent} : {period}',
    emailBody:
      'Bonjour,\n\nVous trouverez ci-joint le rapport publicitaire de {agent} du {period} : diffusions, touchers, heures à l’écran et clics sur vos liens courts, par campagne et par jour.\n\nCordialement',
  },
  de: {
    title: 'Werbebericht',
    agent: 'Werbekunde',
    agency: 'Agentur',
    period: 'Zeitraum',
    totals: 'Summen',
    perGroup: 'Je Kampagne',
    perDay: 'Je Tag',
    group: 'Kampagne',
    day: 'Tag',
    impressions: 'Einblendungen',
    touches: 'Berührungen',
    playHours: 'Stunden auf dem Bildschirm',
    clicks: 'Link-Klicks',
    none: 'In diesem Zeitraum nichts.',
    made: 'Erstellt am {date}',
    emailSubject: 'Werbebericht für {agent}: {period}',
    emailBody:
      'Guten Tag,\n\nanbei der Werbebericht für {agent} vom {period}: Einblendungen, Berührungen, Stunden auf dem Bildschirm und Klicks auf Ihre Kurzlinks, je Kampagne und je Tag.\n\nMit freundlichen Grüßen',
  },
  pt: {
    title: 'Relatório de publicidade',
    agent: 'Anunciante',
    agency: 'Agência',
    period: 'Período',
    totals: 'Totais',
    perGroup: 'Por campanha',
    perDay: 'Por dia',
    group: 'Campanha',
    day: 'Dia',
    impressions: 'Exibições',
    touches: 'Toques',
    playHours: 'Horas no ecrã',
    clicks: 'Cliques nas ligações',
    none: 'Nada neste período.',
    made: 'Emitido em {date}',
    emailSubject: 'Relatório de publicidade de {agent}: {period}',
    emailBody:
      'Olá,\n\nSegue em anexo o relatório de publicidade de {agent} de {period}: exibições, toques, horas no ecrã e cliques nas suas ligações curtas, por campanha e por dia.\n\nCom os melhores cumprimentos',
  },
};

/** A label with its {name} places filled. */
export const filled = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

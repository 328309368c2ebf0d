// What an agent's report holds: the agent, the period, the totals and the rows per group and per day, read with Ad
// Analytics' own queries (so the report and the page never disagree), and written for a reader: numbers and days
// in the report's language.
import type { Kysely } from 'kysely';
import type { ActParsedParams, adReportSendAct } from '@bluemanager/protocol';
import type { Database } from '../../../db/schema.js';
import { ActError } from '../../../domain/act-error.js';
import { adAnalytics } from '../ad-analytics.js';
import { REPORT_LABELS, filled, type ReportLabels, type ReportLanguage } from './report-labels.js';

export type ReportParams = ActParsedParams<typeof adReportSendAct>;

export interface ReportFigures {
  impressions: number;
  touches: number;
  play_seconds: number;
  clicks: number;
}

export interface AgentReport {
  agent: { id: number; name: string; gname: string; contact_email: string };
  from: string;
  to: string;
  labels: ReportLabels;
  totals: ReportFigures;
  groups: { name: string; figures: ReportFigures }[];
  days: { day: string; figures: ReportFigures }[];
  /** The period as a reader says it, e.g. 1 Nov 2026 – 30 Nov 2026. */
  period: string;
  /** Numbers, hours and days in the report's language. */
  number(value: number): string;
  hours(seconds: number): string;
  date(day: string): string;
}

export async function agentReport(db: Kysely<Database>, params: ReportParams): Promise<AgentReport> {
  const agent = await db
    .selectFrom('ad_agents')
    .select(['id', 'name', 'gname', 'contact_email'])
    .where('id', '=', params.agent_id)
    .executeTakeFirst();
  if (!agent) throw new ActError('NOT_FOUND', `There is no ad agent ${params.agent_id}.`);
  const analytics = await adAnalytics(db, {
    from: params.from,
    to: params.to,
    by: 'group',
    agent_id: agent.id,
  });
  return composeReport({
    agent,
    from: params.from,
    to: params.to,
    language: params.language,
    totals: analytics.totals,
    groups: analytics.rows.map((row) => ({ name: row.label, figures: row })),
    days: analytics.days.map((day) => ({ day: day.day, figures: day })),
  });
}

/** The figures read, written for a reader of the language: apart from the database so the PDF can be tested alone. */
export function composeReport(
  read: Pick<AgentReport, 'agent' | 'from' | 'to' | 'totals' | 'groups' | 'days'> & {
    language: ReportLanguage;
  },
): AgentReport {
  const { language, ...figures } = read;
  const numbers = new Intl.NumberFormat(language);
  const hours = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const date = (day: string) => dates.format(new Date(`${day}T00:00:00Z`));
  return {
    ...figures,
    labels: REPORT_LABELS[language],
    period: `${date(read.from)} – ${date(read.to)}`,
    number: (value) => numbers.format(value),
    hours: (seconds) => hours.format(Math.round(seconds / 360) / 10),
    date,
  };
}

/** The report's file name: the agent and the period, nothing a file system refuses. */
export function reportFileName(report: AgentReport, extension: 'pdf' | 'csv'): string {
  const name = report.agent.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `ad-report-${name || 'agent'}-${report.from}-${report.to}.${extension}`;
}

export const reportTitle = (report: AgentReport): string =>
  filled(report.labels.emailSubject, { agent: report.agent.name, period: report.period });

// An agent's report as CSV: a few lines naming the agent and the period, its totals, then the table per group and
// the table per day, one blank line between the parts (what a spreadsheet opens as one sheet). Figures are plain
// numbers (hours with one decimal), so a spreadsheet can sum them.
import { csvLine } from '@bluemanager/protocol';
import type { AgentReport, ReportFigures } from './report-data.js';

const hours = (seconds: number) => Math.round(seconds / 360) / 10;
const figures = (row: ReportFigures) => [row.impressions, row.touches, hours(row.play_seconds), row.clicks];

export function reportCsv(report: AgentReport): string {
  const { labels } = report;
  const headings = [labels.impressions, labels.touches, labels.playHours, labels.clicks];
  const lines: (string | number | null)[][] = [
    [labels.title],
    [labels.agent, report.agent.name],
    [labels.period, report.from, report.to],
    [],
    [labels.totals, ...headings],
    ['', ...figures(report.totals)],
    [],
    [labels.group, ...headings],
    ...report.groups.map((group) => [group.name, ...figures(group.figures)]),
    [],
    [labels.day, ...headings],
    ...report.days.map((day) => [day.day, ...figures(day.figures)]),
  ];
  return lines.map((fields) => `${csvLine(fields)}\r\n`).join('');
}

// An agent's report as a PDF (pdfkit, with its built-in Helvetica: the report's four languages are all Latin
// script): the heading with the agent and the period, the totals, then the tables per group and per day, a table
// going on to the next page with its header repeated.
import PDFDocument from 'pdfkit';
import type { AgentReport, ReportFigures } from './report-data.js';
import { filled } from './report-labels.js';

const MARGIN = 50;
const ROW_HEIGHT = 18;
const INK = '#1f2937';
const MUTED = '#4b5563';
const RULE = '#d1d5db';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * The built-in fonts speak WinAnsi, which has no narrow or thin space: French and German numbers group thousands
 * with U+202F, which would print as a stray glyph. A no-break space looks the same and is in the font.
 */
const printable = (text: string): string => text.replace(/[\u2007\u2009\u202f]/g, '\u00a0');

/** A table of a name column and the four figure columns, right-aligned. */
function table(
  doc: Doc,
  report: AgentReport,
  heading: string,
  rows: { name: string; figures: ReportFigures }[],
) {
  const { labels } = report;
  const width = doc.page.width - MARGIN * 2;
  const nameWidth = width * 0.36;
  const figureWidth = (width - nameWidth) / 4;
  const header = [labels.impressions, labels.touches, labels.playHours, labels.clicks];
  const cellWidth = (index: number) => (index === 0 ? nameWidth : figureWidth) - 6;
  // A header may wrap ("Clics sur les liens"): its row is as tall as its tallest label. A data row is one line.
  const line = (cells: string[], bold: boolean) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor(bold ? INK : MUTED);
    const height = bold
      ? Math.max(
          ROW_HEIGHT,
          ...cells.map((cell, index) => doc.heightOfString(printable(cell), { width: cellWidth(index) }) + 8),
        )
      : ROW_HEIGHT;
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const y = doc.y;
    cells.forEach((cell, index) => {
      const x = index === 0 ? MARGIN : MARGIN + nameWidth + figureWidth * (index - 1);
      doc.text(printable(cell), x, y + 4, {
        width: cellWidth(index),
        align: index === 0 ? 'left' : 'right',
        ...(bold ? {} : { lineBreak: false, ellipsis: true }),
      });
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + width, y + height)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    doc.x = MARGIN;
    doc.y = y + height;
  };
  const head = [heading === labels.perGroup ? labels.group : labels.day, ...header];
  if (doc.y + ROW_HEIGHT * 3 > doc.page.height - MARGIN) doc.addPage();
  doc.moveDown(1).font('Helvetica-Bold').fontSize(13).fillColor(INK).text(heading, MARGIN);
  doc.moveDown(0.3);
  line(head, true);
  if (rows.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(labels.none, MARGIN, doc.y + 4);
    return;
  }
  for (const row of rows) {
    if (doc.y + ROW_HEIGHT > doc.page.height - MARGIN) {
      doc.addPage();
      line(head, true);
    }
    const f = row.figures;
    line(
      [
        row.name,
        report.number(f.impressions),
        report.number(f.touches),
        report.hours(f.play_seconds),
        report.number(f.clicks),
      ],
      false,
    );
  }
}

export interface ReportPdfOptions {
  /** Deflate the page content (the default); a test turns it off to read the text operators it drew. */
  compress?: boolean;
}

export function reportPdf(report: AgentReport, now: Date, options: ReportPdfOptions = {}): Promise<Buffer> {
  const { labels } = report;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: `${labels.title}: ${report.agent.name}`, Author: 'BlueManager', CreationDate: now },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(labels.title);
  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(14).text(report.agent.name);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  if (report.agent.gname) doc.text(`${labels.agency}: ${report.agent.gname}`);
  doc.text(printable(`${labels.period}: ${report.period}`));
  doc.text(printable(filled(labels.made, { date: report.date(now.toISOString().slice(0, 10)) })));

  // The totals: four figures side by side.
  doc.moveDown(1).font('Helvetica-Bold').fontSize(13).fillColor(INK).text(labels.totals, MARGIN);
  const top = doc.y + 6;
  const width = (doc.page.width - MARGIN * 2) / 4;
  const totals: [string, string][] = [
    [labels.impressions, report.number(report.totals.impressions)],
    [labels.touches, report.number(report.totals.touches)],
    [labels.playHours, report.hours(report.totals.play_seconds)],
    [labels.clicks, report.number(report.totals.clicks)],
  ];
  totals.forEach(([label, value], index) => {
    const x = MARGIN + width * index;
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .fillColor(INK)
      .text(printable(value), x, top, { width: width - 8 });
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, x, top + 22, { width: width - 8 });
  });
  doc.x = MARGIN;
  doc.y = top + 44;

  table(doc, report, labels.perGroup, report.groups);
  table(
    doc,
    report,
    labels.perDay,
    report.days.map((day) => ({ name: report.date(day.day), figures: day.figures })),
  );
  doc.end();
  return done;
}

// An invoice as a PDF (pdfkit with its built-in Helvetica, as the agent's report: the four languages are Latin
// script): who issues and who is billed, the number and month, the lines, the total. An invoice has at most a line
// per kind, so it always fits one page.
import PDFDocument from 'pdfkit';
import { formatMoney, type InvoiceDetail } from '@bluemanager/protocol';
import { INVOICE_LABELS, invoiceMonth, type InvoiceLanguage } from './invoice-labels.js';

const MARGIN = 50;
const ROW_HEIGHT = 20;
const INK = '#1f2937';
const MUTED = '#4b5563';
const RULE = '#d1d5db';

/** WinAnsi (the built-in fonts) has no narrow or thin space, which fr and de put in numbers: a no-break space does. */
const printable = (text: string): string => text.replace(/[\u2007\u2009\u202f]/g, '\u00a0');

export function invoicePdf(detail: InvoiceDetail, language: InvoiceLanguage, now: Date): Promise<Buffer> {
  const labels = INVOICE_LABELS[language];
  const { invoice } = detail;
  const money = (value: Parameters<typeof formatMoney>[0]) => printable(formatMoney(value, language));
  const day = (at: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(at));
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${labels.title} ${invoice.number}`, Author: 'BlueManager', CreationDate: now },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK).text(labels.title);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text('BlueManager');
  doc.moveDown(1);
  const facts: [string, string][] = [
    [labels.number, invoice.number],
    [labels.month, invoiceMonth(invoice.month, language)],
    ...(detail.issued_at ? [[labels.issued, day(detail.issued_at)] as [string, string]] : []),
    ...(detail.paid_at ? [[labels.paid, day(detail.paid_at)] as [string, string]] : []),
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: 140 });
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(printable(value), MARGIN + 150, y);
  }
  doc.moveDown(1).font('Helvetica').fontSize(10).fillColor(MUTED).text(labels.billedTo, MARGIN);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(invoice.bname);
  // Addresses are stored pipe-separated: one part a line.
  doc.font('Helvetica').fontSize(10).text(detail.address.split('|').filter(Boolean).join('\n'));

  doc.moveDown(1.5);
  const columns = [0.4, 0.12, 0.18, 0.12, 0.18].map((share) => share * width);
  const row = (cells: string[], bold: boolean) => {
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(bold ? INK : MUTED);
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const cellWidth = columns[index] ?? 0;
      doc.text(printable(cell), x, y + 5, { width: cellWidth - 6, align: index === 0 ? 'left' : 'right' });
      x += cellWidth;
    });
    const bottom = Math.max(doc.y, y + ROW_HEIGHT);
    doc
      .moveTo(MARGIN, bottom)
      .lineTo(MARGIN + width, bottom)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    doc.x = MARGIN;
    doc.y = bottom;
  };
  row([labels.description, labels.quantity, labels.unitPrice, labels.days, labels.amount], true);
  for (const line of detail.lines) {
    row(
      [
        labels.kinds[line.kind],
        String(line.quantity),
        money(line.unit_price),
        `${line.days}/${line.days_in_month}`,
        money(line.amount),
      ],
      false,
    );
  }
  doc.moveDown(0.8);
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(13).fillColor(INK).text(labels.total, MARGIN, y);
  doc.text(money(invoice.total), MARGIN, y, { width, align: 'right' });
  doc.end();
  return done;
}

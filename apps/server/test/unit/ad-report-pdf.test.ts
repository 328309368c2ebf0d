// The agent's PDF report as drawn: built with its page content left uncompressed, its text operators read back
// (where each piece of text stands and the bytes it prints). Two faults it once had: French thousands, grouped by
// Intl with a narrow no-break space the built-in Helvetica lacks, printed a stray glyph; and a header label that
// wraps ("Clics sur les liens") ran into the table's first row.
import { describe, expect, it } from 'vitest';
import { composeReport } from '../../src/sections/advertising/report/report-data.js';
import { reportPdf } from '../../src/sections/advertising/report/report-pdf.js';

interface Drawn {
  x: number;
  /** PDF space: up the page, so a lower line has a smaller y. */
  y: number;
  text: string;
}

/** Each `Tm` (a font line may come between) and its `TJ` in the uncompressed content: the place and the bytes as the font's WinAnsi (≈ Latin-1). */
function drawnText(pdf: Buffer): Drawn[] {
  const content = pdf.toString('latin1');
  const drawn: Drawn[] = [];
  for (const match of content.matchAll(/1 0 0 1 ([\d.]+) ([\d.]+) Tm\n(?:[^[\n]*\n)*?\[(.*?)\] TJ/g)) {
    const hex = [...(match[3] ?? '').matchAll(/<([0-9a-f]*)>/g)].map((part) => part[1]).join('');
    drawn.push({
      x: Number(match[1]),
      y: Number(match[2]),
      text: Buffer.from(hex, 'hex').toString('latin1'),
    });
  }
  return drawn;
}

const figures = (impressions: number) => ({ impressions, touches: 678, play_seconds: 36_000, clicks: 1234 });

async function frenchPdf() {
  const report = composeReport({
    agent: { id: 1, name: 'Café Érable', gname: '', contact_email: '' },
    from: '2026-10-01',
    to: '2026-11-01',
    language: 'fr',
    totals: figures(24_690),
    groups: [
      { name: 'Automne', figures: figures(12_345) },
      { name: 'Hiver', figures: figures(12_345) },
    ],
    days: [],
  });
  const pdf = await reportPdf(report, new Date('2026-11-02T10:00:00Z'), { compress: false });
  return { report, drawn: drawnText(pdf) };
}

describe('the agent report PDF', () => {
  it('prints French thousands with a no-break space the built-in font has', async () => {
    const { report, drawn } = await frenchPdf();
    // The premise: Intl groups French thousands with U+202F, which WinAnsi cannot print.
    expect(report.number(24_690)).toBe('24\u202f690');
    const texts = drawn.map((piece) => piece.text);
    expect(texts).toContain('24\u00a0690');
    expect(texts).toContain('12\u00a0345');
    expect(texts).toContain('1\u00a0234');
    // Nothing printed falls outside plain Latin-1 text with no-break spaces: no stray code for the narrow space.
    for (const text of texts) expect(text).toMatch(/^[\u0020-\u007e\u00a0-\u00ff\u0092\u0096]*$/);
  });

  it('makes a header row tall enough for a label that wraps, so it never runs into the first row', async () => {
    const { drawn } = await frenchPdf();
    const heading = drawn.findIndex((piece) => piece.text === 'Par campagne');
    const first = drawn.findIndex((piece) => piece.text === 'Automne');
    const second = drawn.findIndex((piece) => piece.text === 'Hiver');
    expect(heading).toBeGreaterThanOrEqual(0);
    expect(first).toBeGreaterThan(heading);
    const header = drawn.slice(heading + 1, first);
    // "Clics sur les liens" does not fit its column: it takes two lines, one below the other.
    const clicks = header.filter((piece) => 'Clics sur les liens'.includes(piece.text.trim()));
    expect(clicks.length).toBeGreaterThanOrEqual(2);
    const headerBottom = Math.min(...header.map((piece) => piece.y));
    const rowPitch = (drawn[first]?.y ?? 0) - (drawn[second]?.y ?? 0);
    expect(rowPitch).toBeGreaterThan(0);
    // The first row stands at least a row's height below the header's last line, as each row does below the last.
    expect(headerBottom - (drawn[first]?.y ?? 0)).toBeGreaterThanOrEqual(rowPitch);
  });
});

// A residents file as rows of named cells, read by csv-parse (quotes, a BOM, the separator the header uses). A file
// that cannot be read at all (no name or unit column, an unclosed quote) is refused whole with the reason.
import { parse } from 'csv-parse/sync';
import { CsvError } from 'csv-parse';
import { ActError } from '../../../domain/act-error.js';

export const IMPORT_COLUMNS = [
  'name',
  'unit',
  'phone',
  'phone2',
  'phone3',
  'email',
  'language',
  'channel',
  'notes',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Headers as people write them, to the column they mean. */
const ALIASES: Readonly<Record<string, ImportColumn>> = {
  'full name': 'name',
  resident: 'name',
  apartment: 'unit',
  apt: 'unit',
  suite: 'unit',
  mobile: 'phone',
  cell: 'phone',
  telephone: 'phone',
  'phone 1': 'phone',
  phone1: 'phone',
  'phone 2': 'phone2',
  'phone 3': 'phone3',
  'e-mail': 'email',
  mail: 'email',
  lang: 'language',
  note: 'notes',
};

export interface CsvRow {
  /** The line of the file the row ends on (a quoted cell may span lines); the header is line 1. */
  line: number;
  cells: Partial<Record<ImportColumn, string>>;
}

const SEPARATORS = [',', ';', '\t'] as const;

/** The separator the header line uses most; a one-column header reads as comma-separated. */
function separatorOf(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = SEPARATORS.map((separator) => header.split(separator).length);
  return SEPARATORS[counts.indexOf(Math.max(...counts))] ?? ',';
}

function columnOf(header: string): ImportColumn | undefined {
  const key = header.trim().toLowerCase().replaceAll('_', ' ');
  return IMPORT_COLUMNS.find((column) => column === key) ?? ALIASES[key];
}

const refuse = (message: string) =>
  new ActError('INVALID_PARAMS', `The file cannot be read: ${message}.`, {
    issues: [{ path: 'csv', message }],
  });

export function readResidentsCsv(text: string): CsvRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // csv-parse's types do not follow the `info` option, which wraps each record with where it was read.
    records = parse(text, {
      bom: true,
      delimiter: separatorOf(text.replace(/^\uFEFF/, '')),
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) throw refuse(`line ${error.lines ?? '?'}: ${error.message}`);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw refuse('it has no header row');
  const columns = header.record.map(columnOf);
  for (const required of ['name', 'unit'] as const) {
    if (!columns.includes(required)) throw refuse(`the header has no ${required} column`);
  }
  return rows.map(({ record, info }) => {
    const cells: CsvRow['cells'] = {};
    columns.forEach((column, index) => {
      if (column !== undefined && cells[column] === undefined) cells[column] = record[index] ?? '';
    });
    return { line: info.lines, cells };
  });
}

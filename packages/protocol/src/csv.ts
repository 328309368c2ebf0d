// CSV as every export of the portal writes it (the server's parcel and statistic files, the lists' exports in the
// browser): RFC 4180 quoting and CRLF line ends.

/**
 * A CSV field: quoted when it holds a separator, quote or line break; a leading = + - @ (or a tab or carriage
 * return) is defused with an apostrophe so a spreadsheet never runs it as a formula. Numbers are written as is.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of fields, without its line end. */
export const csvLine = (fields: readonly (string | number | null)[]): string =>
  fields.map(csvField).join(',');

/** A whole file: the header, the rows, each line ended by CRLF. */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]) {
  return [header, ...rows].map((fields) => `${csvLine(fields)}\r\n`).join('');
}

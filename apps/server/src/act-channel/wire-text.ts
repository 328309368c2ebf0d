// Text as the act channel accepts it, whatever the act: no control characters (a NUL breaks PostgreSQL's text and
// SQLite's search; the others have no business in stored text; tab and line breaks stay) and no string longer than
// any field holds. Checked on the decrypted parameters before anything reads them, the token and login included,
// so a malformed value is refused as INVALID_PARAMS instead of failing deep in a query.
import { ActError } from '../domain/act-error.js';

/** C0 controls and DEL, except tab, line feed and carriage return: matching them is this file's whole purpose. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Longer than the longest text a field of the portal stores (a template body, a note). */
export const MAX_WIRE_TEXT = 10_000;
/** Parameters nest shallowly (a list of contacts, a layout); deeper is no request the portal makes. */
const MAX_DEPTH = 6;

function refuse(path: string, why: string): never {
  throw new ActError('INVALID_PARAMS', `Invalid parameters: ${path} ${why}.`, {
    issues: [{ path, message: why }],
  });
}

export function checkWireText(value: unknown, path = 'params', depth = 0): void {
  if (typeof value === 'string') {
    if (value.length > MAX_WIRE_TEXT) refuse(path, `is longer than ${MAX_WIRE_TEXT} characters`);
    if (CONTROL.test(value)) refuse(path, 'holds a control character');
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (depth >= MAX_DEPTH) refuse(path, 'is nested too deeply');
  for (const [key, item] of Object.entries(value)) checkWireText(item, `${path}.${key}`, depth + 1);
}

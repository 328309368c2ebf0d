// Text as the act channel accepts it, whatever the act: no control characters (a NUL breaks PostgreSQL's text and
// SQLite's search; the others have no business in stored text; tab and line breaks stay) and no string longer than
// any field holds. Checked on the decrypted parameters before anything reads them, the token and login included,
// so a malformed value is refused as INVALID_PARAMS instead of failing deep in a query. Each refusal names its field
// the way zod's own issues do (`c`, `contacts.0`, `layout.2.label`), so a form can put it beside the right input.
import type { ParamIssue } from '@bluemanager/protocol';
import { ActError } from '../domain/act-error.js';

/** C0 controls and DEL, except tab, line feed and carriage return: matching them is this file's whole purpose. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Longer than the longest text a field of the portal stores (a template body, a note). */
export const MAX_WIRE_TEXT = 10_000;
/** Parameters nest shallowly (a list of contacts, a layout); deeper is no request the portal makes. */
const MAX_DEPTH = 6;
/** Enough issues to fix a form; a payload full of NULs is not worth listing in full. */
const MAX_ISSUES = 20;

function collect(value: unknown, path: readonly (string | number)[], issues: ParamIssue[]): void {
  if (issues.length >= MAX_ISSUES) return;
  const at = () => path.join('.');
  if (typeof value === 'string') {
    if (value.length > MAX_WIRE_TEXT)
      issues.push({ path: at(), message: `is longer than ${MAX_WIRE_TEXT} characters` });
    else if (CONTROL.test(value)) issues.push({ path: at(), message: 'holds a control character' });
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (path.length >= MAX_DEPTH) {
    issues.push({ path: at(), message: 'is nested too deeply' });
    return;
  }
  const entries = Array.isArray(value)
    ? value.map((item, index) => [index, item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) collect(item, [...path, key], issues);
}

/** `what` names the call in the message ("act 51001", "the export filter"), as validateParams does. */
export function checkWireText(value: unknown, what = 'the call'): void {
  const issues: ParamIssue[] = [];
  collect(value, [], issues);
  if (issues.length === 0) return;
  const summary = issues.map((issue) => `${issue.path || 'params'}: ${issue.message}`).join('; ');
  throw new ActError('INVALID_PARAMS', `Invalid parameters for ${what}: ${summary}`, { issues });
}

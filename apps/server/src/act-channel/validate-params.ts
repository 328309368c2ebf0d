// Parameters read against their schema, as every entry point of the server reads them (the act channel, the CSV
// export): the wire text checked first (wire-text.ts), then the zod schema, every issue named in one
// INVALID_PARAMS failure.
import type { z } from 'zod';
import { ActError } from '../domain/act-error.js';
import { checkWireText } from './wire-text.js';

/** `what` names the call in the message ("act 51001", "the export filter"). */
export function validateParams<Schema extends z.ZodType>(
  schema: Schema,
  raw: unknown,
  what: string,
): z.output<Schema> {
  checkWireText(raw, what);
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const summary = issues.map((issue) => `${issue.path || 'params'}: ${issue.message}`).join('; ');
  throw new ActError('INVALID_PARAMS', `Invalid parameters for ${what}: ${summary}`, { issues });
}

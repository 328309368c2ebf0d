// A form's issues keyed by the field that shows them: from the act's own schema on the client, before the round
// trip, or from the server's INVALID_PARAMS `issues` (rules only the server knows). Shared by every form page.
import type { ParamIssue } from '@bluemanager/protocol';
import type { ZodType } from 'zod';

export type FieldIssues = Record<string, string>;

/** Issues keyed by their parameter path ('contacts.1', 'notify.email'); the first issue of a field wins. */
export function issuesByField(issues: readonly ParamIssue[]): FieldIssues {
  const result: FieldIssues = {};
  for (const issue of issues) {
    const path = issue.path.replace(/\[(\d+)\]/g, '.$1');
    result[path] ??= issue.message;
  }
  return result;
}

/** The issues a schema finds in `value`, in the same keying as the server's. */
export function schemaIssues(schema: ZodType, value: unknown): FieldIssues {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  return issuesByField(
    parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  );
}

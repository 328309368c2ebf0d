// Client-side issues in the user's language: the act's schema names the field, this names the message. The
// server's own INVALID_PARAMS messages are shown as it wrote them.
import type { TFunction } from 'i18next';
import type { FieldIssues } from '../../shared/form/field-issues';

const KNOWN = ['model_id', 'buid', 'place', 'name', 'size', 'category'] as const;

export function translateIssues(t: TFunction, issues: FieldIssues): FieldIssues {
  return Object.fromEntries(
    Object.keys(issues).map((path) => {
      const known = KNOWN.find((key) => key === path) ?? 'other';
      return [path, t(`machines.invalid.${known}`)];
    }),
  );
}

/** aria-describedby for a field with a help text and perhaps an issue (issueProps names only the issue). */
export function describedBy(id: string, help: boolean, issue: string | undefined): string | undefined {
  const ids = [help ? `${id}-help` : '', issue ? `${id}-issue` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

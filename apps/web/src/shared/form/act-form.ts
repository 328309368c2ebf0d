// Every form of the portal is a react-hook-form form whose values become one act's parameters. The act's own zod
// schema validates them (the browser refuses exactly what the server would), and an issue lands on the field that
// shows it, whether the schema found it before the round trip or the server's INVALID_PARAMS answer named it.
import {
  get,
  set,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { ZodType } from 'zod';
import { ActError } from '../../api/act-error';

export interface ActFormMapping<Values extends FieldValues> {
  /** The act's parameter schema (`act.params`). */
  schema: ZodType;
  /** The parameters the values become; `undefined` when there is nothing to send (an edit that changed nothing). */
  paramsOf: (values: Values) => unknown;
  /** The field that shows an issue of the parameter `path` ('bname', 'contacts.0', 'notify.email'); the path itself
   * when not given. */
  fieldOf?: (path: string, values: Values) => Path<Values>;
  /**
   * Issues the schema cannot place (it says only that labels repeat; this names the rows that share one). Each
   * carries its own `type`, so the message can say what is wrong; they come before the schema's own.
   */
  moreIssues?: (values: Values) => readonly FormIssue[];
}

export interface FormIssue {
  path: string;
  message: string;
  /** What the issue is, for the translated message ('schema' for the schema's own). */
  type?: string;
}

function fieldFor<Values extends FieldValues>(mapping: ActFormMapping<Values>, path: string, values: Values) {
  // Without a mapping of its own, a parameter's path is the field's: the form's values have the params' shape.
  const field = mapping.fieldOf ? mapping.fieldOf(path, values) : (path as Path<Values>);
  // An issue of a whole list (too few rows, labels that repeat) is the list's root, as react-hook-form keeps it,
  // so that it stands beside the issues of the list's rows.
  return Array.isArray(get(values, field)) ? (`${field}.root` as Path<Values>) : field;
}

/** Each issue on the field that shows it; the first issue of a field wins. */
function placeIssues<Values extends FieldValues>(
  mapping: ActFormMapping<Values>,
  issues: readonly FormIssue[],
  values: Values,
  type: string,
): { field: Path<Values>; error: FieldError }[] {
  const placed = new Map<Path<Values>, FieldError>();
  for (const issue of issues) {
    const field = fieldFor(mapping, issue.path.replace(/\[(\d+)\]/g, '.$1'), values);
    if (!placed.has(field)) placed.set(field, { type: issue.type ?? type, message: issue.message });
  }
  return [...placed].map(([field, error]) => ({ field, error }));
}

/** react-hook-form's resolver: the act's schema over the parameters the values become. */
export function actResolver<Values extends FieldValues>(mapping: ActFormMapping<Values>): Resolver<Values> {
  return (values) => {
    const params = mapping.paramsOf(values);
    if (params === undefined) return { values, errors: {} };
    const parsed = mapping.schema.safeParse(params);
    const issues: FormIssue[] = [...(mapping.moreIssues?.(values) ?? [])];
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        issues.push({ path: issue.path.map(String).join('.'), message: issue.message });
      }
    }
    if (issues.length === 0) return { values, errors: {} };
    const errors: FieldErrors<Values> = {};
    for (const { field, error } of placeIssues(mapping, issues, values, 'schema')) set(errors, field, error);
    return { values: {}, errors };
  };
}

/** The server's INVALID_PARAMS issues of a failed act, each on its field (as `setError` takes them). */
export function serverIssues<Values extends FieldValues>(
  mapping: ActFormMapping<Values>,
  error: unknown,
  values: Values,
): { field: Path<Values>; error: FieldError }[] {
  if (!(error instanceof ActError) || !error.issues) return [];
  return placeIssues(mapping, error.issues, values, 'server');
}

/**
 * The message under a field: the server's own words as it wrote them, or the schema's finding in the user's
 * language (`translate` names the field's rule, told the issue's type when a form gave it one).
 */
export function issueMessage(
  errors: FieldErrors,
  field: string,
  translate: (field: string, type: string) => string,
): string | undefined {
  const own: unknown = get(errors, field);
  const error: unknown = isFieldError(own) ? own : get(errors, `${field}.root`);
  if (!isFieldError(error)) return undefined;
  return error.type === 'server' ? error.message : translate(field, String(error.type));
}

function isFieldError(value: unknown): value is FieldError {
  return typeof value === 'object' && value !== null && 'type' in value;
}

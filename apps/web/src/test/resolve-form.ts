// Tests of a form's mapping: what its resolver (the act's schema over the parameters the values become) finds,
// as the fields it marks and the type of each issue.
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { actResolver, type ActFormMapping } from '../shared/form/act-form';

/** Each marked field ('layout.1.size'; a whole list by its own name) with its issue's type, in field order. */
export async function resolvedIssues<Values extends FieldValues>(
  mapping: ActFormMapping<Values>,
  values: Values,
): Promise<Record<string, string>> {
  const { errors } = await actResolver(mapping)(values, undefined, {} as ResolverOptions<Values>);
  const found: Record<string, string> = {};
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value !== 'object' || value === null) continue;
      const path = prefix ? `${prefix}.${key}` : key;
      if ('type' in value && 'message' in value) found[path.replace(/\.root$/, '')] = String(value.type);
      else walk(value, path);
    }
  };
  walk(errors, '');
  return Object.fromEntries(Object.entries(found).sort(([a], [b]) => a.localeCompare(b)));
}

/** Just the marked fields, sorted. */
export async function fieldsWithIssues<Values extends FieldValues>(
  mapping: ActFormMapping<Values>,
  values: Values,
): Promise<string[]> {
  return Object.keys(await resolvedIssues(mapping, values));
}

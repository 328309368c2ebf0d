// useForm for a form whose values become an act's parameters: validated by the act's schema, and the server's
// refusals shown on their fields after a failed call.
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { actResolver, serverIssues, type ActFormMapping } from './act-form';

export interface ActForm<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** Puts a failed act's INVALID_PARAMS issues on their fields (other failures change nothing). */
  showServerIssues: (error: unknown, values: Values) => void;
}

export function useActForm<Values extends FieldValues>(
  mapping: ActFormMapping<Values>,
  defaultValues: DefaultValues<Values>,
): ActForm<Values> {
  const form = useForm<Values>({ resolver: actResolver(mapping), defaultValues });
  const showServerIssues = (error: unknown, values: Values) => {
    for (const issue of serverIssues(mapping, error, values)) form.setError(issue.field, issue.error);
  };
  return { form, showServerIssues };
}

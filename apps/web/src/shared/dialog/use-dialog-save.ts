// Saving a form dialog's values through an act: the browser's own check first (a toast points at the fields), then
// the call; a success says so, refreshes the lists it changed and closes; a refusal puts the server's issues on
// their fields and says why in a toast. The dialog keeps only what differs: the call and the success text.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ActForm } from '../form/use-act-form';

interface DialogSave<Values extends FieldValues, Result> {
  actForm: ActForm<Values>;
  save: (values: Values) => Promise<Result>;
  /** The success toast. */
  savedText: (result: Result) => string;
  /** The query keys whose lists the save changes. */
  refresh: readonly QueryKey[];
  onSaved: (result: Result) => void;
}

export interface DialogSubmit {
  submit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
}

export function useDialogSave<Values extends FieldValues, Result>({
  actForm,
  save,
  savedText,
  refresh,
  onSaved,
}: DialogSave<Values, Result>): DialogSubmit {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (result) => {
      toast.success(savedText(result));
      for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
      onSaved(result);
    },
    onError: (error, values) => {
      actForm.showServerIssues(error, values);
      toast.error(t('form.failed', { reason: error.message }));
    },
  });
  const handle = actForm.form.handleSubmit(
    (values) => mutation.mutate(values),
    () => toast.error(t('form.checkFields')),
  );
  return { submit: (event) => void handle(event), pending: mutation.isPending };
}

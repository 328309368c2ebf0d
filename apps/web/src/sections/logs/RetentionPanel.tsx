// How long machine log entries are kept (acts 52074 and 52075), for system admins of the operator: a form on the
// act's own schema, so the browser refuses what the server would; the oldest entry kept says what the sweep left.
import { MACHINE_LOG_RETENTION, logRetentionAct, setLogRetentionAct } from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { formatZonedDateTime } from '../../format/time';
import type { ActFormMapping } from '../../shared/form/act-form';
import { TouchSpinField } from '../../shared/form/TouchSpinField';
import { useActForm } from '../../shared/form/use-act-form';

/** The days as the stepper holds them: digits. */
interface RetentionDraft {
  machine_days: string;
}

const paramsOf = (draft: RetentionDraft) => ({
  machine_days: /^\d+$/.test(draft.machine_days) ? Number(draft.machine_days) : Number.NaN,
});

const mapping: ActFormMapping<RetentionDraft> = { schema: setLogRetentionAct.params, paramsOf };

export function RetentionPanel() {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: ['logs', 'retention'], queryFn: () => act(logRetentionAct, {}) });
  const { form } = useActForm<RetentionDraft>(mapping, {
    machine_days: String(MACHINE_LOG_RETENTION.default),
  });
  const stored = current.data?.machine_days;
  useEffect(() => {
    if (stored !== undefined) form.reset({ machine_days: String(stored) });
  }, [stored, form]);
  const save = useMutation({
    mutationFn: (values: RetentionDraft) => act(setLogRetentionAct, paramsOf(values)),
    onSuccess: (saved) => {
      queryClient.setQueryData(['logs', 'retention'], saved);
      toast.success(t('logs.machine.retention.saved', { days: saved.machine_days }));
    },
    onError: (error) => toast.error(t('logs.machine.retention.failed', { reason: error.message })),
  });
  const issue = form.formState.errors.machine_days;
  const help = t('logs.machine.retention.help', {
    min: MACHINE_LOG_RETENTION.min,
    max: MACHINE_LOG_RETENTION.max,
  });
  return (
    <section className="card mt-3" aria-labelledby="retention-title" data-testid="log-retention">
      <div className="card-body">
        <h2 id="retention-title" className="h6">
          {t('logs.machine.retention.title')}
        </h2>
        <form
          className="d-flex flex-wrap align-items-end gap-2"
          noValidate
          onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)}
        >
          <TouchSpinField
            id="retention-days"
            label={t('logs.machine.retention.days')}
            control={form.control}
            name="machine_days"
            min={MACHINE_LOG_RETENTION.min}
            max={MACHINE_LOG_RETENTION.max}
            small
            message={issue ? help : undefined}
          />
          <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
            {t('logs.machine.retention.save')}
          </button>
        </form>
        <p className="form-text mb-0 mt-2">
          {help}{' '}
          {current.data?.oldest
            ? t('logs.machine.retention.oldest', {
                time: formatZonedDateTime(current.data.oldest, undefined, i18n.language),
              })
            : t('logs.machine.retention.none')}
        </p>
      </div>
    </section>
  );
}

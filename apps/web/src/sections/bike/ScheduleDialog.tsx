// Scheduling an abandoned bike's collection (act 58007): a time in the user's own zone (said beside the field)
// sent as an ISO instant, and an optional note; the act's schema checks both, the server that it lies ahead.
import { bikeScheduleAct, type BikeCollectionItem } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { zoneLabel } from '../../format/time';
import { FieldIssue, issueProps } from '../../shared/form/FieldIssue';
import { FormField } from '../../shared/form/FormField';
import { useActForm } from '../../shared/form/use-act-form';
import { BikeDialogFooter } from './BikeDialogFooter';

interface ScheduleDraft {
  at: string;
  note: string;
}

/** A datetime-local value ('2026-11-26T09:30') read in the browser's zone, as an ISO instant; '' when unreadable. */
export function instantOf(local: string): string {
  const time = new Date(local).getTime();
  return local === '' || Number.isNaN(time) ? '' : new Date(time).toISOString();
}

const pad = (value: number) => String(value).padStart(2, '0');
/** Tomorrow at 9:00 in the browser's zone, as a datetime-local value. */
function tomorrowMorning(): string {
  const date = new Date(Date.now() + 86_400_000);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T09:00`;
}

export function ScheduleDialog({
  collection,
  onClose,
}: {
  collection: BikeCollectionItem;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const paramsOf = (draft: ScheduleDraft) => ({
    uuid: collection.uuid,
    id: collection.id,
    at: instantOf(draft.at),
    note: draft.note,
  });
  const { form, showServerIssues } = useActForm<ScheduleDraft>(
    { schema: bikeScheduleAct.params, paramsOf },
    { at: tomorrowMorning(), note: collection.note },
  );
  const save = useMutation({
    mutationFn: (draft: ScheduleDraft) => act(bikeScheduleAct, paramsOf(draft)),
    onSuccess: () => {
      toast.success(t('bike.collections.schedule.done', { dock: collection.dock }));
      onClose();
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(
        t('bike.collections.failed', {
          action: t('bike.collections.actions.schedule'),
          reason: error.message,
        }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bike'] }),
  });
  const submit = form.handleSubmit((draft) => save.mutate(draft));
  const atIssue = form.formState.errors.at?.message;
  return (
    <Modal show onHide={onClose} centered aria-labelledby="bike-schedule-title">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="schedule-dialog">
        <Modal.Header closeButton closeLabel={t('bike.collections.actions.cancel')}>
          <Modal.Title id="bike-schedule-title" as="h2" className="h5">
            {t('bike.collections.schedule.title', { dock: collection.dock })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div className="mb-3">
            <label className="form-label" htmlFor="bike-schedule-at">
              {t('bike.collections.schedule.at', { zone: zoneLabel(Date.now(), undefined, i18n.language) })}
            </label>
            <input
              id="bike-schedule-at"
              type="datetime-local"
              {...issueProps('bike-schedule-at', atIssue)}
              {...form.register('at')}
            />
            <FieldIssue id="bike-schedule-at-issue" message={atIssue} />
          </div>
          <FormField
            id="bike-schedule-note"
            className="mb-0"
            label={t('bike.collections.schedule.note')}
            input={{ maxLength: 300 }}
            registration={form.register('note')}
            message={form.formState.errors.note?.message}
          />
        </Modal.Body>
        <BikeDialogFooter
          onCancel={onClose}
          pending={save.isPending}
          submitLabel={t('bike.collections.schedule.save')}
          testId="schedule-submit"
        />
      </form>
    </Modal>
  );
}

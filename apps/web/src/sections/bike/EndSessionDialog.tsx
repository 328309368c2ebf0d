// Ending a session by staff (act 58004): the reason is required and validated by the act's own schema, in the
// browser as on the server; the lists and the home's figures are read again afterwards.
import { bikeSessionEndAct, type BikeSessionItem } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { FormField } from '../../shared/form/FormField';
import { useActForm } from '../../shared/form/use-act-form';
import { BikeDialogFooter } from './BikeDialogFooter';

interface EndDraft {
  reason: string;
}

export function EndSessionDialog({ session, onClose }: { session: BikeSessionItem; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const paramsOf = (draft: EndDraft) => ({ uuid: session.uuid, id: session.id, reason: draft.reason });
  const { form, showServerIssues } = useActForm<EndDraft>(
    { schema: bikeSessionEndAct.params, paramsOf },
    { reason: '' },
  );
  const end = useMutation({
    mutationFn: (draft: EndDraft) => act(bikeSessionEndAct, paramsOf(draft)),
    onSuccess: () => {
      toast.success(t('bike.sessions.end.done', { dock: session.dock }));
      onClose();
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(
        t('bike.sessions.failed', { action: t('bike.sessions.actions.end'), reason: error.message }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bike'] }),
  });
  const submit = form.handleSubmit((draft) => end.mutate(draft));
  return (
    <Modal show onHide={onClose} centered aria-labelledby="bike-end-title">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="end-session-dialog">
        <Modal.Header closeButton closeLabel={t('bike.sessions.actions.cancel')}>
          <Modal.Title id="bike-end-title" as="h2" className="h5">
            {t('bike.sessions.end.title', { dock: session.dock })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t('bike.sessions.end.body')}</p>
          <FormField
            id="bike-end-reason"
            className="mb-0"
            label={t('bike.sessions.end.reason')}
            input={{ maxLength: 300 }}
            registration={form.register('reason')}
            message={form.formState.errors.reason?.message}
          />
        </Modal.Body>
        <BikeDialogFooter
          onCancel={onClose}
          pending={end.isPending}
          submitLabel={t('bike.sessions.actions.end')}
          testId="end-session-submit"
        />
      </form>
    </Modal>
  );
}

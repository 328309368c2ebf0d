// Stop SMS to a number on its owner's behalf (act 51027), on react-hook-form with the act's own schema.
import { displayPhone, optOutAddAct } from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { issueMessage, type ActFormMapping } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { useActForm } from '../../shared/form/use-act-form';

interface OptOutDraft {
  phone: string;
  note: string;
}

const mapping: ActFormMapping<OptOutDraft> = { schema: optOutAddAct.params, paramsOf: (draft) => draft };

export function AddOptOutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const queryClient = useQueryClient();
  const { form, showServerIssues } = useActForm<OptOutDraft>(mapping, { phone: '', note: '' });
  const issueOf = (field: keyof OptOutDraft) =>
    issueMessage(form.formState.errors, field, (name) => t(`sms.optOuts.invalid.${name}`));
  const add = useMutation({
    mutationFn: (draft: OptOutDraft) => act(optOutAddAct, draft),
    onSuccess: (answer) => {
      toast.success(
        t(answer.added ? 'sms.optOuts.added' : 'sms.optOuts.already', { phone: displayPhone(answer.phone) }),
      );
      void queryClient.invalidateQueries({ queryKey: ['sms', 'opt-outs'] });
      onClose();
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(t('sms.optOuts.failed', { reason: error.message }));
    },
  });
  const submit = form.handleSubmit((draft) => add.mutate(draft));
  return (
    <Modal show onHide={onClose} centered aria-labelledby="opt-out-title">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="opt-out-form">
        <Modal.Header closeButton closeLabel={t('sms.dialog.cancel')}>
          <Modal.Title id="opt-out-title" as="h2" className="h5">
            {t('sms.optOuts.addTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormField
            id="opt-out-phone"
            className="mb-3"
            type="tel"
            label={t('sms.optOuts.phone')}
            help={t('sms.optOuts.phoneHelp')}
            input={{ maxLength: 40, autoComplete: 'off' }}
            registration={form.register('phone')}
            message={issueOf('phone')}
          />
          <FormField
            id="opt-out-note"
            className=""
            label={t('sms.optOuts.note')}
            input={{ maxLength: 200 }}
            registration={form.register('note')}
            message={issueOf('note')}
          />
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('sms.dialog.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={add.isPending}>
            {t('sms.optOuts.addSubmit')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

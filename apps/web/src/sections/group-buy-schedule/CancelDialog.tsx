// Cancelling a campaign (act 65006) with a reason: it closes for good, and since nothing was charged, nothing is
// refunded.
import { groupBuyCancelAct, type CampaignItem } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { DialogForm, FormDialog } from '../../shared/dialog/FormDialog';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
import { issueMessage } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { useActForm } from '../../shared/form/use-act-form';

interface CancelDraft {
  reason: string;
}

const TITLE_ID = 'group-buy-cancel-title';

function CancelForm({ campaign, onClose }: { campaign: CampaignItem; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const paramsOf = (draft: CancelDraft) => ({ id: campaign.id, reason: draft.reason });
  const actForm = useActForm<CancelDraft>({ schema: groupBuyCancelAct.params, paramsOf }, { reason: '' });
  const { submit, pending } = useDialogSave({
    actForm,
    save: (draft: CancelDraft) => act(groupBuyCancelAct, paramsOf(draft)),
    savedText: () => t('groupBuy.cancel.done', { name: campaign.name }),
    refresh: [['group-buy']],
    onSaved: onClose,
  });
  return (
    <DialogForm
      titleId={TITLE_ID}
      title={t('groupBuy.cancel.title', { name: campaign.name })}
      testId="cancel-dialog"
      onSubmit={submit}
      footer={{
        onCancel: onClose,
        pending,
        submitLabel: t('groupBuy.cancel.submit'),
        testId: 'cancel-submit',
      }}
    >
      <p>{t('groupBuy.cancel.explain')}</p>
      <FormField
        id="cancel-reason"
        className="mb-0"
        label={t('groupBuy.cancel.reason')}
        input={{ maxLength: 200 }}
        registration={actForm.form.register('reason')}
        message={issueMessage(actForm.form.formState.errors, 'reason', () => t('groupBuy.cancel.invalid'))}
      />
    </DialogForm>
  );
}

export function CancelDialog({
  campaign,
  onClose,
}: {
  campaign: CampaignItem | undefined;
  onClose: () => void;
}) {
  return (
    <FormDialog target={campaign} onClose={onClose} titleId={TITLE_ID}>
      {(target) => <CancelForm campaign={target} onClose={onClose} />}
    </FormDialog>
  );
}

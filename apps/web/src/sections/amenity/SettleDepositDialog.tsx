// Settling a held deposit by hand (act 59010): release it (the item came back outside the machine) or keep it (the
// item is lost and written off). The reason is required and validated by the act's own schema.
import { amenityDepositSettleAct, type AmenityDepositItem } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { DialogForm, FormDialog } from '../../shared/dialog/FormDialog';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
import { issueMessage } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { useActForm } from '../../shared/form/use-act-form';
import { amountText } from './amenity-format';

export interface Settling {
  deposit: AmenityDepositItem;
  outcome: 'release' | 'keep';
}

function SettleForm({ settling, onClose }: { settling: Settling; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const { deposit, outcome } = settling;
  const paramsOf = (values: { reason: string }) => ({
    buid: deposit.buid,
    id: deposit.id,
    outcome,
    reason: values.reason,
  });
  const actForm = useActForm({ schema: amenityDepositSettleAct.params, paramsOf }, { reason: '' });
  const { submit, pending } = useDialogSave({
    actForm,
    save: (values: { reason: string }) => act(amenityDepositSettleAct, paramsOf(values)),
    savedText: (saved) => t('amenity.deposits.settle.done', { item: saved.item }),
    refresh: [['amenity']],
    onSaved: onClose,
  });
  const amount = amountText(deposit.amount_cents, deposit.currency, i18n.language);
  return (
    <DialogForm
      titleId="amenity-settle-title"
      title={t(`amenity.deposits.settle.${outcome}Title`, { item: deposit.item })}
      testId="settle-deposit-dialog"
      onSubmit={submit}
      footer={{
        onCancel: onClose,
        pending,
        submitLabel: t(`amenity.deposits.actions.${outcome}`),
        testId: 'settle-deposit-submit',
      }}
    >
      <p>{t(`amenity.deposits.settle.${outcome}Body`, { amount, member: deposit.member })}</p>
      <FormField
        id="amenity-settle-reason"
        className="mb-0"
        label={t('amenity.deposits.settle.reason')}
        input={{ maxLength: 200 }}
        registration={actForm.form.register('reason')}
        message={issueMessage(actForm.form.formState.errors, 'reason', () =>
          t('amenity.tags.invalid.reason'),
        )}
      />
    </DialogForm>
  );
}

export function SettleDepositDialog({
  settling,
  onClose,
}: {
  settling: Settling | undefined;
  onClose: () => void;
}) {
  return (
    <FormDialog target={settling} onClose={onClose} titleId="amenity-settle-title">
      {(target) => <SettleForm settling={target} onClose={onClose} />}
    </FormDialog>
  );
}

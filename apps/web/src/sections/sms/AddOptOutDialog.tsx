// Stop SMS to a number on its owner's behalf (act 51027), on react-hook-form with the act's own schema.
import { displayPhone, optOutAddAct } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { DialogForm, FormDialog } from '../../shared/dialog/FormDialog';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
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
  const actForm = useActForm<OptOutDraft>(mapping, { phone: '', note: '' });
  const { form } = actForm;
  const issueOf = (field: keyof OptOutDraft) =>
    issueMessage(form.formState.errors, field, (name) => t(`sms.optOuts.invalid.${name}`));
  const { submit, pending } = useDialogSave({
    actForm,
    save: (draft: OptOutDraft) => act(optOutAddAct, draft),
    savedText: (answer) =>
      t(answer.added ? 'sms.optOuts.added' : 'sms.optOuts.already', { phone: displayPhone(answer.phone) }),
    refresh: [['sms', 'opt-outs']],
    onSaved: onClose,
  });
  return (
    <FormDialog target="new" onClose={onClose} titleId="opt-out-title">
      {() => (
        <DialogForm
          titleId="opt-out-title"
          title={t('sms.optOuts.addTitle')}
          testId="opt-out-form"
          onSubmit={submit}
          footer={{ onCancel: onClose, pending, submitLabel: t('sms.optOuts.addSubmit') }}
        >
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
        </DialogForm>
      )}
    </FormDialog>
  );
}

// A unit's new name (act 65504), on react-hook-form with the act's own schema: its residents move with it.
import { renameUnitAct, type SubscriptionUnit } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { DialogForm, FormDialog } from '../../shared/dialog/FormDialog';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
import { issueMessage, type ActFormMapping } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { useActForm } from '../../shared/form/use-act-form';

interface NameDraft {
  name: string;
}

function RenameForm({ unit, onClose }: { unit: SubscriptionUnit; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const mapping: ActFormMapping<NameDraft> = {
    schema: renameUnitAct.params,
    paramsOf: (draft) => ({ id: unit.id, name: draft.name }),
    fieldOf: () => 'name',
  };
  const actForm = useActForm<NameDraft>(mapping, { name: unit.name });
  const { form } = actForm;
  const { submit, pending } = useDialogSave({
    actForm,
    save: (draft: NameDraft) => act(renameUnitAct, { id: unit.id, name: draft.name }),
    savedText: (_result) => t('subscription.units.renamed', { name: form.getValues('name').trim() }),
    refresh: [['subscription']],
    onSaved: onClose,
  });
  return (
    <DialogForm
      titleId="subscription-unit-title"
      title={t('subscription.units.renameUnit', { name: unit.name })}
      testId="unit-rename-form"
      onSubmit={submit}
      footer={{
        onCancel: onClose,
        pending,
        submitLabel: t('subscription.units.rename'),
        testId: 'unit-rename-submit',
      }}
    >
      <FormField
        id="unit-new-name"
        className=""
        label={t('subscription.units.name')}
        help={t('subscription.units.nameHelp')}
        input={{ maxLength: 20, autoComplete: 'off' }}
        registration={form.register('name')}
        message={issueMessage(form.formState.errors, 'name', () => t('subscription.units.invalidName'))}
      />
    </DialogForm>
  );
}

export function UnitNameDialog({
  unit,
  onClose,
}: {
  unit: SubscriptionUnit | undefined;
  onClose: () => void;
}) {
  return (
    <FormDialog target={unit} onClose={onClose} titleId="subscription-unit-title">
      {(target) => <RenameForm unit={target} onClose={onClose} />}
    </FormDialog>
  );
}

// A building's plan (act 65506): currency, the two monthly prices typed as people write money, the first day billed
// and the state, on react-hook-form with the act's own schema.
import { CURRENCIES, PLAN_STATES, savePlanAct, type SubscriptionBuilding } from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { DialogForm, FormDialog } from '../../shared/dialog/FormDialog';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
import { issueMessage } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { SelectField } from '../../shared/form/SelectField';
import { useActForm } from '../../shared/form/use-act-form';
import { planDraftOf, planMapping, planParams, type PlanDraft } from './plan-form';

function PlanForm({ building, onClose }: { building: SubscriptionBuilding; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const actForm = useActForm<PlanDraft>(
    planMapping(building.buid),
    planDraftOf(building, new Date().toISOString().slice(0, 10)),
  );
  const { form } = actForm;
  const { submit, pending } = useDialogSave({
    actForm,
    save: (draft: PlanDraft) => act(savePlanAct, planParams(building.buid, draft)),
    savedText: () => t('subscription.planDialog.saved', { name: building.bname }),
    refresh: [['subscription']],
    onSaved: onClose,
  });
  const currency = form.watch('currency');
  const issueOf = (field: keyof PlanDraft) =>
    issueMessage(form.formState.errors, field, (name) =>
      t(
        `subscription.planDialog.invalid.${name === 'unit_price' || name === 'locker_price' || name === 'starts_on' ? name : 'other'}`,
      ),
    );
  return (
    <DialogForm
      titleId="subscription-plan-title"
      title={t('subscription.planDialog.title', { name: building.bname })}
      testId="plan-form"
      onSubmit={submit}
      footer={{
        onCancel: onClose,
        pending,
        submitLabel: t('subscription.planDialog.save'),
        testId: 'plan-submit',
      }}
    >
      <div className="row g-3">
        <SelectField
          id="plan-currency"
          className="col-12 col-md-6"
          label={t('subscription.planDialog.currency')}
          control={form.control}
          name="currency"
          message={issueOf('currency')}
        >
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="plan-state"
          className="col-12 col-md-6"
          label={t('subscription.planDialog.state')}
          control={form.control}
          name="state"
          message={issueOf('state')}
        >
          {PLAN_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`subscription.planState.${state}`)}
            </option>
          ))}
        </SelectField>
        <FormField
          id="plan-unit-price"
          label={t('subscription.planDialog.unitPrice')}
          help={t('subscription.planDialog.priceHelp', { currency })}
          input={{ maxLength: 16, autoComplete: 'off' }}
          registration={form.register('unit_price')}
          message={issueOf('unit_price')}
        />
        <FormField
          id="plan-locker-price"
          label={t('subscription.planDialog.lockerPrice')}
          help={t('subscription.planDialog.priceHelp', { currency })}
          input={{ maxLength: 16, autoComplete: 'off' }}
          registration={form.register('locker_price')}
          message={issueOf('locker_price')}
        />
        <FormField
          id="plan-starts-on"
          className="col-12"
          type="date"
          label={t('subscription.planDialog.startsOn')}
          help={t('subscription.planDialog.startsOnHelp')}
          registration={form.register('starts_on')}
          message={issueOf('starts_on')}
        />
      </div>
    </DialogForm>
  );
}

export function PlanDialog({
  building,
  onClose,
}: {
  building: SubscriptionBuilding | undefined;
  onClose: () => void;
}) {
  return (
    <FormDialog target={building} onClose={onClose} titleId="subscription-plan-title" size="lg">
      {(target) => <PlanForm building={target} onClose={onClose} />}
    </FormDialog>
  );
}

// Create or edit a plan (acts 65102, 65103): name, price and currency, period, the three benefits and whether it is on
// sale. Validated with the act's own schema, the server's refusals on their fields.
import {
  CURRENCIES,
  PLAN_PERIODS,
  premiumPlanCreateAct,
  premiumPlanUpdateAct,
  type PremiumPlan,
} from '@bluemanager/protocol';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { DialogForm, FormDialog } from '../../shared/dialog/FormDialog';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
import { issueMessage } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { SelectField } from '../../shared/form/SelectField';
import { SwitchField } from '../../shared/form/SwitchField';
import { useActForm } from '../../shared/form/use-act-form';
import { draftOf, EMPTY_PLAN, planMapping, planParams, type PlanDraft } from './plan-form';

/** 'new' for a new plan, else the plan to edit. */
export type PlanTarget = 'new' | PremiumPlan;

const ISSUE_KEYS: Partial<Record<keyof PlanDraft, string>> = {
  name: 'name',
  price: 'price',
  extra_hold_days: 'holdDays',
  free_deliveries: 'deliveries',
  discount_percent: 'discount',
};

function PlanForm({ target, onClose }: { target: PlanTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useAct();
  const editing = target === 'new' ? undefined : target;
  const actForm = useActForm<PlanDraft>(planMapping, editing ? draftOf(editing) : EMPTY_PLAN);
  const { form } = actForm;
  const currency = form.watch('currency');
  const { submit, pending } = useDialogSave({
    actForm,
    save: (draft: PlanDraft) =>
      editing
        ? act(premiumPlanUpdateAct, { id: editing.id, ...planParams(draft) })
        : act(premiumPlanCreateAct, planParams(draft)),
    savedText: () =>
      t(editing ? 'premium.planForm.saved' : 'premium.planForm.created', { name: form.getValues('name') }),
    refresh: [['premium']],
    onSaved: onClose,
  });
  const issueOf = (field: keyof PlanDraft) =>
    issueMessage(form.formState.errors, field, () =>
      t(`premium.planForm.invalid.${ISSUE_KEYS[field] ?? 'other'}`),
    );
  const number = (
    field: 'extra_hold_days' | 'free_deliveries' | 'discount_percent',
    label: string,
    help?: string,
  ) => (
    <FormField
      id={`plan-${field}`}
      className="col-12 col-sm-4"
      type="number"
      label={label}
      help={help}
      registration={form.register(field)}
      message={issueOf(field)}
    />
  );
  return (
    <DialogForm
      titleId="premium-plan-title"
      title={
        editing ? t('premium.planForm.editTitle', { name: editing.name }) : t('premium.planForm.createTitle')
      }
      testId="premium-plan-dialog"
      onSubmit={submit}
      footer={{
        onCancel: onClose,
        pending,
        submitLabel: t(editing ? 'premium.planForm.save' : 'premium.planForm.create'),
        testId: 'premium-plan-submit',
      }}
    >
      <div className="row g-3">
        <FormField
          id="plan-name"
          className="col-12"
          label={t('premium.planForm.name')}
          input={{ maxLength: 80 }}
          registration={form.register('name')}
          message={issueOf('name')}
        />
        <FormField
          id="plan-price"
          className="col-12 col-sm-4"
          label={t('premium.planForm.price')}
          help={t('premium.planForm.priceHelp', { currency })}
          input={{ maxLength: 16, autoComplete: 'off' }}
          registration={form.register('price')}
          message={issueOf('price')}
        />
        <SelectField
          id="plan-currency"
          className="col-6 col-sm-4"
          label={t('premium.planForm.currency')}
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
          id="plan-period"
          className="col-6 col-sm-4"
          label={t('premium.planForm.period')}
          control={form.control}
          name="period"
          message={issueOf('period')}
        >
          {PLAN_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`premium.periods.${period}`)}
            </option>
          ))}
        </SelectField>
        {number('extra_hold_days', t('premium.planForm.holdDays'), t('premium.planForm.holdDaysHelp'))}
        {number('free_deliveries', t('premium.planForm.deliveries'))}
        {number('discount_percent', t('premium.planForm.discount'))}
        <SwitchField
          id="plan-active"
          className="col-12 ms-2"
          label={t('premium.planForm.active')}
          registration={form.register('active')}
        />
      </div>
    </DialogForm>
  );
}

export function PlanDialog({ target, onClose }: { target: PlanTarget | undefined; onClose: () => void }) {
  return (
    <FormDialog target={target} onClose={onClose} titleId="premium-plan-title" size="lg">
      {(plan) => <PlanForm target={plan} onClose={onClose} />}
    </FormDialog>
  );
}

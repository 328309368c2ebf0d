// Cancel a subscription (act 65113): at the end of the paid period (the default, no refund) or now with the unused
// whole days refunded pro rata, with a reason. The dialog holds one idempotency key, so a double press cancels once.
import {
  CANCEL_WHEN,
  premiumCancelAct,
  type ActParams,
  type PremiumSubscription,
} from '@bluemanager/protocol';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAct } from '../../api/use-act';
import { DialogForm, FormDialog } from '../../shared/dialog/FormDialog';
import { useDialogSave } from '../../shared/dialog/use-dialog-save';
import { issueMessage, type ActFormMapping } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { useActForm } from '../../shared/form/use-act-form';
import { dayIn } from './premium-dates';

type CancelForm = ActParams<typeof premiumCancelAct>;

export function CancelDialog({
  subscription,
  onClose,
}: {
  subscription: PremiumSubscription;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const act = useAct();
  const [key] = useState(() => crypto.randomUUID());
  const mapping = useMemo<ActFormMapping<CancelForm>>(
    () => ({ schema: premiumCancelAct.params, paramsOf: (values) => ({ ...values, key }) }),
    [key],
  );
  const actForm = useActForm<CancelForm>(mapping, {
    id: subscription.id,
    when: 'period-end',
    reason: '',
    key,
  });
  const { form } = actForm;
  const { submit, pending } = useDialogSave({
    actForm,
    save: (values: CancelForm) => act(premiumCancelAct, { ...values, key }),
    savedText: (detail) =>
      detail.subscription.state === 'cancelled'
        ? t('premium.cancel.done', { name: subscription.member })
        : t('premium.cancel.booked', {
            name: subscription.member,
            date: dayIn(detail.subscription.period_end, subscription.tz),
          }),
    refresh: [['premium']],
    onSaved: onClose,
  });
  const when = form.watch('when');
  return (
    <FormDialog target={subscription} onClose={onClose} titleId="premium-cancel-title">
      {() => (
        <DialogForm
          titleId="premium-cancel-title"
          title={t('premium.cancel.title', { name: subscription.member })}
          testId="premium-cancel-dialog"
          onSubmit={submit}
          footer={{
            onCancel: onClose,
            pending,
            submitLabel: t('premium.cancel.submit'),
            testId: 'premium-cancel-submit',
          }}
        >
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{t('premium.cancel.when')}</legend>
            {CANCEL_WHEN.map((option) => (
              <div className="form-check" key={option}>
                <input
                  id={`premium-cancel-${option}`}
                  type="radio"
                  className="form-check-input"
                  value={option}
                  {...form.register('when')}
                />
                <label className="form-check-label" htmlFor={`premium-cancel-${option}`}>
                  {option === 'now'
                    ? t('premium.cancel.now')
                    : t('premium.cancel.periodEnd', {
                        date: dayIn(subscription.period_end, subscription.tz),
                      })}
                </label>
              </div>
            ))}
          </fieldset>
          {when === 'now' && <p className="small">{t('premium.cancel.rule')}</p>}
          <FormField
            id="premium-cancel-reason"
            className="mb-0"
            label={t('premium.cancel.reason')}
            input={{ maxLength: 200 }}
            registration={form.register('reason')}
            message={issueMessage(form.formState.errors, 'reason', () => t('premium.cancel.invalid.reason'))}
          />
        </DialogForm>
      )}
    </FormDialog>
  );
}

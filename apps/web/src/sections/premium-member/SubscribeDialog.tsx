// Subscribe a member (act 65112): find the member, choose a plan on sale, give the card token, and charge. The
// provider's answer is said as it came: subscribed, declined with why (no subscription), or still waiting.
import { formatMoney, memberListAct, premiumSubscribeAct, type ActResult } from '@bluemanager/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { DialogForm, FormDialog } from '../../shared/dialog/FormDialog';
import { issueMessage } from '../../shared/form/act-form';
import { FormField } from '../../shared/form/FormField';
import { SelectField } from '../../shared/form/SelectField';
import { SwitchField } from '../../shared/form/SwitchField';
import { useActForm } from '../../shared/form/use-act-form';
import { subscriptionPath } from './premium-columns';
import { EMPTY_SUBSCRIBE, subscribeMapping, subscribeParams, type SubscribeDraft } from './subscribe-form';
import { usePremiumPlans } from './use-premium-plans';

const MATCHES = 8;

export function SubscribeDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const act = useAct();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [key] = useState(() => crypto.randomUUID());
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const mapping = useMemo(() => subscribeMapping(key), [key]);
  const { form, showServerIssues } = useActForm<SubscribeDraft>(mapping, EMPTY_SUBSCRIBE);
  const plans = usePremiumPlans();
  const onSale = (plans.data?.plans ?? []).filter((plan) => plan.active);
  const members = useQuery({
    queryKey: ['premium', 'member-search', query],
    queryFn: () => act(memberListAct, { q: query, status: 'active', count: MATCHES }),
    enabled: query.length >= 2,
  });
  const issueOf = (field: 'member' | 'plan' | 'method') =>
    issueMessage(form.formState.errors, field, () => t(`premium.subscribe.invalid.${field}`));
  const subscribe = useMutation({
    mutationFn: (draft: SubscribeDraft) => act(premiumSubscribeAct, subscribeParams(draft, key)),
    onSuccess: (result: ActResult<typeof premiumSubscribeAct>) => {
      if (result.outcome === 'declined') {
        toast.error(t('premium.subscribe.declined', { reason: t(`premium.failures.${result.failure}`) }));
        return;
      }
      if (result.outcome === 'pending') {
        toast.warning(t('premium.subscribe.pending', { number: result.order_number }));
        onClose();
        return;
      }
      toast.success(t('premium.subscribe.subscribed', { name: result.subscription.member }));
      onClose();
      void navigate(subscriptionPath(result.subscription.id));
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(t('form.failed', { reason: error.message }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['premium'] }),
  });
  const submit = form.handleSubmit(
    (draft) => subscribe.mutate(draft),
    () => toast.error(t('form.checkFields')),
  );
  return (
    <FormDialog target={true} onClose={onClose} titleId="premium-subscribe-title">
      {() => (
        <DialogForm
          titleId="premium-subscribe-title"
          title={t('premium.subscribe.title')}
          testId="premium-subscribe-dialog"
          onSubmit={(event) => void submit(event)}
          footer={{
            onCancel: onClose,
            pending: subscribe.isPending,
            submitLabel: t('premium.subscribe.submit'),
            testId: 'premium-subscribe-submit',
          }}
        >
          <div className="row g-3">
            <div className="col-12">
              <label className="form-label" htmlFor="premium-member-search">
                {t('premium.subscribe.search')}
              </label>
              <input
                id="premium-member-search"
                type="search"
                className="form-control"
                value={search}
                maxLength={64}
                autoComplete="off"
                aria-describedby="premium-member-search-help"
                onChange={(event) => setSearch(event.target.value)}
              />
              <div id="premium-member-search-help" className="form-text">
                {t('premium.subscribe.searchHelp')}
              </div>
            </div>
            <SelectField
              id="premium-member"
              className="col-12"
              label={t('premium.subscribe.pick')}
              control={form.control}
              name="member"
              message={issueOf('member')}
            >
              <option value="">
                {query.length >= 2 && members.data?.items.length === 0
                  ? t('premium.subscribe.noMatch')
                  : t('premium.subscribe.choose')}
              </option>
              {(members.data?.items ?? []).map((member) => (
                <option key={member.id} value={String(member.id)}>
                  {[member.name, member.bname, member.unit].filter(Boolean).join(', ')}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="premium-plan"
              className="col-12 col-md-6"
              label={t('premium.subscribe.plan')}
              control={form.control}
              name="plan"
              message={issueOf('plan')}
            >
              <option value="">{t('premium.subscribe.choosePlan')}</option>
              {onSale.map((plan) => (
                <option key={plan.id} value={String(plan.id)}>
                  {`${plan.name}, ${t(`premium.perPeriod.${plan.period}`, { price: formatMoney(plan.price, i18n.language) })}`}
                </option>
              ))}
            </SelectField>
            <FormField
              id="premium-method"
              label={t('premium.subscribe.method')}
              help={t('premium.subscribe.methodHelp')}
              input={{ maxLength: 100, autoComplete: 'off' }}
              registration={form.register('method')}
              message={issueOf('method')}
            />
            <SwitchField
              id="premium-auto-renew"
              className="col-12 ms-2"
              label={t('premium.subscribe.autoRenew')}
              registration={form.register('auto_renew')}
            />
          </div>
        </DialogForm>
      )}
    </FormDialog>
  );
}

// Premium plans (`#/premium-member/plans`, acts 65101–65104): each plan with its price, period, benefits and members;
// New plan, Edit and Remove for those who may (a plan that had members is retired, not deleted).
import {
  canCall,
  formatMoney,
  premiumPlanCreateAct,
  premiumPlanRemoveAct,
  premiumPlanUpdateAct,
  type PremiumPlan,
} from '@bluemanager/protocol';
import { ArrowLeft, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../session/session-context';
import { SectionPage } from '../../shared/SectionPage';
import { PlanDialog, type PlanTarget } from './PlanDialog';
import { RemovePlanDialog } from './RemovePlanDialog';
import { usePremiumPlans } from './use-premium-plans';

function Benefits({ plan }: { plan: PremiumPlan }) {
  const { t } = useTranslation();
  const lines = [
    plan.extra_hold_days > 0 ? t('premium.plans.holdDays', { count: plan.extra_hold_days }) : '',
    plan.free_deliveries > 0 ? t('premium.plans.deliveries', { count: plan.free_deliveries }) : '',
    plan.discount_percent > 0 ? t('premium.plans.discount', { percent: plan.discount_percent }) : '',
  ].filter(Boolean);
  if (lines.length === 0) return <p className="text-body-secondary mb-0">{t('premium.plans.noBenefit')}</p>;
  return (
    <ul className="mb-0 ps-3">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function PlanCard({
  plan,
  onEdit,
  onRemove,
}: {
  plan: PremiumPlan;
  onEdit?: () => void;
  onRemove?: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section
      className="card h-100"
      aria-labelledby={`plan-${plan.id}`}
      data-testid="premium-plan"
      data-active={plan.active}
    >
      <div className="card-body d-flex flex-column gap-2">
        <div className="d-flex flex-wrap align-items-center gap-2">
          <h2 id={`plan-${plan.id}`} className="h5 mb-0 me-auto">
            {plan.name}
          </h2>
          <span
            className={`badge ${plan.active ? 'bg-success-subtle text-success-emphasis' : 'bg-secondary-subtle text-secondary-emphasis'}`}
          >
            {t(plan.active ? 'premium.plans.onSale' : 'premium.plans.retired')}
          </span>
        </div>
        <p className="fs-5 fw-semibold mb-0">
          {t(`premium.perPeriod.${plan.period}`, { price: formatMoney(plan.price, i18n.language) })}
        </p>
        <Benefits plan={plan} />
        <p className="text-body-secondary mb-0">
          {t('premium.plans.subscribers', { count: plan.subscribers })}
        </p>
        {(onEdit || onRemove) && (
          <div className="d-flex gap-2 mt-auto pt-2">
            {onEdit && (
              <button
                type="button"
                className="btn btn-secondary btn-sm d-inline-flex align-items-center gap-1"
                onClick={onEdit}
                aria-label={t('premium.plans.edit', { name: plan.name })}
                data-testid="premium-plan-edit"
              >
                <Pencil size={14} aria-hidden="true" />
                {t('premium.plans.editShort')}
              </button>
            )}
            {onRemove && (
              <button
                type="button"
                className="btn btn-outline-danger btn-sm d-inline-flex align-items-center gap-1"
                onClick={onRemove}
                aria-label={t('premium.plans.remove', { name: plan.name })}
                data-testid="premium-plan-remove"
              >
                <Trash2 size={14} aria-hidden="true" />
                {t('premium.plans.removeShort')}
              </button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

export function PremiumPlansPage() {
  const { t } = useTranslation();
  const user = useUser();
  const plans = usePremiumPlans();
  const [editing, setEditing] = useState<PlanTarget>();
  const [removing, setRemoving] = useState<PremiumPlan>();
  const mayEdit = canCall(premiumPlanUpdateAct, user);
  const mayRemove = canCall(premiumPlanRemoveAct, user);
  return (
    <SectionPage menuId="premium-member" title={t('premium.plansTitle')}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Link
          to="/premium-member"
          className="link-body-emphasis d-inline-flex align-items-center gap-1 me-auto"
        >
          <ArrowLeft size={16} aria-hidden="true" />
          {t('premium.plans.back')}
        </Link>
        {canCall(premiumPlanCreateAct, user) && (
          <button
            type="button"
            className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
            onClick={() => setEditing('new')}
            data-testid="premium-plan-add"
          >
            <Plus size={16} aria-hidden="true" />
            {t('premium.plans.add')}
          </button>
        )}
      </div>
      <p className="text-body-secondary">{t('premium.plans.intro')}</p>
      {plans.isPending && <p role="status">{t('app.loading')}</p>}
      {plans.isError && (
        <div className="alert alert-danger" role="alert">
          {plans.error.message}
        </div>
      )}
      {plans.data?.plans.length === 0 && <p>{t('premium.plans.empty')}</p>}
      <div className="row g-3" data-testid="premium-plans">
        {plans.data?.plans.map((plan) => (
          <div className="col-12 col-md-6 col-xl-4" key={plan.id}>
            <PlanCard
              plan={plan}
              onEdit={mayEdit ? () => setEditing(plan) : undefined}
              onRemove={
                mayRemove && (plan.active || !plan.ever_subscribed) ? () => setRemoving(plan) : undefined
              }
            />
          </div>
        ))}
      </div>
      <PlanDialog target={editing} onClose={() => setEditing(undefined)} />
      <RemovePlanDialog plan={removing} onClose={() => setRemoving(undefined)} />
    </SectionPage>
  );
}

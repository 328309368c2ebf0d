// A building's plan on the Dashboard tab: prices, first day billed, state, what it counts and this month's billed
// amount; system admins of the operator edit it (act 65506).
import { canCall, formatMoney, savePlanAct, type SubscriptionBuilding } from '@bluemanager/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAddress } from '../../format/address';
import { formatNumber } from '../../format/numbers';
import { useUser } from '../../session/session-context';
import { TitledCard } from '../../shared/TitledCard';
import { dayLabel } from './month-label';
import { PlanDialog } from './PlanDialog';
import { PlanBadge } from './SubscriptionBadges';

export function PlanCard({ building }: { building: SubscriptionBuilding }) {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const [editing, setEditing] = useState(false);
  const language = i18n.language;
  const plan = building.plan;
  const facts: [string, string, string?][] = [
    [t('subscription.facts.units'), formatNumber(building.units, language), 'active-units'],
    [t('subscription.facts.inactive'), formatNumber(building.inactive_units, language)],
    [t('subscription.facts.lockers'), formatNumber(building.lockers, language)],
    [
      t('subscription.facts.billed'),
      building.billed
        ? `${formatMoney(building.billed, language)} (${building.invoiced ? t('subscription.invoiced') : t('subscription.estimate')})`
        : t('subscription.nothingBilled'),
    ],
  ];
  if (plan) {
    facts.unshift(
      [t('subscription.facts.unitPrice'), formatMoney(plan.unit_price, language)],
      [t('subscription.facts.lockerPrice'), formatMoney(plan.locker_price, language)],
      [t('subscription.facts.startsOn'), dayLabel(plan.starts_on, language)],
    );
  }
  return (
    <TitledCard title={t('subscription.facts.title')} className="h-100" testId="plan-card">
      <p className="text-body-secondary small mb-2">
        {building.bname} · {formatAddress(building.address)}
      </p>
      {plan ? (
        <p className="mb-2">
          <span className="visually-hidden">{t('subscription.facts.state')}: </span>
          <PlanBadge state={plan.state} />
        </p>
      ) : (
        <p className="mb-2" data-testid="no-plan">
          {t('subscription.facts.none')}
        </p>
      )}
      <dl className="row mb-0 small">
        {facts.map(([label, value, testId]) => (
          <div key={label} className="col-12 d-flex justify-content-between border-bottom py-1">
            <dt className="fw-normal text-body-secondary">{label}</dt>
            <dd className="mb-0 text-end fw-semibold" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {canCall(savePlanAct, user) && (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm mt-3"
          onClick={() => setEditing(true)}
          data-testid="plan-edit"
        >
          {plan ? t('subscription.facts.edit') : t('subscription.facts.create')}
        </button>
      )}
      <PlanDialog building={editing ? building : undefined} onClose={() => setEditing(false)} />
    </TitledCard>
  );
}

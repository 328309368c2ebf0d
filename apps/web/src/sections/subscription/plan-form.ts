// The plan form's values and the act 65506 parameters they become: prices typed in the plan's currency are read as
// integer cents by the protocol's parseMoney (never through a float); a price that is no amount becomes -1, which the
// act's own schema refuses on its field.
import {
  decimalText,
  parseMoney,
  savePlanAct,
  type ActParams,
  type Currency,
  type PlanState,
  type SubscriptionBuilding,
} from '@bluemanager/protocol';
import type { ActFormMapping } from '../../shared/form/act-form';

export interface PlanDraft {
  currency: Currency;
  unit_price: string;
  locker_price: string;
  starts_on: string;
  state: PlanState;
}

export function planDraftOf(building: SubscriptionBuilding, today: string): PlanDraft {
  const plan = building.plan;
  if (!plan) return { currency: 'CAD', unit_price: '', locker_price: '', starts_on: today, state: 'active' };
  return {
    currency: plan.unit_price.currency,
    unit_price: decimalText(plan.unit_price),
    locker_price: decimalText(plan.locker_price),
    starts_on: plan.starts_on,
    state: plan.state,
  };
}

const cents = (text: string, currency: Currency) => parseMoney(text, currency)?.amount ?? -1;

export const planParams = (buid: number, draft: PlanDraft): ActParams<typeof savePlanAct> => ({
  buid,
  currency: draft.currency,
  unit_price: cents(draft.unit_price, draft.currency),
  locker_price: cents(draft.locker_price, draft.currency),
  starts_on: draft.starts_on,
  state: draft.state,
});

export const planMapping = (buid: number): ActFormMapping<PlanDraft> => ({
  schema: savePlanAct.params,
  paramsOf: (draft) => planParams(buid, draft),
  fieldOf: (path) =>
    path === 'unit_price' || path === 'locker_price' || path === 'starts_on' || path === 'state'
      ? path
      : 'currency',
});

// The plan form's values and the act 65102/65103 parameters they become: the price typed in the plan's currency is
// read as integer minor units (never through a float); benefits are whole numbers.
import {
  CURRENCIES,
  decimalText,
  parseMoney,
  premiumPlanCreateAct,
  type ActParams,
  type Currency,
  type PlanPeriod,
  type PremiumPlan,
} from '@bluemanager/protocol';
import type { ActFormMapping } from '../../shared/form/act-form';

export interface PlanDraft {
  name: string;
  price: string;
  currency: Currency;
  period: PlanPeriod;
  extra_hold_days: string;
  free_deliveries: string;
  discount_percent: string;
  active: boolean;
}

export const EMPTY_PLAN: PlanDraft = {
  name: '',
  price: '',
  currency: CURRENCIES[0],
  period: 'monthly',
  extra_hold_days: '0',
  free_deliveries: '0',
  discount_percent: '0',
  active: true,
};

export const draftOf = (plan: PremiumPlan): PlanDraft => ({
  name: plan.name,
  price: decimalText(plan.price),
  currency: plan.price.currency,
  period: plan.period,
  extra_hold_days: String(plan.extra_hold_days),
  free_deliveries: String(plan.free_deliveries),
  discount_percent: String(plan.discount_percent),
  active: plan.active,
});

export const planParams = (draft: PlanDraft): ActParams<typeof premiumPlanCreateAct> => ({
  name: draft.name,
  // Not an amount: 0, which the schema refuses as below the minimum, on the price field.
  price: parseMoney(draft.price, draft.currency)?.amount ?? 0,
  currency: draft.currency,
  period: draft.period,
  extra_hold_days: draft.extra_hold_days,
  free_deliveries: draft.free_deliveries,
  discount_percent: draft.discount_percent,
  active: draft.active,
});

export const planMapping: ActFormMapping<PlanDraft> = {
  schema: premiumPlanCreateAct.params,
  paramsOf: planParams,
};

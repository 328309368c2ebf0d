import {
  memberPremiumAct,
  premiumAutoRenewAct,
  premiumCancelAct,
  premiumPlanCreateAct,
  premiumPlanRemoveAct,
  premiumPlansAct,
  premiumPlanUpdateAct,
  premiumSubscribeAct,
  premiumSubscriptionAct,
  premiumSubscriptionsAct,
} from '@bluemanager/protocol';
import { implement } from '../../act-channel/act-handler.js';
import { paymentProviderOf } from '../orders/payments/payment-config.js';
import { cancelSubscription, setAutoRenew } from './premium-cancel.js';
import { listSubscriptions, memberPremium, subscriptionDetail } from './premium-list.js';
import { createPlan, premiumPlans, removePlan, updatePlan } from './premium-plans.js';
import { subscribe } from './premium-subscribe.js';

export const premiumMemberHandlers = [
  implement(premiumPlansAct, (_params, context) => premiumPlans(context.db)),

  implement(premiumPlanCreateAct, (params, context) => createPlan(context.db, params, context)),

  implement(premiumPlanUpdateAct, ({ id, ...fields }, context) =>
    updatePlan(context.db, id, fields, context),
  ),

  implement(premiumPlanRemoveAct, ({ id }, context) => removePlan(context.db, id, context)),

  implement(premiumSubscriptionsAct, async (params, context) =>
    listSubscriptions(context.db, await context.scope(), params),
  ),

  implement(premiumSubscriptionAct, ({ id }, context) => subscriptionDetail(context.db, id)),

  implement(premiumSubscribeAct, (params, context) =>
    subscribe(context.db, paymentProviderOf(context.db), params, context),
  ),

  implement(premiumCancelAct, async (params, context) => {
    await cancelSubscription(context.db, paymentProviderOf(context.db), params, context);
    return subscriptionDetail(context.db, params.id);
  }),

  implement(premiumAutoRenewAct, async ({ id, auto_renew }, context) => {
    await setAutoRenew(context.db, id, auto_renew, context);
    return subscriptionDetail(context.db, id);
  }),

  implement(memberPremiumAct, ({ id }, context) => memberPremium(context.db, id)),
];

// The refund form's values and the act 57004 parameters they become: an amount typed in the order's currency is read
// as integer cents (never through a float), or left out to refund everything that is left.
import { orderRefundAct, parseMoney, type ActParams, type OrderItem } from '@bluemanager/protocol';
import type { ActFormMapping } from '../../shared/form/act-form';

export interface RefundDraft {
  everything: boolean;
  amount: string;
  reason: string;
}

export const EMPTY_REFUND: RefundDraft = { everything: true, amount: '', reason: '' };

/** What the order can still give back, in cents. */
export const refundableOf = (order: OrderItem) => order.paid.amount - order.refunded.amount;

/** The typed amount in cents; 0 when it is not an amount (the schema then refuses it as not positive). */
export const typedCents = (draft: RefundDraft, order: OrderItem) =>
  parseMoney(draft.amount, order.total.currency)?.amount ?? 0;

export function refundParams(
  order: OrderItem,
  key: string,
  draft: RefundDraft,
): ActParams<typeof orderRefundAct> {
  return {
    id: order.id,
    key,
    reason: draft.reason,
    ...(draft.everything ? {} : { amount: typedCents(draft, order) }),
  };
}

/** `key` is the dialog's idempotency key: a second press of the button sends it again and refunds once. */
export function refundMapping(order: OrderItem, key: string): ActFormMapping<RefundDraft> {
  return {
    schema: orderRefundAct.params,
    paramsOf: (draft) => refundParams(order, key, draft),
    fieldOf: (path) => (path === 'amount' ? 'amount' : 'reason'),
    moreIssues: (draft) =>
      !draft.everything && typedCents(draft, order) > refundableOf(order)
        ? [{ path: 'amount', message: 'more than is left', type: 'tooMuch' }]
        : [],
  };
}

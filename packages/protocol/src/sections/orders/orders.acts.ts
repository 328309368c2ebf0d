// One order with its lines, payment attempts and refunds (act 57002), and the two money writes: a charge (57003) and
// a refund (57004). Each write carries an idempotency key: the same key answers the first call's record and never
// moves money twice.
import { z } from 'zod';
import { defineAct } from '../../acts/define-act.js';
import { money } from '../../money.js';
import { MAX_INT32, positiveInt, timestamp } from '../../schemas.js';
import { orderItem, orderListAct } from './order-list.acts.js';
import { ORDER_CASHIERS, ORDER_READERS, PAYMENT_FAILURES, PAYMENT_STATES } from './order-vocabulary.js';

export const orderLine = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  unit_price: money,
  amount: money,
});

export const paymentRecord = z.object({
  id: z.number().int(),
  amount: money,
  state: z.enum(PAYMENT_STATES),
  failure: z.enum(PAYMENT_FAILURES).nullable(),
  provider: z.string().describe('development or stripe'),
  method: z.string().describe("the card as the provider names it, such as 'visa 4242'"),
  username: z.string().describe('who took it; the shop or app when empty'),
  created_at: timestamp,
  settled_at: timestamp.nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecord>;

export const refundRecord = z.object({
  id: z.number().int(),
  payment_id: z.number().int().describe('the charge it returns money from'),
  amount: money,
  full: z.boolean().describe('whether it returned everything that was left'),
  reason: z.string(),
  state: z.enum(PAYMENT_STATES),
  failure: z.enum(PAYMENT_FAILURES).nullable(),
  username: z.string(),
  created_at: timestamp,
  settled_at: timestamp.nullable(),
});
export type RefundRecord = z.infer<typeof refundRecord>;

export const orderDetail = z.object({
  order: orderItem,
  lines: z.array(orderLine),
  payments: z.array(paymentRecord),
  refunds: z.array(refundRecord),
});
export type OrderDetail = z.infer<typeof orderDetail>;

/** A client's key for one intended charge or refund: a retry sends the same key and gets the same answer. */
export const idempotencyKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'letters, digits, - and _, 8 to 64 of them');

const reason = z
  .string()
  .trim()
  .min(1)
  .max(200)
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), 'no control characters');

export const orderDetailAct = defineAct({
  code: 57002,
  name: 'order detail',
  summary: 'One order with its lines, every payment attempt (with its state) and every refund, oldest first.',
  params: z.object({ id: positiveInt }),
  result: orderDetail,
  access: ORDER_READERS,
  scope: { id: 'order' },
});

export const orderChargeAct = defineAct({
  code: 57003,
  name: 'charge order',
  summary:
    "Charges what an unpaid order still owes to a payment method through the configured provider. A declined charge is recorded as failed and the order stays unpaid; the same key answers the first attempt's record without charging again.",
  params: z.object({
    id: positiveInt,
    method: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,100}$/, "the provider's payment method token")
      .describe("a payment method token; the development provider declines 'dev_declined'"),
    key: idempotencyKey,
  }),
  result: orderDetail,
  access: ORDER_CASHIERS,
  scope: { id: 'order' },
});

export const orderRefundAct = defineAct({
  code: 57004,
  name: 'refund order',
  summary:
    'Refunds part or all of what was paid, with a reason; `amount` (minor units) left out refunds everything left. More than is left is refused; the same key answers the first refund without refunding again.',
  params: z.object({
    id: positiveInt,
    // One refund of more than 21 million is a typo; parameters stay within 32-bit integers like every id.
    amount: z.number().int().positive().max(MAX_INT32).optional(),
    reason,
    key: idempotencyKey,
  }),
  result: orderDetail,
  access: ORDER_CASHIERS,
  scope: { id: 'order' },
});

export const ORDERS_ACTS = [orderListAct, orderDetailAct, orderChargeAct, orderRefundAct] as const;

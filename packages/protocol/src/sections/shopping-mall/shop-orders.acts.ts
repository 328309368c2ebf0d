// The shop's orders (acts 65406–65411): placed for a member by staff (stock reserved and the order charged at once),
// put into a free compartment of a locker in the member's building (a parcel the member is told to collect),
// collected, or cancelled (stock back, money refunded). The orders themselves are the Orders section's, kind 'shop'.
import { z } from 'zod';
import { defineAct } from '../../acts/define-act.js';
import { listResult, optionalBuildingUid, pageParams, plainText, positiveInt } from '../../schemas.js';
import { idempotencyKey, orderDetail } from '../orders/orders.acts.js';
import { orderItem } from '../orders/order-list.acts.js';
import { SHOP_ROLES } from './shop-vocabulary.js';

/** The fulfilment states a shop order passes through. */
export const SHOP_FULFILMENT = ['processing', 'in-locker', 'collected', 'cancelled'] as const;

export const shopOrder = orderItem.extend({
  lines: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
});
export type ShopOrder = z.infer<typeof shopOrder>;

export const shopOrdersAct = defineAct({
  code: 65406,
  name: 'shop orders',
  summary:
    "The shop's orders in the caller's buildings, newest first, with their lines; `q` matches the mobile, barcode, email or order number.",
  params: z.object({
    buid: optionalBuildingUid,
    q: z.string().trim().max(64).optional(),
    fulfilment: z.enum(SHOP_FULFILMENT).optional(),
    ...pageParams({ maxCount: 1000, defaultCount: 50 }),
  }),
  result: listResult(shopOrder),
  access: SHOP_ROLES,
  scope: { buid: 'building' },
});

export const shopOrderLine = z.object({
  item: positiveInt,
  quantity: z.coerce.number().int().min(1).max(99),
});

export const shopOrderPlaceAct = defineAct({
  code: 65407,
  name: 'place shop order',
  summary:
    "Places an order for a member from the catalogue: the units are reserved from the member's building's stock (refused when there are too few), the order is charged to `method`; a declined charge gives the units back and the order stays unpaid.",
  params: z.object({
    member: positiveInt,
    lines: z
      .array(shopOrderLine)
      .min(1)
      .max(20)
      .refine((lines) => new Set(lines.map((line) => line.item)).size === lines.length, 'one line per item'),
    method: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,100}$/, "the provider's payment method token"),
    key: idempotencyKey,
  }),
  result: orderDetail,
  access: SHOP_ROLES,
  scope: { member: 'member' },
});

export const freeCompartment = z.object({
  id: z.number().int(),
  label: z.string(),
  size: z.string().describe("the door's size as the locker reports it"),
  mname: z.string(),
});

export const shopOrderPlacesAct = defineAct({
  code: 65408,
  name: 'shop order compartments',
  summary: "The free compartments of the lockers in a shop order's building, by locker and label.",
  params: z.object({ id: positiveInt }),
  result: z.object({ compartments: z.array(freeCompartment) }),
  access: SHOP_ROLES,
  scope: { id: 'order' },
});

export const shopOrderFulfilAct = defineAct({
  code: 65409,
  name: 'fulfil shop order',
  summary:
    "Puts a paid order into a free compartment of a locker in its building: the compartment is occupied by a parcel whose pickup code goes to the member, and the order waits 'in-locker' there.",
  params: z.object({ id: positiveInt, compartment: positiveInt }),
  result: orderDetail,
  access: SHOP_ROLES,
  scope: { id: 'order', compartment: 'compartment' },
});

export const shopOrderCollectedAct = defineAct({
  code: 65410,
  name: 'hand over shop order',
  summary:
    "Staff handed a waiting order to the member by hand: its parcel is completed with the reason and the compartment freed. A member's own pickup at the locker does the same by itself.",
  params: z.object({ id: positiveInt, reason: plainText(200).pipe(z.string().min(1)) }),
  result: orderDetail,
  access: SHOP_ROLES,
  scope: { id: 'order' },
});

export const shopOrderCancelAct = defineAct({
  code: 65411,
  name: 'cancel shop order',
  summary:
    "Cancels an order not yet collected, with a reason: a waiting parcel is taken back out of its compartment, the units return to the building's stock and what was paid is refunded (`key` is the refund's idempotency key).",
  params: z.object({ id: positiveInt, reason: plainText(200).pipe(z.string().min(1)), key: idempotencyKey }),
  result: orderDetail,
  access: SHOP_ROLES,
  scope: { id: 'order' },
});

// The orders list and the order item every act answers with (act 57001). Apart from the detail and the writes so a
// list page loads only what it shows.
import { z } from 'zod';
import { defineAct } from '../../acts/define-act.js';
import { money } from '../../money.js';
import { listResult, optionalBuildingUid, pageParams, timestamp } from '../../schemas.js';
import {
  FULFILMENT_STATES,
  ORDER_KINDS,
  ORDER_PAYMENT_STATES,
  ORDER_READERS,
  ORDER_SORTS,
} from './order-vocabulary.js';

export const orderItem = z.object({
  id: z.number().int(),
  number: z.string().describe('the order number customers see, such as SH-26-000123'),
  kind: z.enum(ORDER_KINDS),
  buid: z.number().int(),
  bname: z.string(),
  customer: z.string(),
  mob: z.string().describe('mobile, E.164'),
  bc: z.string().describe('barcode'),
  email: z.string(),
  total: money,
  paid: money.describe('succeeded charges'),
  refunded: money.describe('succeeded refunds'),
  payment_state: z.enum(ORDER_PAYMENT_STATES),
  fulfilment: z.enum(FULFILMENT_STATES),
  mname: z.string().nullable().describe('the locker where the order waits'),
  compartment: z.string().nullable().describe('its compartment'),
  tz: z.string().describe("the building's time zone"),
  created_at: timestamp,
  updated_at: timestamp,
});
export type OrderItem = z.infer<typeof orderItem>;

export const orderListAct = defineAct({
  code: 57001,
  name: 'orders',
  summary:
    "Every order the portal took in the caller's buildings (shop, group buy, BlueExpress, premium membership, locker rental), newest first; `q` matches the mobile, barcode or email as a substring (spec §5), or the order number.",
  params: z.object({
    buid: optionalBuildingUid.describe('building uid; empty for every building in scope'),
    q: z.string().trim().max(64).optional().describe('mobile digits, barcode, email or order number'),
    kind: z.enum(ORDER_KINDS).optional(),
    payment_state: z.enum(ORDER_PAYMENT_STATES).optional(),
    fulfilment: z.enum(FULFILMENT_STATES).optional(),
    sort: z.enum(ORDER_SORTS).default('created'),
    dir: z.enum(['asc', 'desc']).default('desc'),
    ...pageParams({ maxCount: 1000, defaultCount: 50 }),
  }),
  result: listResult(orderItem),
  access: ORDER_READERS,
  scope: { buid: 'building' },
});

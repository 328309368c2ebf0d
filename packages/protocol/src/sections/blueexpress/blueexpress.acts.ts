// BlueExpress acts (65301–65309): shipments members send from a locker, listed, shown with their tracking events,
// quoted and created (with an order of kind 'express' charged at once, a premium sender's benefit applied), charged
// again after a decline, moved along by staff (delivered to a locker deposits a parcel there), cancelled with a
// refund; and the tariff (price by size × service) staff edit.
import { z } from 'zod';
import { defineAct } from '../../acts/define-act.js';
import { CURRENCIES, money } from '../../money.js';
import { e164Phone } from '../../phone.js';
import {
  listResult,
  MAX_INT32,
  optionalBuildingUid,
  pageParams,
  plainText,
  positiveInt,
  timestamp,
  buildingUid,
} from '../../schemas.js';
import { idempotencyKey } from '../orders/orders.acts.js';
import { ORDER_PAYMENT_STATES } from '../orders/order-vocabulary.js';
import {
  EXPRESS_BENEFITS,
  EXPRESS_DESTINATIONS,
  EXPRESS_SERVICES,
  EXPRESS_SIZES,
  EXPRESS_SORTS,
  EXPRESS_STAFF,
  EXPRESS_STAFF_MOVES,
  EXPRESS_STATES,
} from './blueexpress.vocabulary.js';

const machineUuid = z.string().trim().min(1).max(64);
const paymentMethod = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,100}$/, "the provider's payment method token")
  .describe("a payment method token; the development provider declines 'dev_declined'");

export const expressShipment = z.object({
  id: z.number().int(),
  number: z.string().describe('the shipment number on its label, such as BX-1000042'),
  buid: z.number().int().describe('the building it leaves from'),
  bname: z.string(),
  tz: z.string(),
  muuid: z.string().describe('the locker it is dropped off at'),
  mname: z.string(),
  compartment: z.string().nullable().describe('the compartment it waits in after the drop-off'),
  member_id: z.number().int(),
  sender: z.string(),
  sender_phone: z.string(),
  recipient: z.string(),
  recipient_phone: z.string().describe('E.164'),
  destination: z.enum(EXPRESS_DESTINATIONS),
  dest_mname: z.string().nullable(),
  dest_bname: z.string().nullable(),
  address: z.string(),
  size: z.enum(EXPRESS_SIZES),
  service: z.enum(EXPRESS_SERVICES),
  price: money.describe('what the sender pays, after a premium benefit'),
  list_price: money.describe('the tariff price before a premium benefit'),
  benefit: z.enum(EXPRESS_BENEFITS).describe("what the sender's premium plan did to the price"),
  discount_percent: z
    .number()
    .int()
    .describe('the premium discount applied, 0 unless the benefit is a discount'),
  state: z.enum(EXPRESS_STATES),
  order_id: z.number().int(),
  order_number: z.string(),
  payment_state: z.enum(ORDER_PAYMENT_STATES),
  parcel_id: z
    .number()
    .int()
    .nullable()
    .describe('the parcel deposited in the destination locker when it was delivered there'),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ExpressShipment = z.infer<typeof expressShipment>;

export const expressEvent = z.object({
  id: z.number().int(),
  state: z.enum(EXPRESS_STATES),
  at: timestamp,
  place: z.string().describe('the locker, the carrier, the hub or the address'),
  actor: z.string().describe('the staff account or the locker that made the move'),
  note: z.string(),
});
export type ExpressEvent = z.infer<typeof expressEvent>;

export const expressDetail = z.object({ shipment: expressShipment, events: z.array(expressEvent) });
export type ExpressDetail = z.infer<typeof expressDetail>;

export const expressListAct = defineAct({
  code: 65301,
  name: 'express shipments',
  summary:
    'BlueExpress shipments of the caller’s buildings, newest first; `q` matches the shipment number or the sender’s or recipient’s phone digits.',
  params: z.object({
    buid: optionalBuildingUid,
    q: z.string().trim().max(64).optional(),
    state: z.enum(EXPRESS_STATES).optional(),
    service: z.enum(EXPRESS_SERVICES).optional(),
    sort: z.enum(EXPRESS_SORTS).default('created'),
    dir: z.enum(['asc', 'desc']).default('desc'),
    ...pageParams({ maxCount: 1000, defaultCount: 50 }),
  }),
  result: listResult(expressShipment),
  access: EXPRESS_STAFF,
  scope: { buid: 'building' },
});

export const expressDetailAct = defineAct({
  code: 65302,
  name: 'express shipment',
  summary: 'One shipment with its tracking events, oldest first.',
  params: z.object({ id: positiveInt }),
  result: expressDetail,
  access: EXPRESS_STAFF,
  scope: { id: 'shipment' },
});

const recipientPhone = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .refine((text) => e164Phone(text) !== undefined, 'not a phone number')
  .transform((text) => e164Phone(text) ?? text);

export const expressCreateParams = z
  .object({
    buid: buildingUid.describe('the building the parcel leaves from'),
    muuid: machineUuid.describe('the locker of that building it is dropped off at'),
    member_id: positiveInt.describe('the sender, a member of that building'),
    recipient: plainText(120).pipe(z.string().min(1)),
    recipient_phone: recipientPhone,
    destination: z.enum(EXPRESS_DESTINATIONS),
    dest_muuid: machineUuid.optional().describe('the locker it goes to, when the destination is a locker'),
    address: plainText(300).optional().describe('the street address, when the destination is an address'),
    size: z.enum(EXPRESS_SIZES),
    service: z.enum(EXPRESS_SERVICES),
    method: paymentMethod,
    key: idempotencyKey,
  })
  .superRefine((params, issues) => {
    if (params.destination === 'locker' && !params.dest_muuid)
      issues.addIssue({ code: 'custom', path: ['dest_muuid'], message: 'choose the destination locker' });
    if (params.destination === 'address' && !params.address)
      issues.addIssue({ code: 'custom', path: ['address'], message: 'type the street address' });
  });

export const expressCreateAct = defineAct({
  code: 65303,
  name: 'create express shipment',
  summary:
    "Creates a shipment priced from the tariff, places its order (kind 'express') and charges it with the key. A sender with a live premium subscription gets one of the period's free deliveries (price 0, nothing charged, the order line says why) while any are left, else the plan's discount. Answers the drop-off code once: only its hash is kept. A declined card leaves the shipment unpaid (it cannot be dropped off until charged).",
  params: expressCreateParams,
  result: z.object({ shipment: expressShipment, code: z.string().describe('the drop-off code, shown once') }),
  access: EXPRESS_STAFF,
  scope: { buid: 'building', muuid: 'machine', member_id: 'member', dest_muuid: 'machine' },
});

export const expressQuote = z.object({
  list_price: money.describe('the tariff price'),
  price: money.describe('what the sender would pay now'),
  benefit: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('none') }),
    z.object({
      kind: z.literal('free-delivery'),
      left: z.number().int().describe("free deliveries left in the subscription's period, this one included"),
    }),
    z.object({ kind: z.literal('discount'), percent: z.number().int() }),
  ]),
});
export type ExpressQuote = z.infer<typeof expressQuote>;

export const expressQuoteAct = defineAct({
  code: 65309,
  name: 'quote express shipment',
  summary:
    "The price a shipment of this size and service would have for this sender now: the tariff's, or free while the sender's premium subscription (active, or past due within its grace) has free deliveries left in its period, or less the plan's discount (rounded half up to the minor unit). Nothing is reserved: creating decides.",
  params: z.object({
    member_id: positiveInt,
    size: z.enum(EXPRESS_SIZES),
    service: z.enum(EXPRESS_SERVICES),
  }),
  result: expressQuote,
  access: EXPRESS_STAFF,
  scope: { member_id: 'member' },
});

export const expressChargeAct = defineAct({
  code: 65304,
  name: 'charge express shipment',
  summary: "Charges an unpaid shipment's order again (after a decline) with a new key.",
  params: z.object({ id: positiveInt, method: paymentMethod, key: idempotencyKey }),
  result: expressDetail,
  access: EXPRESS_STAFF,
  scope: { id: 'shipment' },
});

export const expressMoveAct = defineAct({
  code: 65305,
  name: 'move express shipment',
  summary:
    'Staff record the next step: carrier pickup, in transit, delivered (to its locker or address) or returned to the sender. Delivered to a locker deposits a parcel for the recipient in a free compartment of its size there (pickup code sent, due time set as for any parcel); a locker with none free refuses it (CONFLICT) and nothing changes. A move its state does not allow is refused (CONFLICT).',
  params: z.object({
    id: positiveInt,
    to: z.enum(EXPRESS_STAFF_MOVES),
    place: plainText(120)
      .optional()
      .describe('where it is, such as the carrier’s hub; derived when left out'),
    note: plainText(200).optional(),
  }),
  result: expressDetail,
  access: EXPRESS_STAFF,
  scope: { id: 'shipment' },
});

export const expressCancelAct = defineAct({
  code: 65306,
  name: 'cancel express shipment',
  summary:
    'Cancels a shipment the carrier does not have yet, refunding what was paid with the reason (through the order’s refund, with the key); a premium free delivery it used is given back to its period.',
  params: z.object({ id: positiveInt, reason: plainText(200).pipe(z.string().min(1)), key: idempotencyKey }),
  result: expressDetail,
  access: EXPRESS_STAFF,
  scope: { id: 'shipment' },
});

export const expressTariffRow = z.object({
  size: z.enum(EXPRESS_SIZES),
  service: z.enum(EXPRESS_SERVICES),
  price: money,
});
export type ExpressTariffRow = z.infer<typeof expressTariffRow>;

export const expressTariffAct = defineAct({
  code: 65307,
  name: 'express tariff',
  summary: 'The price of a shipment by size and service, in minor units.',
  params: z.object({}),
  result: z.object({ rows: z.array(expressTariffRow) }),
  access: EXPRESS_STAFF,
});

export const expressTariffSetAct = defineAct({
  code: 65308,
  name: 'set express tariff',
  summary: 'Changes prices of the tariff (minor units, at most 10 000.00); rows left out keep their price.',
  params: z.object({
    currency: z.enum(CURRENCIES).default('CAD'),
    rows: z
      .array(
        z.object({
          size: z.enum(EXPRESS_SIZES),
          service: z.enum(EXPRESS_SERVICES),
          amount: z.number().int().min(0).max(Math.min(1_000_000, MAX_INT32)),
        }),
      )
      .min(1)
      .max(EXPRESS_SIZES.length * EXPRESS_SERVICES.length),
  }),
  result: z.object({ rows: z.array(expressTariffRow) }),
  access: EXPRESS_STAFF,
});

export const BLUEEXPRESS_ACTS = [
  expressListAct,
  expressDetailAct,
  expressCreateAct,
  expressChargeAct,
  expressMoveAct,
  expressCancelAct,
  expressTariffAct,
  expressTariffSetAct,
  expressQuoteAct,
] as const;

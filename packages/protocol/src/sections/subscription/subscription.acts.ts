// Subscription (spec §2 `subscription`, the "charge mode" page; issue 18 item 8), acts 65501–65599: per building a
// billing plan (a price per active unit and per locker, a month), its units and the invoices of each month. The
// All Buildings tab lists buildings with what they are billed; the Dashboard tab keeps one building's units.
import { z } from 'zod';
import { defineAct } from '../../acts/define-act.js';
import { LOCKER_FAMILIES } from '../../machine-modes.js';
import { money } from '../../money.js';
import { EMAIL_STATUSES } from '../email/email-page.acts.js';
import { listResult, pageParams, positiveInt, timestamp, buildingUid } from '../../schemas.js';
import {
  billingMonth,
  calendarDay,
  monthlyPrice,
  planCurrency,
  subscriptionPlan,
  unitName,
} from './subscription-fields.js';
import {
  BILLING_ROLES,
  INVOICE_LINE_KINDS,
  INVOICE_STATES,
  PLAN_STATES,
  SUBSCRIPTION_READERS,
  SUBSCRIPTION_SORTS,
  UNIT_KEEPERS,
} from './subscription-vocabulary.js';

export const subscriptionBuilding = z.object({
  buid: z.number().int(),
  bname: z.string(),
  address: z.string().describe('pipe-separated, as buildings store it'),
  plan: subscriptionPlan.nullable(),
  units: z.number().int().describe('active units: what is billed'),
  inactive_units: z.number().int(),
  lockers: z.number().int().describe('machines in service in the building'),
  month: z.string().describe('yyyy-mm, the current month'),
  billed: money
    .nullable()
    .describe("this month's invoice total, or what the plan bills this month so far uninvoiced"),
  invoiced: z.boolean().describe("whether `billed` is this month's invoice (else the plan's estimate)"),
});
export type SubscriptionBuilding = z.infer<typeof subscriptionBuilding>;

export const subscriptionBuildingsAct = defineAct({
  code: 65501,
  name: 'subscription buildings',
  summary:
    "The All Buildings tab: the caller's buildings with their plan, active units, lockers and this month's billed amount; `q` searches names and addresses, and the machine filters keep buildings with a machine of that mode, family or online state.",
  params: z.object({
    q: z.string().trim().max(64).optional().describe('text in the building name or address'),
    mm: positiveInt.optional().describe('machine mode'),
    family: z.enum(LOCKER_FAMILIES).optional(),
    online: z.enum(['online', 'offline', 'all']).default('all').describe("'offline' is spec §5's rule"),
    plan: z
      .enum([...PLAN_STATES, 'none'])
      .optional()
      .describe("a plan state, or 'none' for buildings without one"),
    sort: z.enum(SUBSCRIPTION_SORTS).default('building'),
    dir: z.enum(['asc', 'desc']).default('asc'),
    ...pageParams({ maxCount: 1000, defaultCount: 50 }),
  }),
  result: listResult(subscriptionBuilding),
  access: SUBSCRIPTION_READERS,
});

export const subscriptionUnit = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean().describe('billed while active'),
  members: z.number().int().describe('residents of the unit who have not moved out'),
  updated_at: timestamp,
});
export type SubscriptionUnit = z.infer<typeof subscriptionUnit>;

const unitsResult = z.object({
  building: subscriptionBuilding,
  units: z.array(subscriptionUnit),
  unlisted: z
    .array(z.object({ name: z.string(), members: z.number().int() }))
    .describe("units residents give that are not on the building's list yet"),
});

export const subscriptionUnitsAct = defineAct({
  code: 65502,
  name: 'subscription units',
  summary:
    "The Dashboard tab: one building's units with their residents, active first, and the units residents give that are not listed yet.",
  params: z.object({ buid: buildingUid }),
  result: unitsResult,
  access: SUBSCRIPTION_READERS,
  scope: { buid: 'building' },
});

export const addUnitAct = defineAct({
  code: 65503,
  name: 'add subscription unit',
  summary:
    "Adds an active unit to a building's list; a name the building already has (case aside) is a conflict.",
  params: z.object({ buid: buildingUid, name: unitName }),
  result: unitsResult,
  access: UNIT_KEEPERS,
  scope: { buid: 'building' },
});

export const renameUnitAct = defineAct({
  code: 65504,
  name: 'rename subscription unit',
  summary: "Renames a unit; its residents move with it (their unit is the unit's name), in the same write.",
  params: z.object({ id: positiveInt, name: unitName }),
  result: unitsResult,
  access: UNIT_KEEPERS,
  scope: { id: 'unit' },
});

export const setUnitActiveAct = defineAct({
  code: 65505,
  name: 'set subscription unit active',
  summary: 'Deactivates a unit (it is no longer billed; its residents stay) or makes it active again.',
  params: z.object({ id: positiveInt, active: z.boolean() }),
  result: unitsResult,
  access: UNIT_KEEPERS,
  scope: { id: 'unit' },
});

export const savePlanAct = defineAct({
  code: 65506,
  name: 'save subscription plan',
  summary:
    "Sets a building's plan: prices per active unit and per locker a month in minor units of one currency, the first day billed and its state. A building's invoices already made keep their figures.",
  params: z.object({
    buid: buildingUid,
    currency: planCurrency,
    unit_price: monthlyPrice.describe('minor units (cents) per active unit and month'),
    locker_price: monthlyPrice.describe('minor units (cents) per locker and month'),
    starts_on: calendarDay,
    state: z.enum(PLAN_STATES),
  }),
  result: z.object({ building: subscriptionBuilding }),
  access: BILLING_ROLES,
  scope: { buid: 'building' },
});

export const invoiceLine = z.object({
  kind: z.enum(INVOICE_LINE_KINDS),
  quantity: z.number().int(),
  unit_price: money,
  days: z.number().int().describe('days of the month billed'),
  days_in_month: z.number().int(),
  amount: money.describe('quantity × price × days ÷ days in month, rounded half up to the minor unit'),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

export const invoiceSummary = z.object({
  id: z.number().int(),
  number: z.string().describe('what the building is told, such as SUB-202610-00012'),
  buid: z.number().int(),
  bname: z.string(),
  month: z.string().describe('yyyy-mm'),
  total: money,
  state: z.enum(INVOICE_STATES),
  created_at: timestamp,
  updated_at: timestamp,
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

export const subscriptionInvoicesAct = defineAct({
  code: 65507,
  name: 'subscription invoices',
  summary: "A building's invoices, newest month first (voided ones too).",
  params: z.object({ buid: buildingUid }),
  result: z.object({ invoices: z.array(invoiceSummary) }),
  access: SUBSCRIPTION_READERS,
  scope: { buid: 'building' },
});

/** One email of the invoice to a billing contact, as the outbox has it now. */
export const invoiceEmail = z.object({
  recipient: z.string(),
  status: z.enum(EMAIL_STATUSES).describe('the outbox message: queued, sending, sent or failed'),
  queued_at: timestamp,
  sent_at: timestamp.nullable(),
});
export type InvoiceEmail = z.infer<typeof invoiceEmail>;

export const invoiceDetail = z.object({
  invoice: invoiceSummary,
  address: z.string().describe("the building's address, pipe-separated"),
  lines: z.array(invoiceLine),
  issued_at: timestamp.nullable(),
  paid_at: timestamp.nullable(),
  voided_at: timestamp.nullable(),
  emails: z.array(invoiceEmail).describe('each time the invoice was emailed and to whom, newest first'),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

export const subscriptionInvoiceAct = defineAct({
  code: 65508,
  name: 'subscription invoice',
  summary: 'One invoice with its lines, for the printable view.',
  params: z.object({ id: positiveInt }),
  result: invoiceDetail,
  access: SUBSCRIPTION_READERS,
  scope: { id: 'invoice' },
});

export const generateInvoicesAct = defineAct({
  code: 65509,
  name: 'generate subscription invoices',
  summary:
    "Makes the month's draft invoice for one building, or for every building in scope with a plan: active units and lockers at their plan's prices, pro-rated from a start within the month. Idempotent: a building and month that already has an invoice (not void) keeps it unchanged.",
  params: z.object({ month: billingMonth, buid: buildingUid.optional() }),
  result: z.object({
    created: z.array(invoiceSummary),
    existing: z.number().int().describe('buildings whose invoice for the month was already there'),
    skipped: z.number().int().describe('buildings without a plan active in that month'),
  }),
  access: BILLING_ROLES,
  scope: { buid: 'building' },
});

export const setInvoiceStateAct = defineAct({
  code: 65510,
  name: 'set subscription invoice state',
  summary:
    'Issues a draft, marks an issued invoice paid, or voids a draft or issued one; other moves are conflicts.',
  params: z.object({ id: positiveInt, state: z.enum(['issued', 'paid', 'void']) }),
  result: invoiceDetail,
  access: BILLING_ROLES,
  scope: { id: 'invoice' },
});

export const sendInvoiceAct = defineAct({
  code: 65511,
  name: 'send subscription invoice',
  summary:
    "Emails an issued or paid invoice, as a PDF, to the building's billing contacts (contacts whose role names billing or accounts, else the building's notification email) in the building's language, through the outbox; a draft or void invoice, or a building with no address to send to, is a conflict.",
  params: z.object({ id: positiveInt }),
  result: invoiceDetail,
  access: BILLING_ROLES,
  scope: { id: 'invoice' },
});

export const SUBSCRIPTION_ACTS = [
  subscriptionBuildingsAct,
  subscriptionUnitsAct,
  addUnitAct,
  renameUnitAct,
  setUnitActiveAct,
  savePlanAct,
  subscriptionInvoicesAct,
  subscriptionInvoiceAct,
  generateInvoicesAct,
  setInvoiceStateAct,
  sendInvoiceAct,
] as const;

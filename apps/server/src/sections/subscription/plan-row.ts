// A plan and an invoice row as the acts answer them: Money values (integer minor units with their currency) and the
// vocabulary's words; a stored word outside the vocabulary is a bug, said loudly.
import {
  CURRENCIES,
  INVOICE_LINE_KINDS,
  INVOICE_STATES,
  PLAN_STATES,
  type Currency,
  type InvoiceLine,
  type InvoiceSummary,
  type SubscriptionPlan,
} from '@bluemanager/protocol';
import type { InvoiceRow, PlanRow } from './subscription.tables.js';

export function oneOf<T extends string>(values: readonly T[], value: string, what: string): T {
  const known = values.find((entry) => entry === value);
  if (known === undefined) throw new Error(`unknown ${what} '${value}' in the subscription tables`);
  return known;
}

export const currencyOf = (value: string): Currency => oneOf(CURRENCIES, value, 'currency');

export function toPlan(row: PlanRow): SubscriptionPlan {
  const currency = currencyOf(row.currency);
  return {
    unit_price: { amount: Number(row.unit_amount), currency },
    locker_price: { amount: Number(row.locker_amount), currency },
    starts_on: row.starts_on,
    state: oneOf(PLAN_STATES, row.state, 'plan state'),
    updated_at: row.updated_at,
  };
}

export function toInvoiceSummary(row: InvoiceRow & { bname: string }): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    buid: row.building_id,
    bname: row.bname,
    month: row.month,
    total: { amount: Number(row.total_amount), currency: currencyOf(row.currency) },
    state: oneOf(INVOICE_STATES, row.state, 'invoice state'),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toInvoiceLine(
  row: {
    kind: string;
    quantity: number;
    unit_amount: number;
    days: number;
    days_in_month: number;
    amount: number;
  },
  currency: Currency,
): InvoiceLine {
  return {
    kind: oneOf(INVOICE_LINE_KINDS, row.kind, 'invoice line'),
    quantity: row.quantity,
    unit_price: { amount: Number(row.unit_amount), currency },
    days: row.days,
    days_in_month: row.days_in_month,
    amount: { amount: Number(row.amount), currency },
  };
}

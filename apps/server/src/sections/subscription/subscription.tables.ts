// The subscription section's tables, merged into the Database type (see db/schema.ts). `units` is the one list of a
// building's units: a member's `unit` names one of them by its name. Every amount is an integer of minor units.
import type { Generated, Selectable } from 'kysely';

export interface UnitsTable {
  id: Generated<number>;
  building_id: number;
  /** As residents write it; unique within the building, case aside. */
  name: string;
  /** 1 while billed. */
  active: number;
  created_at: string;
  updated_at: string;
}

/** One plan per building: what it pays a month per active unit and per locker in service, from `starts_on`. */
export interface SubscriptionPlansTable {
  building_id: number;
  currency: string;
  unit_amount: number;
  locker_amount: number;
  /** yyyy-mm-dd, the first day billed. */
  starts_on: string;
  state: string;
  updated_at: string;
}

export interface SubscriptionInvoicesTable {
  id: Generated<number>;
  number: string;
  building_id: number;
  /** yyyy-mm. One invoice that is not void per building and month (a partial unique index). */
  month: string;
  currency: string;
  total_amount: number;
  state: string;
  created_at: string;
  updated_at: string;
  issued_at: string | null;
  paid_at: string | null;
  voided_at: string | null;
}

export interface SubscriptionInvoiceLinesTable {
  id: Generated<number>;
  invoice_id: number;
  kind: string;
  quantity: number;
  unit_amount: number;
  days: number;
  days_in_month: number;
  amount: number;
}

/** An outbox message that carried an invoice to a billing contact. */
export interface SubscriptionInvoiceEmailsTable {
  invoice_id: number;
  message_id: number;
}

export type UnitRow = Selectable<UnitsTable>;
export type PlanRow = Selectable<SubscriptionPlansTable>;
export type InvoiceRow = Selectable<SubscriptionInvoicesTable>;

declare module '../../db/schema.js' {
  interface Database {
    units: UnitsTable;
    subscription_plans: SubscriptionPlansTable;
    subscription_invoices: SubscriptionInvoicesTable;
    subscription_invoice_lines: SubscriptionInvoiceLinesTable;
    subscription_invoice_emails: SubscriptionInvoiceEmailsTable;
  }
}

// The orders section's tables, merged into the Database type (see db/schema.ts). Every amount is an integer of the
// order's currency's minor units (cents); no column holds a fraction of money.
import type { Generated, Selectable } from 'kysely';

export interface OrdersTable {
  id: Generated<number>;
  number: string;
  kind: string;
  building_id: number;
  member_id: number | null;
  customer: string;
  /** E.164. */
  mob: string;
  /** The order's barcode, as the locker scans it. */
  bc: string;
  /** Lower case; '' when none. */
  email: string;
  currency: string;
  total_amount: number;
  /** Succeeded charges and refunds, kept with every settlement in the same transaction. */
  paid_amount: Generated<number>;
  refunded_amount: Generated<number>;
  /**
   * Refunds pending or succeeded: raised before a refund is asked for, only while it stays within what was paid (a
   * condition on the row itself, so two refunds at once cannot both pass), and lowered again when one fails.
   */
  refund_held: Generated<number>;
  payment_state: string;
  fulfilment: string;
  /** Where it waits, while it does. */
  machine_id: number | null;
  compartment_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  name: string;
  sku: string;
  quantity: number;
  unit_amount: number;
  amount: number;
}

/** One charge attempt: pending until the provider answers (or its webhook does), then succeeded or failed. */
export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  /** The caller's key; unique, so a repeat finds this row instead of charging again. */
  idempotency_key: string;
  provider: string;
  /** The provider's id of the charge, once it gave one. */
  provider_ref: string | null;
  method: string;
  amount: number;
  currency: string;
  state: string;
  failure: string | null;
  username: string;
  created_at: string;
  settled_at: string | null;
}

/** One refund attempt against a charge, with its reason. */
export interface RefundsTable {
  id: Generated<number>;
  order_id: number;
  payment_id: number;
  idempotency_key: string;
  provider: string;
  provider_ref: string | null;
  amount: number;
  currency: string;
  /** 1 when it returned everything that was left of the order's payments. */
  full: number;
  reason: string;
  state: string;
  failure: string | null;
  username: string;
  created_at: string;
  settled_at: string | null;
}

/** Every provider webhook event taken, by its id: a second delivery of one is a replay and is refused. */
export interface PaymentWebhookEventsTable {
  id: string;
  type: string;
  received_at: string;
}

/** The development provider's own book of what it was asked, by idempotency key (it moves no money). */
export interface DevPaymentLedgerTable {
  idempotency_key: string;
  kind: string;
  ref: string;
  amount: number;
  currency: string;
  outcome: string;
  created_at: string;
}

export type OrderRow = Selectable<OrdersTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type RefundRow = Selectable<RefundsTable>;

declare module '../../db/schema.js' {
  interface Database {
    orders: OrdersTable;
    order_lines: OrderLinesTable;
    payments: PaymentsTable;
    refunds: RefundsTable;
    payment_webhook_events: PaymentWebhookEventsTable;
    dev_payment_ledger: DevPaymentLedgerTable;
  }
}

// BlueExpress tables, merged into the Database type (see db/schema.ts): shipments, their tracking events and the
// tariff. Amounts are integer minor units of the row's currency.
import type { Generated, Selectable } from 'kysely';

export interface ExpressShipmentsTable {
  id: Generated<number>;
  number: string;
  building_id: number;
  /** The locker it is dropped off at. */
  machine_id: number;
  member_id: number;
  recipient: string;
  /** E.164. */
  recipient_phone: string;
  destination: string;
  dest_machine_id: number | null;
  address: string;
  size: string;
  service: string;
  amount: number;
  currency: string;
  order_id: number;
  state: string;
  /** The drop-off code's hash (salted with the locker), until the drop-off; the code itself is never stored. */
  code_hash: string | null;
  /** The compartment it waits in between the drop-off and the carrier's pickup. */
  compartment_id: number | null;
  /** The tariff price before a premium benefit (amount is what the sender pays). */
  list_amount: number;
  /** none, free-delivery or discount (see EXPRESS_BENEFITS). */
  benefit: string;
  discount_percent: number;
  /** The premium period whose free delivery it used, given back when it is cancelled. */
  premium_period_id: number | null;
  /** The parcel deposited for the recipient when it was delivered to its destination locker. */
  parcel_id: number | null;
  /** The creating call's idempotency key: the same key twice creates one shipment. */
  create_key: string;
  created_at: string;
  updated_at: string;
}

export interface ExpressEventsTable {
  id: Generated<number>;
  shipment_id: number;
  state: string;
  at: string;
  place: string;
  actor: string;
  note: string;
}

export interface ExpressTariffsTable {
  size: string;
  service: string;
  amount: number;
  currency: string;
  updated_at: string;
}

export type ExpressShipmentRow = Selectable<ExpressShipmentsTable>;

declare module '../../db/schema.js' {
  interface Database {
    express_shipments: ExpressShipmentsTable;
    express_events: ExpressEventsTable;
    express_tariffs: ExpressTariffsTable;
  }
}

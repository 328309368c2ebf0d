// The amenity section's tables, merged into the Database type (see db/schema.ts). A machine's slots are its
// compartments (the machine page, the grid and the device channel already keep them): an item sits in one slot,
// which reads occupied while the item is in it and free while it is lent.
import type { Generated } from 'kysely';

export interface AmenityItemsTable {
  id: Generated<number>;
  machine_id: number;
  /** Its slot (a compartment of the machine). */
  compartment_id: number;
  /** 'charger', 'umbrella', 'tool' or 'sports'. */
  kind: string;
  name: string;
  /** 'available', 'lent', 'out-of-service' or 'missing'. */
  state: string;
  /** The deposit held while it is lent, in minor units of `currency`. */
  deposit_cents: number;
  currency: string;
  /** Hours a member may keep it before it is late. */
  loan_hours: number;
}

/** A BlueTag: an NFC/RFID tag bound to a member (who borrows) or an item (what comes back). */
export interface AmenityTagsTable {
  id: Generated<number>;
  uid: string;
  building_id: number;
  /** 'member' or 'item'. */
  kind: string;
  member_id: number | null;
  item_id: number | null;
  /** 'active', 'blocked' or 'replaced'. */
  state: string;
  issued_at: string;
  blocked_at: string | null;
  reason: string;
  /** The tag that replaced it. */
  replaced_by: number | null;
}

/** One loan and its deposit. */
export interface AmenityDepositsTable {
  id: Generated<number>;
  item_id: number;
  machine_id: number;
  member_id: number;
  /** The member's tag that borrowed it. */
  tag_id: number;
  lent_at: string;
  due_at: string;
  returned_at: string | null;
  /** 1 when the machine found it damaged on return. */
  damaged: number;
  amount_cents: number;
  currency: string;
  /** 'held', 'released' or 'kept'. */
  state: string;
  settled_at: string | null;
  reason: string;
}

/** The deposit ledger: every amount taken, released or kept. */
export interface AmenityLedgerTable {
  id: Generated<number>;
  deposit_id: number;
  at: string;
  /** 'taken', 'released' or 'kept'. */
  entry: string;
  amount_cents: number;
  currency: string;
  note: string;
}

declare module '../../db/schema.js' {
  interface Database {
    amenity_items: AmenityItemsTable;
    amenity_tags: AmenityTagsTable;
    amenity_deposits: AmenityDepositsTable;
    amenity_ledger: AmenityLedgerTable;
  }
}

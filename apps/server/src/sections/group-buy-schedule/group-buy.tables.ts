// Group-Buy Setup's tables, merged into the Database type (see db/schema.ts). Prices are integer minor units of the
// campaign's currency; the count of participants is kept on the campaign row, raised by each join under the same
// condition the close clears, so a join and the close can never both pass.
import type { Generated, Selectable } from 'kysely';

export interface GroupBuysTable {
  id: Generated<number>;
  name: string;
  description: string;
  currency: string;
  /** JSON list of { min, amount }: from `min` participants on, each unit costs `amount` cents. */
  tiers: string;
  minimum: number;
  participants: Generated<number>;
  units: Generated<number>;
  state: string;
  /** ISO 8601 UTC with milliseconds (toISOString), so text order is time order on both dialects. */
  deadline: string;
  cancel_reason: string | null;
  opened_at: string | null;
  closed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The pickup buildings, in the order staff listed them; the first one's zone shows the deadline. */
export interface GroupBuyBuildingsTable {
  group_buy_id: number;
  building_id: number;
  position: number;
}

/** A member's commitment: what they buy and the payment method charged if the campaign succeeds. */
export interface GroupBuyParticipantsTable {
  id: Generated<number>;
  group_buy_id: number;
  member_id: number;
  building_id: number;
  quantity: number;
  /** The provider's payment method token; charged only at success. */
  method: string;
  joined_at: string;
  /** The order the success made; null before (or after a failure). */
  order_id: number | null;
  /** When its charge was settled by the provider (paid or declined); null while it is still to be asked. */
  charge_settled_at: string | null;
}

export type GroupBuyRow = Selectable<GroupBuysTable>;
export type GroupBuyParticipantRow = Selectable<GroupBuyParticipantsTable>;

declare module '../../db/schema.js' {
  interface Database {
    group_buys: GroupBuysTable;
    group_buy_buildings: GroupBuyBuildingsTable;
    group_buy_participants: GroupBuyParticipantsTable;
  }
}

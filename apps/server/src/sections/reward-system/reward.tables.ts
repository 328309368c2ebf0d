// The reward system's tables, merged into the Database type (see db/schema.ts).
import type { Generated, Selectable } from 'kysely';

export interface RewardRulesTable {
  key: string;
  points: number;
  /** 0: never. */
  expires_after_days: number;
  active: number;
  updated_at: string;
}

/**
 * One line of a member's points ledger. Rows are only ever inserted: the database itself refuses an UPDATE or a
 * DELETE (a trigger), so a balance is always the sum of its history.
 */
export interface RewardLedgerTable {
  id: Generated<number>;
  member_id: number;
  kind: string;
  rule: string | null;
  /** Signed: earned and added points are positive, redeemed, expired and removed ones negative. */
  points: number;
  reason: string;
  /** An expiry names the earning it expires. */
  lot_id: number | null;
  /** When earned points expire; null for points that do not. */
  expires_at: string | null;
  username: string;
  /** What earned it when something happened (`parcel:12`); unique, so a repeated event earns once. */
  source: Generated<string | null>;
  created_at: string;
}

export type RewardLedgerRow = Selectable<RewardLedgerTable>;

declare module '../../db/schema.js' {
  interface Database {
    reward_rules: RewardRulesTable;
    reward_ledger: RewardLedgerTable;
  }
}

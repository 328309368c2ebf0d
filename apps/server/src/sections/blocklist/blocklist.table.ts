// The Black List's table, merged into the Database type (see db/schema.ts).
import type { Generated, Selectable } from 'kysely';

export interface BlockedContactsTable {
  id: Generated<number>;
  /** 'phone', 'email' or 'account'. */
  kind: string;
  /** E.164 phone, lower-case email or lower-case username: one row per kind and value. */
  value: string;
  reason: string;
  created_by: string;
  created_at: string;
  /** When the block stops applying; null until someone removes it. */
  expires_at: string | null;
}

export type BlockedContactRow = Selectable<BlockedContactsTable>;

declare module '../../db/schema.js' {
  interface Database {
    blocked_contacts: BlockedContactsTable;
  }
}

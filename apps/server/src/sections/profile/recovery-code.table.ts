// The Profile section's recovery codes (only their hashes), merged into the Database type (see db/schema.ts).
import type { Generated } from 'kysely';

export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

declare module '../../db/schema.js' {
  interface Database {
    recovery_codes: RecoveryCodesTable;
  }
}

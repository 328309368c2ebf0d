// The Tokens section's table, merged into the Database type (see db/schema.ts).
import type { Generated, Selectable } from 'kysely';

export interface ApiTokensTable {
  id: Generated<number>;
  name: string;
  /** The public part of the token, unique: how a call finds its row without the secret. */
  prefix: string;
  /** SHA-256 (hex) of the secret part; the secret itself is never stored. */
  secret_hash: string;
  owner_id: number;
  /** JSON list of the act codes the token may call. */
  acts: string;
  /** JSON list of building uids the token is narrowed to; empty for the owner's whole scope. */
  buildings: Generated<string>;
  expires_at: string;
  created_by: string;
  created_at: string;
  /** Written at most once a minute, so a busy integration does not turn every call into a write. */
  last_used_at: string | null;
  revoked_at: string | null;
}

export type ApiTokenRow = Selectable<ApiTokensTable>;

declare module '../../db/schema.js' {
  interface Database {
    api_tokens: ApiTokensTable;
  }
}

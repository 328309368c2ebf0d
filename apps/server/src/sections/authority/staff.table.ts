// The Authority section's columns on users and its table of two-factor rules, merged into the Database type (see
// db/schema.ts).
import type { Generated, Selectable } from 'kysely';

export interface LevelPoliciesTable {
  level: string;
  require_two_factor: number;
  updated_by: string;
  updated_at: string;
}

export type LevelPolicyRow = Selectable<LevelPoliciesTable>;

declare module '../../db/schema.js' {
  interface UsersTable {
    /** en, fr, de or pt: the language of the portal and of mails to this account. */
    language: Generated<string>;
    /** The IANA zone the account reads times in. */
    time_zone: Generated<string>;
    /** Set while the account is disabled: it cannot sign in and its tokens are refused. */
    disabled_at: Generated<string | null>;
    /** Set once deleted: the row stays so the operation log's names keep meaning one person. */
    deleted_at: Generated<string | null>;
    /** When the password was last set (created, reset or changed). */
    password_changed_at: Generated<string | null>;
  }
  interface Database {
    level_policies: LevelPoliciesTable;
  }
}

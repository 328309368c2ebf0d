// The members section's tables, merged into the Database type (see db/schema.ts).
import type { Generated, Selectable } from 'kysely';

export interface MembersTable {
  id: Generated<number>;
  building_id: number;
  unit: string;
  name: string;
  /** JSON list of E.164 numbers, the first one the main one. */
  phones: string;
  /** Lower case; empty when none was given. */
  email: string;
  language: string;
  channel: string;
  status: string;
  notes: string;
  /** Name, email, unit and every phone's digits (E.164 and national), lower case: what the list's search reads. */
  search_text: string;
  created_at: string;
  updated_at: string;
  moved_out_at: string | null;
  /** A hold (vacation): its first and last day, yyyy-mm-dd in the building's zone. */
  hold_from: Generated<string | null>;
  hold_until: Generated<string | null>;
}

/** Which operation log entries are about which member: a member's history, moved along by a merge. */
export interface MemberLogTable {
  member_id: number;
  log_id: number;
}

export type MemberRow = Selectable<MembersTable>;

declare module '../../db/schema.js' {
  interface Database {
    members: MembersTable;
    member_log: MemberLogTable;
  }
  interface ParcelsTable {
    /**
     * The member a parcel was linked to by a merge; a parcel without one belongs to whichever member of its building
     * has its phone or email.
     */
    member_id: Generated<number | null>;
  }
}

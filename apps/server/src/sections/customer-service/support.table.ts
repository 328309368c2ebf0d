// The support tickets: the core table support_requests (act 50072 reads it) grows the ticket's fields, and each
// ticket's thread is its own table. Merged into the Database type (see db/schema.ts).
import type { Generated, Selectable } from 'kysely';

export interface SupportMessagesTable {
  id: Generated<number>;
  ticket_id: number;
  /** 'reply', 'note', 'requester' or 'device' (TICKET_ENTRY_KINDS). */
  kind: string;
  /** The staff account that wrote it; null for the requester and the locker. */
  user_id: number | null;
  author: string;
  body: string;
  at: string;
}

export type SupportMessageRow = Selectable<SupportMessagesTable>;

declare module '../../db/schema.js' {
  interface SupportRequestsTable {
    /** TICKET_STATES; `status` (0 open, 1 closed) follows it, so act 50072 and the bell count open tickets. */
    state: Generated<string>;
    priority: Generated<string>;
    source: Generated<string>;
    /** HELP_REASONS, for a locker's help button; null otherwise. */
    reason: Generated<string | null>;
    assignee_id: Generated<number | null>;
    member_id: Generated<number | null>;
    machine_id: Generated<number | null>;
    compartment: Generated<string>;
    parcel_id: Generated<number | null>;
    updated_at: Generated<string | null>;
    resolved_at: Generated<string | null>;
  }
  interface Database {
    support_messages: SupportMessagesTable;
  }
}

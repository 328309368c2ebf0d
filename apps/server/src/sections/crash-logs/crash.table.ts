// The crash tables, merged into the Database type (see db/schema.ts): one row per signature, the latest reports of
// each, and the lockers each has hit (kept apart from the reports, so the count of machines stays exact when old
// reports are dropped).
import type { Generated, Selectable } from 'kysely';

export interface CrashGroupsTable {
  id: Generated<number>;
  /** CRASH_ORIGINS. */
  origin: string;
  /** A hash of the origin, the normalised message and the top frame: one group per signature. */
  signature: string;
  title: string;
  frame: string;
  count: number;
  /** JSON list of the versions seen, newest first (a few). */
  versions: string;
  first_seen: string;
  last_seen: string;
  resolved_at: string | null;
  resolved_by: string;
  reopened_at: string | null;
}

export interface CrashReportsTable {
  id: Generated<number>;
  group_id: number;
  at: string;
  machine_id: number | null;
  version: string;
  message: string;
  stack: string;
  /** JSON list of the locker's last events. */
  events: string;
  route: string;
}

export interface CrashGroupMachinesTable {
  group_id: number;
  machine_id: number;
  count: number;
  last_seen: string;
}

export type CrashGroupRow = Selectable<CrashGroupsTable>;

declare module '../../db/schema.js' {
  interface Database {
    crash_groups: CrashGroupsTable;
    crash_reports: CrashReportsTable;
    crash_group_machines: CrashGroupMachinesTable;
  }
}

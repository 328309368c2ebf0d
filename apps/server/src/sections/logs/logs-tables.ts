// The logs section's own table, merged into the database's type.
export interface LogRetentionTable {
  /** Which log: 'machine'. */
  log: string;
  days: number;
  updated_at: string;
}

declare module '../../db/schema.js' {
  interface Database {
    log_retention: LogRetentionTable;
  }
}

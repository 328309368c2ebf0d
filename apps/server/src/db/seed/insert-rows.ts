import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema.js';

// SQLite refuses statements with more bound parameters than this; PostgreSQL allows twice as many.
export const MAX_PARAMETERS = 32_766;

/** Multi-row inserts, split so no statement goes over the parameter limit. */
export async function insertRows<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(first).length));
  for (let start = 0; start < rows.length; start += perStatement) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + perStatement))
      .execute();
  }
}

import { PostgresAdapter, type Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';

/** Which dialect a Kysely instance (or a transaction of one) speaks, for the few queries that differ. */
export function dialectOf<DB>(db: Kysely<DB>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

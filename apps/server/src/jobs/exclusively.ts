// A background pass that runs once across instances: on PostgreSQL each job takes an advisory lock for its pass
// (pg_try_advisory_lock on a connection of its own; an instance that finds it taken skips this pass, and a crashed
// holder's lock goes with its connection). The key names the schema too, so databases that share a server (tests,
// each in a schema) never hold each other up. SQLite is served by one instance, so its passes simply run. The jobs
// were already safe side by side (each row is claimed once); this saves the duplicate work and the contention.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { dialectOf } from '../sections/parcels/dialect-of.js';

/** Runs `work` unless another instance is running the same job; says whether it ran. */
export async function exclusively(
  db: Kysely<Database>,
  job: string,
  work: () => Promise<unknown>,
): Promise<boolean> {
  if (dialectOf(db) !== 'postgres') {
    await work();
    return true;
  }
  return db.connection().execute(async (connection) => {
    const key = sql`hashtext(current_schema() || ':' || ${job})`;
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(
      connection,
    );
    if (rows[0]?.locked !== true) return false;
    try {
      await work();
      return true;
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

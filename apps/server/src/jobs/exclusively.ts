// A background pass that runs once across instances: on PostgreSQL each job takes an advisory lock for its pass
// (pg_try_advisory_lock on a connection of its own; an instance that finds it taken skips this pass, and a crashed
// holder's lock goes with its connection). The key names the schema too, so databases that share a server (tests,
// each in a schema) never hold each other up. SQLite is served by one instance, so its passes simply run. The jobs
// were already safe side by side (each row is claimed once); this saves the duplicate work and the contention.
//
// The lock's connection stays out of the pool while the pass runs, and the pass needs pool connections of its own:
// with every job holding one at once (nine jobs, a test pool of four) the pool ran dry and each pass waited for the
// others for ever. So within one instance the passes take turns: one lock connection at a time, the rest of the
// pool free for the work.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { dialectOf } from '../sections/parcels/dialect-of.js';

/** The last pass queued per database handle: the next one starts when it has ended, whatever its outcome. */
const turns = new WeakMap<Kysely<Database>, Promise<unknown>>();

function inTurn<T>(db: Kysely<Database>, pass: () => Promise<T>): Promise<T> {
  const previous = turns.get(db) ?? Promise.resolve();
  const mine = previous.then(pass, pass);
  turns.set(
    db,
    mine.catch(() => undefined),
  );
  return mine;
}

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
  return inTurn(db, () => lockedPass(db, job, work));
}

function lockedPass(db: Kysely<Database>, job: string, work: () => Promise<unknown>): Promise<boolean> {
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

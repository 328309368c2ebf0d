// How an operation-log actor reads on screen. The writer stores a user's name, `locker <uuid>` for a locker and
// `system (<job>)` for the portal's own jobs; a uuid is no name for people, so lockers are named by their machine.
import type { Kysely } from 'kysely';
import type { ActorKind } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';

const LOCKER = /^locker (.+)$/;
const SYSTEM = /^system \((.+)\)$/;

export interface StoredActor {
  user_id: number | null;
  username: string;
}

export function actorKind(row: StoredActor): ActorKind {
  if (row.user_id !== null) return 'user';
  if (LOCKER.test(row.username)) return 'locker';
  if (SYSTEM.test(row.username)) return 'system';
  // A name typed at a failed login that matches no account: still a person.
  return 'user';
}

/** The system job's name ('sweep'), or the locker's uuid, out of the stored actor. */
export function actorReference(row: StoredActor): string {
  return LOCKER.exec(row.username)?.[1] ?? SYSTEM.exec(row.username)?.[1] ?? row.username;
}

/** Each locker actor's machine name, by uuid, for one page of entries: one query, whatever the page holds. */
export async function lockerNames(
  db: Kysely<Database>,
  rows: readonly StoredActor[],
): Promise<ReadonlyMap<string, string>> {
  const uuids = [
    ...new Set(rows.filter((row) => actorKind(row) === 'locker').map((row) => actorReference(row))),
  ];
  if (uuids.length === 0) return new Map();
  const machines = await db
    .selectFrom('machines')
    .select(['uuid', 'name'])
    .where('uuid', 'in', uuids)
    .execute();
  return new Map(machines.map((machine) => [machine.uuid, machine.name]));
}

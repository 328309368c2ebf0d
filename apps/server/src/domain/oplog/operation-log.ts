// The operation log: each operation key has a category and a message template whose '{}' takes the target. The
// model is the sections' declarations (OPERATIONS in @bluemanager/protocol); this module writes its rows, with what
// the write changed (the fields before and after) when there is something to show.
import type { Kysely } from 'kysely';
import { OPERATIONS, operationMessage, type OperationKey } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';

/** Who wrote: a portal user, a locker, or the portal itself (the user id is null for the last two). */
export interface OperationActor {
  userId: number | null;
  username: string;
  ip: string;
}

/** The fields a write changed, before and after; only the changed ones. */
export interface OperationChanges {
  before: Readonly<Record<string, unknown>>;
  after: Readonly<Record<string, unknown>>;
}

export interface OperationEntry {
  operation: OperationKey;
  target: string;
  actor: OperationActor;
  now: Date;
  detail?: string;
  changes?: OperationChanges;
  /** The building the operation is about, so its managers (and its partner) see the entry in Member Logs. */
  buildingId?: number | null;
}

const asJson = (value: Readonly<Record<string, unknown>> | undefined) =>
  value && Object.keys(value).length > 0 ? JSON.stringify(value) : null;

/** Writes the entry and answers its id, for sections that link their things to the entries about them. */
export async function logOperation(db: Kysely<Database>, entry: OperationEntry): Promise<number> {
  const buildingId = entry.buildingId ?? null;
  const userId = entry.actor.userId;
  // The entry belongs to the building's partner, else to the actor's: read in the insert itself, one statement.
  const partner =
    buildingId !== null
      ? db.selectFrom('buildings').select('partner').where('id', '=', buildingId)
      : userId !== null
        ? db.selectFrom('users').select('partner').where('id', '=', userId)
        : null;
  const { id } = await db
    .insertInto('operation_log')
    .values({
      building_id: buildingId,
      partner,
      at: entry.now.toISOString(),
      user_id: entry.actor.userId,
      username: entry.actor.username,
      operation: entry.operation,
      category: OPERATIONS[entry.operation].category,
      target: entry.target,
      message: operationMessage(entry.operation, entry.target, entry.detail),
      ip: entry.actor.ip,
      before_value: asJson(entry.changes?.before),
      after_value: asJson(entry.changes?.after),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The fields of `after` whose value differs from `before`, as the changes to log. */
export function changedFields(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): OperationChanges {
  const changed = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

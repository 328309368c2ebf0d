// The operation log: each operation key has a category and a message template whose '{}' takes the target. The
// model is the sections' declarations (OPERATIONS in @bluemanager/protocol); this module writes its rows.
import type { Kysely } from 'kysely';
import { OPERATIONS, operationMessage, type OperationKey } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';

export interface OperationEntry {
  operation: OperationKey;
  target: string;
  userId: number | null;
  username: string;
  ip: string;
  now: Date;
  detail?: string;
}

export async function logOperation(db: Kysely<Database>, entry: OperationEntry): Promise<void> {
  await db
    .insertInto('operation_log')
    .values({
      at: entry.now.toISOString(),
      user_id: entry.userId,
      username: entry.username,
      operation: entry.operation,
      category: OPERATIONS[entry.operation].category,
      target: entry.target,
      message: operationMessage(entry.operation, entry.target, entry.detail),
      ip: entry.ip,
    })
    .execute();
}

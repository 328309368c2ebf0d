// A member's history: the operation log entries linked to them, newest first, and the one way those links are made.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LogEntry, Writer } from '../../act-channel/write.js';
import { logOperation } from '../../domain/oplog/operation-log.js';
import { insertRows } from '../../db/seed/insert-rows.js';

const HISTORY_LIMIT = 200;

/** Logs the entry as the writer and links it to every member it is about. */
export async function logForMembers(
  trx: Transaction<Database>,
  writer: Writer,
  memberIds: readonly number[],
  entry: LogEntry,
): Promise<void> {
  // The entry is about the members' building, so Member Logs shows it to that building's managers.
  const member =
    entry.buildingId === undefined && memberIds[0] !== undefined
      ? await trx
          .selectFrom('members')
          .select('building_id')
          .where('id', '=', memberIds[0])
          .executeTakeFirst()
      : undefined;
  const buildingId = entry.buildingId ?? member?.building_id ?? null;
  const logId = await logOperation(trx, { ...entry, buildingId, actor: writer.actor, now: writer.now });
  await insertRows(
    trx,
    'member_log',
    memberIds.map((memberId) => ({ member_id: memberId, log_id: logId })),
  );
}

const parsedJson = (text: string | null): Record<string, unknown> | null => {
  if (text === null) return null;
  const value: unknown = JSON.parse(text);
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
};

export async function memberHistory(db: Kysely<Database>, memberId: number) {
  const rows = await db
    .selectFrom('member_log')
    .innerJoin('operation_log', 'operation_log.id', 'member_log.log_id')
    .select([
      'operation_log.id',
      'operation_log.at',
      'operation_log.username',
      'operation_log.operation',
      'operation_log.message',
      'operation_log.before_value',
      'operation_log.after_value',
    ])
    .where('member_log.member_id', '=', memberId)
    .orderBy('operation_log.at', 'desc')
    .orderBy('operation_log.id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    username: row.username,
    operation: row.operation,
    message: row.message,
    before: parsedJson(row.before_value),
    after: parsedJson(row.after_value),
  }));
}

// The one way an act writes: its changes and the operation log entry that records them (who, when, what changed)
// commit together or not at all. Domain code takes a `Writer` (the context satisfies it), never a session.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { logOperation, type OperationActor, type OperationEntry } from '../domain/oplog/operation-log.js';
import type { SignedInContext } from './act-handler.js';

/** Who writes and when: what every write and its log entry need from the act's context. */
export interface Writer {
  actor: OperationActor;
  now: Date;
}

export type LogEntry = Omit<OperationEntry, 'actor' | 'now'>;

/** Logs an entry for the writer inside the write's transaction. */
export async function logFor(trx: Transaction<Database>, writer: Writer, entry: LogEntry): Promise<void> {
  await logOperation(trx, { ...entry, actor: writer.actor, now: writer.now });
}

/** Runs `work` in one transaction with a `log` that records entries as the context's actor. */
export function write<T>(
  context: Pick<SignedInContext, 'db' | 'actor' | 'now'>,
  work: (trx: Transaction<Database>, log: (entry: LogEntry) => Promise<void>) => Promise<T>,
): Promise<T> {
  return context.db.transaction().execute((trx) => work(trx, (entry) => logFor(trx, context, entry)));
}

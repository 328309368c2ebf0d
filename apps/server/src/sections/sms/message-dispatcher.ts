// Sends what the outbox holds, after the transactions that queued it have committed. A message sent through a
// provider outside the database is claimed with a conditional update (queued → sending), so several server
// instances never send one message twice; a failed send is tried again later with a doubling wait, MAX_ATTEMPTS
// times in all, then stays failed until staff retry it (and an SMS with an email to fall back to releases it). The
// development outbox is the database itself: a batch is handed over in one transaction with its journal rows, so a
// crash mid-way leaves each message either queued or sent, never lost and never sent twice.
import { sql, type Kysely } from 'kysely';
import { storedPhone } from '@bluemanager/protocol';
import { ActError } from '../../domain/act-error.js';
import type { Database } from '../../db/schema.js';
import {
  outboxProvider,
  type MessageAttachment,
  type MessageProvider,
  type MessageProviders,
} from './message-provider.js';
import '../email/notification-tables.js';
import { optedOutAmong, OPTED_OUT_ERROR } from './opt-outs.js';
import { BLOCKED_MESSAGE_ERROR, blockedAmong, messageBlockKind } from '../blocklist/block-checks.js';
import { carriesCode, revealCode } from './pickup-code-secrecy.js';
import { dropFallback, releaseFallback } from '../email/message-fallback.js';

export const MAX_ATTEMPTS = 3;
/** Why a message that was to carry a pickup code is not sent: the code died before it went out. */
export const STALE_CODE_ERROR =
  'The pickup code this message carried is no longer valid (the parcel was closed or a new code was sent).';
/** Messages read per pass: enough that the outbox's one transaction per batch is cheap per message. */
const BATCH = 200;
const CLAIM_MS = 60_000;
const RETRY_BASE_MS = 60_000;

export interface DispatchReport {
  sent: number;
  failed: number;
  retrying: number;
}

interface DueMessage {
  id: number;
  channel: string;
  recipient: string;
  language: string;
  subject: string;
  body: string;
  secret: string | null;
  attempts: number;
}

/** Fails a message for good, and releases the email an SMS falls back to, in one transaction. */
async function failForGood(
  db: Kysely<Database>,
  message: DueMessage,
  changes: { last_error: string; provider?: string; secret?: null },
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('messages')
      .set({ status: 'failed', claimed_until: null, ...changes })
      .where('id', '=', message.id)
      .execute();
    // A dead pickup code is dead in the email too.
    if (message.channel === 'sms' && changes.last_error !== STALE_CODE_ERROR)
      await releaseFallback(trx, message.id, now);
  });
}

/** Why a due message is not to be sent at all, or undefined when it may go. */
type Refusal = (message: DueMessage, channel: 'sms' | 'email') => string | undefined;

async function refusalsFor(db: Kysely<Database>, due: readonly DueMessage[], now: Date): Promise<Refusal> {
  const optedOut = await optedOutAmong(
    db,
    due.filter((message) => message.channel === 'sms').map((message) => message.recipient),
  );
  // The Black List, asked once per batch like the opt-outs: a blocked phone or email is sent nothing.
  const blocked = await blockedAmong(
    db,
    due.map((message) => ({ kind: messageBlockKind(message.channel), value: message.recipient })),
    now,
  );
  return (message, channel) => {
    if (message.secret === null && (carriesCode(message.body) || carriesCode(message.subject)))
      return STALE_CODE_ERROR;
    if (blocked.has(messageBlockKind(channel), message.recipient)) return BLOCKED_MESSAGE_ERROR;
    if (channel === 'sms' && optedOut.has(storedPhone(message.recipient))) return OPTED_OUT_ERROR;
    return undefined;
  };
}

/**
 * The development outbox: the batch is marked sent, with the text as delivered, and journalled in one transaction.
 * Only rows still queued are taken, so another instance's pass over the same rows takes none of them twice.
 */
async function deliverToOutbox(
  db: Kysely<Database>,
  provider: MessageProvider,
  messages: readonly DueMessage[],
  now: Date,
): Promise<number> {
  if (messages.length === 0) return 0;
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .updateTable('messages')
      .set({
        status: 'sent',
        attempts: sql<number>`attempts + 1`,
        sent_at: nowIso,
        provider: provider.name,
        last_error: '',
        claimed_until: null,
        secret: null,
      })
      .where(
        'id',
        'in',
        messages.map((message) => message.id),
      )
      .where('status', '=', 'queued')
      .returning('id')
      .execute();
    const takenIds = new Set(taken.map((row) => row.id));
    for (const message of messages) {
      if (!takenIds.has(message.id) || message.secret === null) continue;
      // The outbox is where the message is read: it keeps the code the recipient would have received.
      await trx
        .updateTable('messages')
        .set({
          subject: revealCode(message.subject, message.secret),
          body: revealCode(message.body, message.secret),
        })
        .where('id', '=', message.id)
        .execute();
    }
    if (takenIds.size > 0) {
      await trx
        .insertInto('outbox_deliveries')
        .values([...takenIds].map((id) => ({ message_id: id, delivered_at: nowIso })))
        .execute();
    }
    return takenIds.size;
  });
}

/** The files an email carries (the outbox keeps them in the table: nothing to hand over there). */
async function attachmentsOf(db: Kysely<Database>, messageId: number): Promise<MessageAttachment[]> {
  const rows = await db
    .selectFrom('message_attachments')
    .select(['filename', 'mime', 'content'])
    .where('message_id', '=', messageId)
    .execute();
  // PostgreSQL answers a Buffer, SQLite a Uint8Array on some drivers: the provider gets a Buffer either way.
  return rows.map((row) => ({ ...row, content: Buffer.from(row.content) }));
}

/** A provider outside the database: claim, send, record; a failure waits twice as long as the one before. */
async function deliverOne(
  db: Kysely<Database>,
  provider: MessageProvider,
  message: DueMessage,
  channel: 'sms' | 'email',
  now: Date,
  report: DispatchReport,
): Promise<void> {
  const nowIso = now.toISOString();
  const claimed = await db
    .updateTable('messages')
    .set({
      status: 'sending',
      attempts: message.attempts + 1,
      claimed_until: new Date(now.getTime() + CLAIM_MS).toISOString(),
    })
    .where('id', '=', message.id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return;
  const delivered = {
    subject: revealCode(message.subject, message.secret),
    body: revealCode(message.body, message.secret),
  };
  try {
    const attachments = channel === 'email' ? await attachmentsOf(db, message.id) : [];
    await provider.send({
      id: message.id,
      channel,
      recipient: message.recipient,
      language: message.language,
      ...delivered,
      ...(attachments.length > 0 ? { attachments } : {}),
    });
  } catch (error) {
    const attempts = message.attempts + 1;
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    if (attempts >= MAX_ATTEMPTS) {
      await failForGood(db, message, { last_error: lastError, provider: provider.name }, now);
      report.failed += 1;
      return;
    }
    await db
      .updateTable('messages')
      .set({
        status: 'queued',
        provider: provider.name,
        last_error: lastError,
        next_attempt_at: new Date(now.getTime() + RETRY_BASE_MS * 2 ** (attempts - 1)).toISOString(),
        claimed_until: null,
      })
      .where('id', '=', message.id)
      .execute();
    report.retrying += 1;
    return;
  }
  await db
    .updateTable('messages')
    .set({
      status: 'sent',
      sent_at: nowIso,
      provider: provider.name,
      last_error: '',
      claimed_until: null,
      secret: null,
      ...(provider.keepsDeliveredText ? delivered : {}),
    })
    .where('id', '=', message.id)
    .execute();
  // An email that went out needs no stand-in; an SMS keeps its email until the gateway's receipt says delivered.
  if (channel === 'email') await dropFallback(db, message.id);
  report.sent += 1;
}

/** One pass: up to `batch` due messages, each sent, retried later, or failed. */
export async function dispatchDueMessages(
  db: Kysely<Database>,
  providers: MessageProviders,
  now: Date,
  batch = BATCH,
): Promise<DispatchReport> {
  const nowIso = now.toISOString();
  // A message left 'sending' by an instance that stopped mid-send goes back in the queue once its claim lapses.
  await db
    .updateTable('messages')
    .set({ status: 'queued', claimed_until: null })
    .where('status', '=', 'sending')
    .where('claimed_until', '<', nowIso)
    .execute();
  const due = await db
    .selectFrom('messages')
    .select(['id', 'channel', 'recipient', 'language', 'subject', 'body', 'secret', 'attempts'])
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', nowIso)
    // Oldest due first, read in the order of the (status, next_attempt_at) index: a tie-break on id would sort every
    // due row on each pass, which a backlog of a hundred thousand makes slow.
    .orderBy('next_attempt_at')
    .limit(batch)
    .execute();
  const report: DispatchReport = { sent: 0, failed: 0, retrying: 0 };
  if (due.length === 0) return report;
  const refusal = await refusalsFor(db, due, now);
  const toOutbox: DueMessage[] = [];
  for (const message of due) {
    const channel = message.channel === 'email' ? 'email' : 'sms';
    const reason = refusal(message, channel);
    if (reason !== undefined) {
      // A refused message is never sent, so the code it carried need not be kept for a retry.
      await failForGood(db, message, { last_error: reason, secret: null }, now);
      report.failed += 1;
      continue;
    }
    const provider = providers[channel];
    if (provider === outboxProvider) toOutbox.push(message);
    else await deliverOne(db, provider, message, channel, now, report);
  }
  report.sent += await deliverToOutbox(db, outboxProvider, toOutbox, now);
  return report;
}

/** Passes until nothing is due or the time is up: a backlog drains without waiting for the next interval. */
export async function drainDueMessages(
  db: Kysely<Database>,
  providers: MessageProviders,
  now: () => Date,
  budgetMs = 4_000,
): Promise<DispatchReport> {
  const total: DispatchReport = { sent: 0, failed: 0, retrying: 0 };
  const started = Date.now();
  for (;;) {
    const pass = await dispatchDueMessages(db, providers, now());
    total.sent += pass.sent;
    total.failed += pass.failed;
    total.retrying += pass.retrying;
    if (pass.sent + pass.failed + pass.retrying === 0 || Date.now() - started >= budgetMs) return total;
  }
}

/**
 * Staff send a failed message again: it goes back in the queue with its tries reset. A message whose pickup code
 * died cannot be sent again; sending the recipient a new code is the way.
 */
export async function retryMessage(db: Kysely<Database>, messageId: number, now: Date): Promise<void> {
  const message = await db
    .selectFrom('messages')
    .select(['status', 'subject', 'body', 'secret'])
    .where('id', '=', messageId)
    .executeTakeFirst();
  if (!message) throw new ActError('NOT_FOUND', `There is no message ${messageId}.`);
  const notFailed = () =>
    new ActError('CONFLICT', `Message ${messageId} is ${message.status}; only a failed message is retried.`);
  if (message.status !== 'failed') throw notFailed();
  if (message.secret === null && (carriesCode(message.body) || carriesCode(message.subject)))
    throw new ActError(
      'CONFLICT',
      `Message ${messageId} carried a pickup code that is no longer valid; send the recipient a new code instead.`,
    );
  const result = await db
    .updateTable('messages')
    .set({ status: 'queued', attempts: 0, next_attempt_at: now.toISOString(), claimed_until: null })
    .where('id', '=', messageId)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  // Another member of staff retried it a moment ago.
  if (Number(result.numUpdatedRows) !== 1) throw notFailed();
}

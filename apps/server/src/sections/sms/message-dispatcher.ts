// Sends what the outbox holds, after the transactions that queued it have committed. Each message is claimed with
// a conditional update (queued → sending), so several server instances never send one message twice. A failed
// send is tried again later, MAX_ATTEMPTS times in all, then stays failed until staff retry it.
import type { Kysely } from 'kysely';
import { storedPhone } from '@bluemanager/protocol';
import { ActError } from '../../domain/act-error.js';
import type { Database } from '../../db/schema.js';
import type { MessageProviders } from './message-provider.js';
import { optedOutAmong, OPTED_OUT_ERROR } from './opt-outs.js';
import { BLOCKED_MESSAGE_ERROR, blockedAmong, messageBlockKind } from '../blocklist/block-checks.js';
import { carriesCode, revealCode } from './pickup-code-secrecy.js';

export const MAX_ATTEMPTS = 3;
/** Why a message that was to carry a pickup code is not sent: the code died before it went out. */
export const STALE_CODE_ERROR =
  'The pickup code this message carried is no longer valid (the parcel was closed or a new code was sent).';
const BATCH = 50;
const CLAIM_MS = 60_000;
const RETRY_BASE_MS = 60_000;

export interface DispatchReport {
  sent: number;
  failed: number;
  retrying: number;
}

export async function dispatchDueMessages(
  db: Kysely<Database>,
  providers: MessageProviders,
  now: Date,
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
    .orderBy('id')
    .limit(BATCH)
    .execute();
  const report: DispatchReport = { sent: 0, failed: 0, retrying: 0 };
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
  for (const message of due) {
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
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const channel = message.channel === 'email' ? 'email' : 'sms';
    const provider = providers[channel];
    if (message.secret === null && (carriesCode(message.body) || carriesCode(message.subject))) {
      await db
        .updateTable('messages')
        .set({ status: 'failed', last_error: STALE_CODE_ERROR, claimed_until: null })
        .where('id', '=', message.id)
        .execute();
      report.failed += 1;
      continue;
    }
    const refusal = blocked.has(messageBlockKind(channel), message.recipient)
      ? BLOCKED_MESSAGE_ERROR
      : channel === 'sms' && optedOut.has(storedPhone(message.recipient))
        ? OPTED_OUT_ERROR
        : undefined;
    if (refusal !== undefined) {
      await db
        .updateTable('messages')
        .set({ status: 'failed', last_error: refusal, claimed_until: null, secret: null })
        .where('id', '=', message.id)
        .execute();
      report.failed += 1;
      continue;
    }
    const delivered = {
      subject: revealCode(message.subject, message.secret),
      body: revealCode(message.body, message.secret),
    };
    try {
      await provider.send({
        id: message.id,
        channel,
        recipient: message.recipient,
        language: message.language,
        ...delivered,
      });
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
      report.sent += 1;
    } catch (error) {
      const attempts = message.attempts + 1;
      const final = attempts >= MAX_ATTEMPTS;
      await db
        .updateTable('messages')
        .set({
          status: final ? 'failed' : 'queued',
          provider: provider.name,
          last_error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          next_attempt_at: new Date(now.getTime() + RETRY_BASE_MS * 2 ** (attempts - 1)).toISOString(),
          claimed_until: null,
        })
        .where('id', '=', message.id)
        .execute();
      if (final) report.failed += 1;
      else report.retrying += 1;
    }
  }
  return report;
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

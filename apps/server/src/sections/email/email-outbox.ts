// The Email page's outbox and sent log: the email rows of the messages table, searched and resent.
import type { Kysely } from 'kysely';
import type { ActParsedParams, MessageItem, emailListAct } from '@bluemanager/protocol';
import { ActError } from '../../domain/act-error.js';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import { messageById, toMessageItem } from '../sms/message.repository.js';
import { carriesCode } from '../sms/pickup-code-secrecy.js';
import './notification-tables.js';

/** The events whose messages carry a pickup code. */
const CODE_EVENTS: readonly string[] = ['deposited', 'code-resent'];

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

export async function listEmails(
  db: Kysely<Database>,
  params: ActParsedParams<typeof emailListAct>,
): Promise<{ total: number; items: MessageItem[] }> {
  let query = db.selectFrom('messages').where('channel', '=', 'email');
  const q = params.q;
  if (q)
    query = query.where((eb) =>
      eb.or([containsText(eb.ref('recipient'), q), containsText(eb.ref('subject'), q)]),
    );
  if (params.status) query = query.where('status', '=', params.status);
  if (params.from) query = query.where('created_at', '>=', `${params.from}T00:00:00.000Z`);
  if (params.to) query = query.where('created_at', '<', dayAfter(params.to));
  if (params.campaign !== undefined) query = query.where('campaign_id', '=', params.campaign);
  const page = await fetchPage(
    db,
    query.select([
      'id',
      'parcel_id',
      'building_id',
      'event',
      'channel',
      'recipient',
      'language',
      'subject',
      'body',
      'status',
      'provider',
      'attempts',
      'last_error',
      'created_at',
      'sent_at',
    ]),
    params,
    (selected) => selected.orderBy('created_at', 'desc').orderBy('id', 'desc'),
  );
  return { total: page.total, items: page.items.map(toMessageItem) };
}

/** A copy of an email, queued now: for a message that bounced, or one the recipient says never came. */
export async function resendEmail(
  db: Kysely<Database>,
  id: number,
  writer: { actor: OperationActor; now: Date },
): Promise<MessageItem> {
  const newId = await db.transaction().execute(async (trx) => {
    const message = await trx.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
    if (!message || message.channel !== 'email') throw new ActError('NOT_FOUND', `There is no email ${id}.`);
    if (message.status !== 'sent' && message.status !== 'failed')
      throw new ActError(
        'CONFLICT',
        'This email is still on its way; it can be sent again once it is sent or failed.',
      );
    // A pickup code may have died since; a new code is sent from the parcel instead.
    if (CODE_EVENTS.includes(message.event) || carriesCode(message.body))
      throw new ActError(
        'CONFLICT',
        'This email carried a pickup code; send the recipient a new code instead.',
      );
    const at = writer.now.toISOString();
    const inserted = await trx
      .insertInto('messages')
      .values({
        parcel_id: message.parcel_id,
        building_id: message.building_id,
        event: message.event,
        channel: 'email',
        recipient: message.recipient,
        language: message.language,
        subject: message.subject,
        body: message.body,
        secret: null,
        status: 'queued',
        created_at: at,
        next_attempt_at: at,
        claimed_until: null,
        sent_at: null,
        campaign_id: message.campaign_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await logOperation(trx, {
      operation: 'email-resent',
      target: message.recipient,
      actor: writer.actor,
      now: writer.now,
      buildingId: message.building_id,
      detail: message.subject,
    });
    return inserted.id;
  });
  return messageById(db, newId);
}

// One email with a file into the portal's outbox: the message row, queued now, and its attachment row, inside the
// caller's transaction. The dispatcher sends it through the configured provider and retries as it retries any
// email. Used by the agent's ad report (53530) and the subscription invoice (65511).
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import './notification-tables.js';

export interface AttachedEmail {
  /** The building the outbox files the message under. */
  buildingId: number;
  /** What the message is, as the outbox and the logs name it (ad-report, subscription-invoice…). */
  event: string;
  recipient: string;
  language: string;
  subject: string;
  body: string;
  attachment: { filename: string; mime: string; content: Buffer };
  /** When it is queued (ISO). */
  at: string;
}

/** Queues the email and its file; returns the message's id. */
export async function queueAttachedEmail(trx: Transaction<Database>, email: AttachedEmail): Promise<number> {
  const message = await trx
    .insertInto('messages')
    .values({
      parcel_id: null,
      building_id: email.buildingId,
      event: email.event,
      channel: 'email',
      recipient: email.recipient,
      language: email.language,
      subject: email.subject,
      body: email.body,
      secret: null,
      status: 'queued',
      created_at: email.at,
      next_attempt_at: email.at,
      claimed_until: null,
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('message_attachments')
    .values({ message_id: message.id, ...email.attachment })
    .execute();
  return message.id;
}

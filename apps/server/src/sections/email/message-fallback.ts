// The channel fallback: an SMS that fails for good (its tries used up, the number opted out, the gateway's receipt
// says undelivered) releases the email kept beside it, queued at once. Called inside the transaction that fails
// the SMS, so the email is queued exactly when the SMS is failed.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import './notification-tables.js';

/** Queues the email kept for the message, if there is one; answers whether it did. */
export async function releaseFallback(trx: Kysely<Database>, messageId: number, now: Date): Promise<boolean> {
  const fallback = await trx
    .deleteFrom('message_fallbacks')
    .where('message_id', '=', messageId)
    .returningAll()
    .executeTakeFirst();
  if (!fallback) return false;
  const original = await trx
    .selectFrom('messages')
    .select(['parcel_id', 'building_id', 'event'])
    .where('id', '=', messageId)
    .executeTakeFirstOrThrow();
  const at = now.toISOString();
  await trx
    .insertInto('messages')
    .values({
      parcel_id: original.parcel_id,
      building_id: original.building_id,
      event: original.event,
      channel: 'email',
      recipient: fallback.recipient,
      language: fallback.language,
      subject: fallback.subject,
      body: fallback.body,
      secret: fallback.secret,
      status: 'queued',
      created_at: at,
      next_attempt_at: at,
      claimed_until: null,
      sent_at: null,
    })
    .execute();
  return true;
}

/** A message that reached its recipient needs no stand-in any more. */
export async function dropFallback(trx: Kysely<Database>, messageId: number): Promise<void> {
  await trx.deleteFrom('message_fallbacks').where('message_id', '=', messageId).execute();
}

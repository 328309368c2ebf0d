// A few recipient messages that could not be sent, so the demo shows what a delivery failure looks like and staff
// can try the Retry of the parcel detail (act 51021). The rest of the outbox is runtime state and starts empty.
// The messages are written exactly as a real reminder would be (queueParcelNotification renders the building's
// templates), then marked as the SMS gateway left them: failed after every try.
import type { Kysely } from 'kysely';
import { MAX_ATTEMPTS } from '../../sections/sms/message-dispatcher.js';
import { queueParcelNotification } from '../../sections/sms/queue-notification.js';
import type { Database } from '../schema.js';
import { HOUR, toIso } from './time.js';

/** How many parcels get a failed reminder SMS: a handful, enough for parallel browser tests to retry one each. */
export const FAILED_MESSAGE_PARCELS = 6;
export const FAILED_MESSAGE_ERROR = 'SMS gateway answered 503 Service Unavailable';

export async function seedFailedMessages(db: Kysely<Database>, now: number): Promise<number> {
  // The longest-waiting pending parcels in a compartment, with a phone: the ones a reminder would go to.
  const parcels = await db
    .selectFrom('parcels')
    .select('id')
    .where('state', '=', 'pending')
    .where('unattended', '=', 0)
    .where('abnormal', '=', 0)
    .where('phone', '!=', '')
    .orderBy('due_at')
    .orderBy('id')
    .limit(FAILED_MESSAGE_PARCELS)
    .execute();
  const ids = parcels.map((parcel) => parcel.id);
  if (ids.length === 0) return 0;
  const queuedAt = now - 3 * HOUR;
  for (const id of ids) {
    await queueParcelNotification(db, { parcelId: id, event: 'reminder', now: new Date(queuedAt) });
  }
  const failed = await db
    .updateTable('messages')
    .set({
      status: 'failed',
      provider: 'sms-gateway',
      attempts: MAX_ATTEMPTS,
      last_error: FAILED_MESSAGE_ERROR,
      next_attempt_at: toIso(queuedAt + HOUR),
    })
    .where('parcel_id', 'in', ids)
    .where('channel', '=', 'sms')
    .executeTakeFirst();
  // The same reminders by email went through the development outbox.
  await db
    .updateTable('messages')
    .set({ status: 'sent', provider: 'outbox', attempts: 1, sent_at: toIso(queuedAt) })
    .where('parcel_id', 'in', ids)
    .where('channel', '=', 'email')
    .execute();
  return Number(failed.numUpdatedRows);
}

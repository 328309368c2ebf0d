// What the dispatch benchmark and its crash test share: a backlog of queued messages, and a drain of it through the
// real dispatcher into the development outbox.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { dispatchDueMessages } from '../sections/sms/message-dispatcher.js';
import { outboxProvider } from '../sections/sms/message-provider.js';
import '../sections/email/notification-tables.js';

const INSERT_CHUNK = 500;

/** Queues `count` messages (SMS and email alternately) for the first building, due at `now`. */
export async function queueBacklog(db: Kysely<Database>, count: number, now: Date): Promise<void> {
  const building = await db.selectFrom('buildings').select('id').orderBy('id').executeTakeFirstOrThrow();
  const at = now.toISOString();
  for (let first = 0; first < count; first += INSERT_CHUNK) {
    const rows = Array.from({ length: Math.min(INSERT_CHUNK, count - first) }, (_, index) => {
      const n = first + index;
      const sms = n % 2 === 0;
      return {
        parcel_id: null,
        building_id: building.id,
        event: 'reminder',
        channel: sms ? 'sms' : 'email',
        recipient: sms ? `604555${String(n % 10_000).padStart(4, '0')}` : `resident${n}@example.com`,
        language: 'en',
        subject: sms ? '' : 'Your parcel is waiting',
        body: `Reminder ${n}: your parcel is still waiting in the locker. Please collect it soon.`,
        secret: null,
        status: 'queued',
        created_at: at,
        next_attempt_at: at,
        claimed_until: null,
        sent_at: null,
      };
    });
    await db.insertInto('messages').values(rows).execute();
  }
}

/** Passes of the dispatcher until nothing is due; `onPass` hears the running total after each. */
export async function drainToOutbox(
  db: Kysely<Database>,
  now: () => Date,
  onPass: (sent: number) => void,
  batch?: number,
): Promise<number> {
  const providers = { sms: outboxProvider, email: outboxProvider };
  let sent = 0;
  for (;;) {
    const pass = await dispatchDueMessages(db, providers, now(), batch);
    const handled = pass.sent + pass.failed + pass.retrying;
    sent += pass.sent;
    onPass(sent);
    if (handled === 0) return sent;
  }
}

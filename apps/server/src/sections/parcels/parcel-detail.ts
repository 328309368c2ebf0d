// One parcel with its timeline (its operation log entries) and the messages its recipient was sent.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { messagesOfParcel } from '../sms/message.repository.js';
import { parcelsWithPlace } from './parcel.repository.js';
import { toTimelineEntry } from './parcel-timeline.js';

export async function parcelDetail(db: Kysely<Database>, parcelId: number) {
  const row = await parcelsWithPlace(db).where('parcels.id', '=', parcelId).executeTakeFirstOrThrow();
  const timeline = await db
    .selectFrom('operation_log')
    .select(['at', 'operation', 'target', 'message', 'username'])
    .where('category', '=', 'Parcel')
    .where('target', '=', String(parcelId))
    .orderBy('at')
    .orderBy('id')
    .execute();
  return { row, timeline: timeline.map(toTimelineEntry), messages: await messagesOfParcel(db, parcelId) };
}

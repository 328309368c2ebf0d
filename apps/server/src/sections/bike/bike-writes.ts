// The bike section's writes by staff: force-end a session (58004), flag an abandoned bike and tell its member
// (58006), schedule its collection (58007) and record the result (58008). Each runs in one transaction with its
// operation log entry; the locker's scope was checked by the dispatcher, and the session or collection is looked up
// within that locker only.
import type { Kysely } from 'kysely';
import type { BikeCollectionItem, BikeCollectionResult, BikeSessionItem } from '@bluemanager/protocol';
import { OPEN_COLLECTION_STATES } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { logFor, type Writer } from '../../act-channel/write.js';
import { ActError } from '../../domain/act-error.js';
import { findCollection } from './bike-collection-row.js';
import { queueOverstayMessage } from './bike-overstay-message.js';
import { closeSession } from './bike-session-end.js';
import { findSession } from './bike-session-row.js';

/** How a log entry names a dock: "Bike Room A03 (Harbourfront Tower)". */
const placeOf = (item: { location: string; dock: string; bname: string }) =>
  `${item.location.split('#').join(' ')} ${item.dock} (${item.bname})`;

export async function forceEndSession(
  db: Kysely<Database>,
  params: { uuid: string; id: number; reason: string },
  writer: Writer,
): Promise<BikeSessionItem> {
  return db.transaction().execute(async (trx) => {
    const before = await findSession(trx, params.uuid, params.id, writer.now);
    await closeSession(trx, before.id, 'forced', params.reason, writer.now);
    const after = await findSession(trx, params.uuid, params.id, writer.now);
    await logFor(trx, writer, {
      operation: 'bike-session-ended',
      target: placeOf(after),
      detail: params.reason,
      buildingId: after.buid,
      changes: {
        before: { ended_at: null },
        after: { ended_at: after.ended_at, fee_cents: after.fee_cents, currency: after.currency },
      },
    });
    return after;
  });
}

export async function flagBike(
  db: Kysely<Database>,
  params: { uuid: string; session: number },
  writer: Writer,
): Promise<BikeCollectionItem> {
  return db.transaction().execute(async (trx) => {
    const session = await findSession(trx, params.uuid, params.session, writer.now);
    if (session.ended_at !== null) throw new ActError('CONFLICT', 'The session has ended: the bike is gone.');
    if (!session.overstaying) {
      throw new ActError('CONFLICT', 'The bike is still within the time it may stay.');
    }
    if (session.collection !== null) throw new ActError('CONFLICT', 'The bike is already flagged.');
    const notified = await queueOverstayMessage(trx, session.id, writer.now);
    const { id } = await trx
      .insertInto('bike_collections')
      .values({
        session_id: session.id,
        machine_id: (
          await trx
            .selectFrom('bike_sessions')
            .select('machine_id')
            .where('id', '=', session.id)
            .executeTakeFirstOrThrow()
        ).machine_id,
        state: 'flagged',
        flagged_at: writer.now.toISOString(),
        notified,
        scheduled_for: null,
        result_at: null,
        note: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await logFor(trx, writer, {
      operation: 'bike-flagged',
      target: placeOf(session),
      detail: session.member,
      buildingId: session.buid,
      changes: { before: {}, after: { state: 'flagged', notified } },
    });
    return findCollection(trx, params.uuid, id);
  });
}

async function openCollection(trx: Kysely<Database>, uuid: string, id: number): Promise<BikeCollectionItem> {
  const collection = await findCollection(trx, uuid, id);
  if (!OPEN_COLLECTION_STATES.includes(collection.state)) {
    throw new ActError('CONFLICT', 'The collection already has a result.');
  }
  return collection;
}

export async function scheduleCollection(
  db: Kysely<Database>,
  params: { uuid: string; id: number; at: string; note: string },
  writer: Writer,
): Promise<BikeCollectionItem> {
  const at = new Date(params.at);
  if (at.getTime() <= writer.now.getTime()) {
    throw new ActError('INVALID_PARAMS', 'The collection must be scheduled in the future.', {
      issues: [{ path: 'at', message: 'choose a time in the future' }],
    });
  }
  return db.transaction().execute(async (trx) => {
    const before = await openCollection(trx, params.uuid, params.id);
    await trx
      .updateTable('bike_collections')
      .set({ state: 'scheduled', scheduled_for: at.toISOString(), note: params.note || before.note })
      .where('id', '=', params.id)
      .execute();
    const after = await findCollection(trx, params.uuid, params.id);
    await logFor(trx, writer, {
      operation: 'bike-collection-scheduled',
      target: placeOf(after),
      detail: after.scheduled_for ?? '',
      buildingId: after.buid,
      changes: {
        before: { state: before.state, scheduled_for: before.scheduled_for },
        after: { state: after.state, scheduled_for: after.scheduled_for },
      },
    });
    return after;
  });
}

export async function recordCollection(
  db: Kysely<Database>,
  params: { uuid: string; id: number; result: BikeCollectionResult; note: string },
  writer: Writer,
): Promise<BikeCollectionItem> {
  return db.transaction().execute(async (trx) => {
    const before = await openCollection(trx, params.uuid, params.id);
    const session = await findSession(trx, params.uuid, before.session_id, writer.now);
    // A collected bike leaves the dock: its session ends and the dock is free. A claimed one ends when its member
    // undocks it; one not found leaves the session for staff to end with a reason.
    if (params.result === 'collected' && session.ended_at === null) {
      await closeSession(trx, session.id, 'collected', 'Abandoned bike collected', writer.now);
    }
    await trx
      .updateTable('bike_collections')
      .set({ state: params.result, result_at: writer.now.toISOString(), note: params.note || before.note })
      .where('id', '=', params.id)
      .execute();
    const after = await findCollection(trx, params.uuid, params.id);
    await logFor(trx, writer, {
      operation: 'bike-collection-recorded',
      target: placeOf(after),
      detail: params.result,
      buildingId: after.buid,
      changes: { before: { state: before.state }, after: { state: after.state } },
    });
    return after;
  });
}

// Queueing deliveries: each event a webhook subscribes to becomes one row of webhook_deliveries, which the
// dispatcher sends. Parcel events come from the parcel event hub (the live stream's own source, as the reward system
// hears it); on PostgreSQL every instance hears each one, so a delivery is unique by (webhook, event key) and the
// others' inserts do nothing. Locker offline/online events are queued in the transaction that records them (the
// offline sweep and the heartbeat), so neither can happen without its deliveries.
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { MAIN_COMPANY, type WebhookEvent } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import type { ParcelEventHub } from '../../domain/events/parcel-events.js';
import type { ParcelChange, ParcelChangeKind } from '../../domain/events/parcel-change.js';
import type { NewMachineEvent } from '../machines/machine-events.js';
import './webhook.table.js';

const PARCEL_EVENTS: Partial<Record<ParcelChangeKind, WebhookEvent>> = {
  deposited: 'parcel.deposited',
  collected: 'parcel.collected',
  // Handed over by staff: collected all the same for a receiver.
  completed: 'parcel.collected',
  overdue: 'parcel.overdue',
  returned: 'parcel.returned',
};

export interface WebhookEventOccurrence {
  event: WebhookEvent;
  /** Unique per event: the same occurrence heard twice is queued once. */
  key: string;
  buildingId: number;
  at: string;
  data: Record<string, unknown>;
}

/** The JSON a receiver gets: the event, when it happened, and what it is about. */
export function deliveryBody(occurrence: { event: string; key: string; at: string; data: object }): string {
  return JSON.stringify({
    id: occurrence.key,
    event: occurrence.event,
    occurred_at: occurrence.at,
    data: occurrence.data,
  });
}

/**
 * One delivery per active webhook that subscribes to the event and reaches its building: its own building, or
 * (without one) every building of its partner, or every building for the operator's.
 */
export async function queueWebhookDeliveries(
  db: Kysely<Database>,
  occurrences: readonly WebhookEventOccurrence[],
  now: Date,
): Promise<number> {
  let queued = 0;
  for (const occurrence of occurrences) {
    const webhooks = await db
      .selectFrom('webhooks')
      .select(['webhooks.id', 'webhooks.events'])
      .where('webhooks.active', '=', 1)
      .where((eb) =>
        eb.or([
          eb('webhooks.building_id', '=', occurrence.buildingId),
          eb.and([
            eb('webhooks.building_id', 'is', null),
            eb.or([
              eb('webhooks.partner', '=', MAIN_COMPANY),
              eb(
                'webhooks.partner',
                '=',
                eb.selectFrom('buildings').select('partner').where('id', '=', occurrence.buildingId),
              ),
            ]),
          ]),
        ]),
      )
      .execute();
    const subscribed = webhooks.filter((row) =>
      (JSON.parse(row.events) as string[]).includes(occurrence.event),
    );
    if (subscribed.length === 0) continue;
    const result = await db
      .insertInto('webhook_deliveries')
      .values(
        subscribed.map((webhook) => ({
          webhook_id: webhook.id,
          event: occurrence.event,
          event_key: occurrence.key,
          payload: deliveryBody(occurrence),
          state: 'pending',
          attempts: 0,
          next_attempt_at: now.toISOString(),
          last_attempt_at: null,
          status_code: null,
          error: null,
          created_at: now.toISOString(),
        })),
      )
      .onConflict((conflict) => conflict.columns(['webhook_id', 'event_key']).doNothing())
      .executeTakeFirst();
    queued += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return queued;
}

export function parcelOccurrence(change: ParcelChange): WebhookEventOccurrence | undefined {
  const event = PARCEL_EVENTS[change.kind];
  if (!event) return undefined;
  return {
    event,
    key: `${event}:${change.parcelId}:${change.at}`,
    buildingId: change.buildingId,
    at: change.at,
    data: {
      parcel_id: change.parcelId,
      building_id: change.buildingId,
      state: change.state,
      manual: change.kind === 'completed',
    },
  };
}

/** Listens on the app's parcel event hub; a failure is logged, never thrown at the hub. */
export function queueParcelWebhooks(
  hub: ParcelEventHub,
  db: Kysely<Database>,
  now: () => Date,
  log: FastifyBaseLogger,
): () => void {
  return hub.subscribe((change) => {
    const occurrence = parcelOccurrence(change);
    if (!occurrence) return;
    queueWebhookDeliveries(db, [occurrence], now()).catch((error: unknown) =>
      log.error({ err: error, parcel: change.parcelId }, 'queueing parcel webhooks failed'),
    );
  });
}

/** In the transaction that records them: a delivery for each locker that went offline or came back. */
export async function queueMachineWebhooks(
  trx: Kysely<Database>,
  events: readonly NewMachineEvent[],
  now: Date,
): Promise<void> {
  const changes = events.filter((event) => event.kind === 'offline' || event.kind === 'online');
  if (changes.length === 0) return;
  const machines = await trx
    .selectFrom('machines')
    .select(['id', 'uuid', 'name', 'building_id'])
    .where(
      'id',
      'in',
      changes.map((change) => change.machineId),
    )
    .execute();
  const occurrences = changes.flatMap((change): WebhookEventOccurrence[] => {
    const machine = machines.find((row) => row.id === change.machineId);
    if (!machine) return [];
    const event: WebhookEvent = change.kind === 'offline' ? 'machine.offline' : 'machine.online';
    const at = change.at.toISOString();
    return [
      {
        event,
        key: `${event}:${machine.id}:${at}`,
        buildingId: machine.building_id,
        at,
        data: {
          machine: machine.uuid,
          name: machine.name,
          building_id: machine.building_id,
          detail: change.detail ?? '',
        },
      },
    ];
  });
  await queueWebhookDeliveries(trx, occurrences, now);
}

// Reading webhooks (each with its pending and failed counts) and a webhook's delivery log.
import type { Kysely } from 'kysely';
import type {
  ActResult,
  webhookDeliveriesAct,
  webhookItem,
  webhooksAct,
  WebhookDeliveryState,
} from '@bluemanager/protocol';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import type { SessionInfo } from '../../domain/auth/session.service.js';
import { fetchPage, type PageRequest } from '../../db/page.js';
import { reachesAllStaff } from '../authority/staff-reach.js';
import type { WebhookDeliveryRow } from './webhook.table.js';

type WebhookItem = z.infer<typeof webhookItem>;
type DeliveryItem = ActResult<typeof webhookDeliveriesAct>['items'][number];

function webhookQuery(db: Kysely<Database>) {
  return db
    .selectFrom('webhooks')
    .leftJoin('buildings', 'buildings.id', 'webhooks.building_id')
    .select((eb) => [
      'webhooks.id',
      'webhooks.url',
      'webhooks.events',
      'webhooks.building_id',
      'buildings.name as building_name',
      'webhooks.partner',
      'webhooks.active',
      'webhooks.created_at',
      eb
        .selectFrom('webhook_deliveries as d')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('d.webhook_id', '=', 'webhooks.id')
        .where('d.state', '=', 'pending')
        .as('pending'),
      eb
        .selectFrom('webhook_deliveries as d')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('d.webhook_id', '=', 'webhooks.id')
        .where('d.state', '=', 'failed')
        .as('failed'),
      eb
        .selectFrom('webhook_deliveries as d')
        .select((inner) => inner.fn.max('d.last_attempt_at').as('at'))
        .whereRef('d.webhook_id', '=', 'webhooks.id')
        .as('last_delivery_at'),
    ]);
}

type WebhookQueryRow = Awaited<ReturnType<ReturnType<typeof webhookQuery>['execute']>>[number];

function toItem(row: WebhookQueryRow): WebhookItem {
  return {
    id: row.id,
    url: row.url,
    events: JSON.parse(row.events) as WebhookItem['events'],
    building: row.building_id,
    building_name: row.building_name ?? null,
    partner: row.partner,
    active: row.active === 1,
    created_at: row.created_at,
    pending: Number(row.pending ?? 0),
    failed: Number(row.failed ?? 0),
    last_delivery_at: (row.last_delivery_at as string | null) ?? null,
  };
}

export async function listWebhooks(
  db: Kysely<Database>,
  session: SessionInfo,
  page: PageRequest & { id?: number | undefined },
): Promise<ActResult<typeof webhooksAct>> {
  const query = webhookQuery(db)
    .$if(!reachesAllStaff(session), (q) => q.where('webhooks.partner', '=', session.partner))
    .$if(page.id !== undefined, (q) => q.where('webhooks.id', '=', Number(page.id)));
  const { total, items } = await fetchPage(db, query, page, (q) => q.orderBy('webhooks.id', 'desc'));
  return { total, items: items.map(toItem) };
}

export async function webhookById(db: Kysely<Database>, id: number): Promise<WebhookItem> {
  return toItem(await webhookQuery(db).where('webhooks.id', '=', id).executeTakeFirstOrThrow());
}

export function deliveryItem(row: WebhookDeliveryRow): DeliveryItem {
  return {
    id: row.id,
    event: row.event as DeliveryItem['event'],
    state: row.state as WebhookDeliveryState,
    attempts: row.attempts,
    status_code: row.status_code,
    error: row.error,
    created_at: row.created_at,
    last_attempt_at: row.last_attempt_at,
    next_attempt_at: row.state === 'pending' ? row.next_attempt_at : null,
  };
}

export async function listDeliveries(
  db: Kysely<Database>,
  params: { id: number } & PageRequest,
): Promise<ActResult<typeof webhookDeliveriesAct>> {
  const query = db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', params.id);
  const { total, items } = await fetchPage(db, query, params, (q) => q.orderBy('id', 'desc'));
  return { total, items: items.map(deliveryItem) };
}

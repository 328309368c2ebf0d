// Demo webhooks: the operator's, sending parcel events to an integration (its log shows deliveries that arrived, one
// retried and one that gave up), and a partner's for its lockers going offline and back, switched off. Their
// receivers are .example addresses that never resolve, so neither is active: a demo must not post anywhere.
import type { Kysely } from 'kysely';
import { MAIN_COMPANY, type WebhookEvent } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import type { SectionSeedContext } from '../define-server-section.js';
import { deliveryBody } from './webhook-queue.js';
import { sealSecret } from '../../domain/secrets/sealed-text.js';
import { newWebhookSecret } from './webhook-secret.js';
import { DEMO_WEBHOOK_SECRET_KEY } from './webhook-settings.js';
import './webhook.table.js';

const MINUTE = 60_000;

export async function seedWebhooks(
  db: Kysely<Database>,
  { now }: SectionSeedContext,
): Promise<Readonly<Record<string, number>>> {
  const key = Buffer.from(DEMO_WEBHOOK_SECRET_KEY, 'hex');
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE).toISOString();
  const partnerBuilding = await db
    .selectFrom('buildings')
    .select(['id', 'partner'])
    .where('partner', '!=', MAIN_COMPANY)
    .orderBy('id')
    .executeTakeFirst();
  const plans: { partner: string; url: string; events: WebhookEvent[]; building: number | null }[] = [
    {
      partner: MAIN_COMPANY,
      url: 'https://integrations.bluebox.example/hooks/parcels',
      events: ['parcel.deposited', 'parcel.collected', 'parcel.overdue', 'parcel.returned'],
      building: null,
    },
    ...(partnerBuilding
      ? [
          {
            partner: partnerBuilding.partner,
            url: 'https://ops.partner.example/lockers',
            events: ['machine.offline', 'machine.online'] as WebhookEvent[],
            building: partnerBuilding.id,
          },
        ]
      : []),
  ];
  let deliveries = 0;
  for (const [index, plan] of plans.entries()) {
    const { id } = await db
      .insertInto('webhooks')
      .values({
        partner: plan.partner,
        url: plan.url,
        events: JSON.stringify(plan.events),
        building_id: plan.building,
        active: 0,
        secret_cipher: sealSecret(key, newWebhookSecret()),
        created_by: 'sysadmin',
        created_at: at(60 * 24 * 20),
        updated_at: at(60 * 24 * 2),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const outcomes = [
      { state: 'delivered', attempts: 1, status: 200, error: null },
      { state: 'delivered', attempts: 3, status: 200, error: null },
      { state: 'failed', attempts: 8, status: 503, error: 'the receiver answered 503' },
      { state: 'delivered', attempts: 1, status: 204, error: null },
    ];
    const rows = outcomes.map((outcome, n) => {
      const event = plan.events[n % plan.events.length] ?? 'parcel.deposited';
      const happened = at(60 * 24 * 2 + 90 * (outcomes.length - n) + index);
      const eventKey = `${event}:demo-${index}-${n}`;
      return {
        webhook_id: id,
        event,
        event_key: eventKey,
        payload: deliveryBody({ event, key: eventKey, at: happened, data: { demo: true } }),
        state: outcome.state,
        attempts: outcome.attempts,
        next_attempt_at: null,
        last_attempt_at: happened,
        status_code: outcome.status,
        error: outcome.error,
        created_at: happened,
      };
    });
    await db.insertInto('webhook_deliveries').values(rows).execute();
    deliveries += rows.length;
  }
  return { webhooks: plans.length, webhook_deliveries: deliveries };
}

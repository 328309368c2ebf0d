// The `webhook` and `webhook-delivery` scopes: the operator's system admin reaches every webhook; a partner admin
// only their own partner's. Outside one's reach a missing webhook and someone else's answer alike (FORBIDDEN).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SessionInfo } from '../../domain/auth/session.service.js';
import { ActError } from '../../domain/act-error.js';
import { reachesAllStaff } from '../authority/staff-reach.js';
import './webhook.table.js';

type Manager = Pick<SessionInfo, 'level' | 'bPartner' | 'partner'>;

function requireOwned(manager: Manager, partner: string | undefined, what: string): void {
  if (reachesAllStaff(manager)) {
    if (partner === undefined) throw new ActError('NOT_FOUND', `There is no ${what}.`);
    return;
  }
  if (partner !== manager.partner) throw new ActError('FORBIDDEN', `${what} is not one of your partner's.`);
}

export async function requireWebhookInReach(db: Kysely<Database>, manager: Manager, id: number) {
  const row = await db.selectFrom('webhooks').select('partner').where('id', '=', id).executeTakeFirst();
  requireOwned(manager, row?.partner, `Webhook ${id}`);
}

export async function requireDeliveryInReach(db: Kysely<Database>, manager: Manager, id: number) {
  const row = await db
    .selectFrom('webhook_deliveries')
    .innerJoin('webhooks', 'webhooks.id', 'webhook_deliveries.webhook_id')
    .select('webhooks.partner')
    .where('webhook_deliveries.id', '=', id)
    .executeTakeFirst();
  requireOwned(manager, row?.partner, `Webhook delivery ${id}`);
}

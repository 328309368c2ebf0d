// The close at the deadline: a background pass claims each open campaign whose deadline has come with a conditional
// update (state 'open' → 'succeeded' or 'failed') in a transaction, so of two server instances reaching the deadline
// at once exactly one changes the row; the other's update matches nothing and it moves on. A success places every
// participant's 'group-buy' order at the reached tier's price in that same transaction (orders are made once,
// with the claim), waiting for pickup at the member's building. The charges follow outside any transaction (the
// provider is asked between writes), each with a key derived from campaign and participant: a retry, or the other
// instance, asks with the same key and never charges twice. A failure charges nothing: nothing was held.
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { reachedTier } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import { chargePlacedOrder, placeOrder } from '../orders/order-place.js';
import type { PaymentProvider } from '../orders/payments/payment-provider.js';
import { currencyOf, tiersOf } from './group-buy-read.js';
import type { GroupBuyRow } from './group-buy.tables.js';

/** Who the close's log entries and charges name. */
export const CLOSER_NAME = 'system (group-buy close)';
const CLOSER: OperationActor = { userId: null, username: CLOSER_NAME, ip: '' };

/** The charge's idempotency key: one per participant of one campaign, whoever asks and however often. */
export const groupBuyChargeKey = (campaignId: number, participantId: number) =>
  `group-buy-${campaignId}-${participantId}`;

async function placeParticipantOrders(
  trx: Transaction<Database>,
  campaign: GroupBuyRow,
  now: Date,
): Promise<number> {
  const tier = reachedTier(tiersOf(campaign), Number(campaign.participants));
  const participants = await trx
    .selectFrom('group_buy_participants as p')
    .innerJoin('members', 'members.id', 'p.member_id')
    .select([
      'p.id',
      'p.member_id',
      'p.building_id',
      'p.quantity',
      'members.name',
      'members.phones',
      'members.email',
    ])
    .where('p.group_buy_id', '=', campaign.id)
    .where('p.order_id', 'is', null)
    .orderBy('p.id')
    .execute();
  for (const participant of participants) {
    const phones = JSON.parse(participant.phones) as string[];
    const order = await placeOrder(trx, {
      kind: 'group-buy',
      buildingId: participant.building_id,
      memberId: participant.member_id,
      customer: participant.name,
      mob: phones[0] ?? '',
      email: participant.email,
      currency: currencyOf(campaign.currency),
      lines: [
        {
          name: campaign.name,
          sku: `GB-${campaign.id}`,
          quantity: Number(participant.quantity),
          unitAmount: tier?.amount ?? 0,
        },
      ],
      fulfilment: 'processing',
      now,
    });
    await trx
      .updateTable('group_buy_participants')
      .set({ order_id: order.id })
      .where('id', '=', participant.id)
      .execute();
  }
  return participants.length;
}

export type CloseOutcome = { id: number; state: 'succeeded' | 'failed'; orders: number };

/** Claims one due campaign and closes it; undefined when it was not (or no longer) open and due. */
export async function closeCampaign(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<CloseOutcome | undefined> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('group_buys')
      .set({
        state: sql<string>`case when participants >= minimum then 'succeeded' else 'failed' end`,
        closed_at: at,
        updated_at: at,
      })
      .where('id', '=', id)
      .where('state', '=', 'open')
      .where('deadline', '<=', at)
      .returningAll()
      .executeTakeFirst();
    if (!claimed) return undefined;
    const succeeded = claimed.state === 'succeeded';
    const orders = succeeded ? await placeParticipantOrders(trx, claimed, now) : 0;
    const first = await trx
      .selectFrom('group_buy_buildings')
      .select('building_id')
      .where('group_buy_id', '=', id)
      .orderBy('position')
      .executeTakeFirst();
    await logOperation(trx, {
      operation: succeeded ? 'group-buy-succeeded' : 'group-buy-failed',
      target: claimed.name,
      actor: CLOSER,
      now,
      buildingId: first?.building_id ?? null,
      detail: `${claimed.participants} of ${claimed.minimum} participants; ${orders} orders`,
      changes: { before: { state: 'open' }, after: { state: claimed.state } },
    });
    return { id, state: succeeded ? 'succeeded' : 'failed', orders };
  });
}

/**
 * Charges each order a success made that the provider has not settled yet. An attempt left pending (provider down)
 * is asked again on the next pass with its own key; a paid or declined one is marked settled and left alone.
 */
export async function chargeSucceededOrders(
  db: Kysely<Database>,
  provider: PaymentProvider,
  now: Date,
): Promise<number> {
  const due = await db
    .selectFrom('group_buy_participants')
    .select(['id', 'group_buy_id', 'order_id', 'method'])
    .where('order_id', 'is not', null)
    .where('charge_settled_at', 'is', null)
    .orderBy('id')
    .execute();
  let settled = 0;
  for (const participant of due) {
    if (participant.order_id === null) continue;
    const state = await chargePlacedOrder(
      db,
      provider,
      {
        orderId: participant.order_id,
        method: participant.method,
        key: groupBuyChargeKey(participant.group_buy_id, participant.id),
      },
      { actor: CLOSER, now },
    ).catch((error: unknown) => {
      // Another instance is charging this very order with the same key right now: its pass settles it.
      if (error instanceof ActError && error.code === 'CONFLICT') return 'unpaid';
      throw error;
    });
    if (state === 'unpaid') continue;
    await db
      .updateTable('group_buy_participants')
      .set({ charge_settled_at: now.toISOString() })
      .where('id', '=', participant.id)
      .where('charge_settled_at', 'is', null)
      .execute();
    settled += 1;
  }
  return settled;
}

/** One pass: closes every due campaign (each once, whoever else is closing) and then charges what successes made. */
export async function closeDueCampaigns(
  db: Kysely<Database>,
  provider: PaymentProvider,
  now: Date,
): Promise<CloseOutcome[]> {
  const due = await db
    .selectFrom('group_buys')
    .select('id')
    .where('state', '=', 'open')
    .where('deadline', '<=', now.toISOString())
    .orderBy('deadline')
    .execute();
  const closed: CloseOutcome[] = [];
  for (const { id } of due) {
    const outcome = await closeCampaign(db, id, now);
    if (outcome) closed.push(outcome);
  }
  await chargeSucceededOrders(db, provider, now);
  return closed;
}

// Demo campaigns, one or more in every state, in the buildings with the most active members: two open ones filling
// up (one past a price tier), a draft, a cancelled one, a failed one short of its minimum and a succeeded one whose
// participants' orders were placed through placeOrder at the reached tier and charged at the close as the development
// provider answers: one participant's card is its declining one, so a failed charge shows too. Each charge is booked
// under its campaign-and-participant key in the provider's book and the order's sums, as the close would have left
// them, and marked settled so the close's charge pass leaves it alone.
import type { Kysely } from 'kysely';
import type { Currency, PriceTier } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import type { SectionSeedContext } from '../define-server-section.js';
import { placeOrder, type PlacedOrder } from '../orders/order-place.js';
import { paymentStateOf } from '../orders/order-settle.js';
import { CLOSER_NAME, groupBuyChargeKey } from './group-buy-close.js';
import { reachedTier } from '@bluemanager/protocol';
import '../members/member.table.js';
import './group-buy.tables.js';

const DAY_MS = 86_400_000;

interface PlannedCampaign {
  name: string;
  description: string;
  tiers: PriceTier[];
  minimum: number;
  state: 'draft' | 'open' | 'succeeded' | 'failed' | 'cancelled';
  /** Days from the seed's now: ahead for draft and open, behind for the closed ones. */
  deadlineDays: number;
  buildings: number;
  participants: number;
  cancelReason?: string;
}

const CAMPAIGNS: readonly PlannedCampaign[] = [
  {
    name: 'Organic produce box',
    description: 'A weekly box of seasonal organic vegetables and fruit from a local farm.',
    tiers: [
      { min: 1, amount: 3200 },
      { min: 10, amount: 2800 },
      { min: 25, amount: 2500 },
    ],
    minimum: 10,
    state: 'open',
    deadlineDays: 5,
    buildings: 2,
    participants: 7,
  },
  {
    name: 'Maple syrup, 1 L',
    description: 'Grade A amber maple syrup from a Quebec sugar shack.',
    tiers: [
      { min: 1, amount: 1850 },
      { min: 5, amount: 1600 },
      { min: 12, amount: 1450 },
    ],
    minimum: 5,
    state: 'open',
    deadlineDays: 2,
    buildings: 1,
    participants: 6,
  },
  {
    name: 'Artisan bread bundle',
    description: 'Sourdough, rye and a baguette, baked the morning of pickup.',
    tiers: [
      { min: 1, amount: 1275 },
      { min: 8, amount: 1100 },
    ],
    minimum: 8,
    state: 'draft',
    deadlineDays: 12,
    buildings: 3,
    participants: 0,
  },
  {
    name: 'Winter tire storage',
    description: 'A season of tire storage with pickup and drop-off at the building.',
    tiers: [
      { min: 1, amount: 12_000 },
      { min: 6, amount: 9900 },
      { min: 10, amount: 8900 },
    ],
    minimum: 6,
    state: 'succeeded',
    deadlineDays: -3,
    buildings: 2,
    participants: 11,
  },
  {
    name: 'Fair-trade coffee beans, 1 kg',
    description: 'Medium roast, whole beans, roasted to order.',
    tiers: [
      { min: 1, amount: 2400 },
      { min: 15, amount: 1900 },
    ],
    minimum: 15,
    state: 'failed',
    deadlineDays: -6,
    buildings: 2,
    participants: 4,
  },
  {
    name: 'Pizza night kit',
    description: 'Dough, sauce and toppings for four.',
    tiers: [
      { min: 1, amount: 2200 },
      { min: 10, amount: 1800 },
    ],
    minimum: 10,
    state: 'cancelled',
    deadlineDays: 4,
    buildings: 1,
    participants: 3,
    cancelReason: 'The supplier closed for renovations',
  },
];

const CURRENCY: Currency = 'CAD';

interface Member {
  id: number;
  building_id: number;
  name: string;
  phones: string;
  email: string;
}

/** The close's charge of one order, as the development provider settled it (no money moves in a demo). */
async function bookCharge(
  db: Kysely<Database>,
  order: PlacedOrder,
  key: string,
  declined: boolean,
  at: Date,
): Promise<void> {
  const when = at.toISOString();
  const ref = `dev_ch_seed_${key}`;
  const outcome = declined
    ? { state: 'failed', ref, method: 'test card', failure: 'card_declined' }
    : { state: 'succeeded', ref, method: 'test card' };
  await db
    .insertInto('payments')
    .values({
      order_id: order.id,
      idempotency_key: key,
      provider: 'development',
      provider_ref: ref,
      method: 'test card',
      amount: order.totalAmount,
      currency: CURRENCY,
      state: outcome.state,
      failure: declined ? 'card_declined' : null,
      username: CLOSER_NAME,
      created_at: when,
      settled_at: when,
    })
    .execute();
  await db
    .insertInto('dev_payment_ledger')
    .values({
      idempotency_key: key,
      kind: 'charge',
      ref,
      amount: order.totalAmount,
      currency: CURRENCY,
      outcome: JSON.stringify(outcome),
      created_at: when,
    })
    .execute();
  const paid = declined ? 0 : order.totalAmount;
  await db
    .updateTable('orders')
    .set({
      paid_amount: paid,
      payment_state: paymentStateOf({
        total: order.totalAmount,
        paid,
        refunded: 0,
        lastChargeFailed: declined,
      }),
      updated_at: when,
    })
    .where('id', '=', order.id)
    .execute();
}

export async function seedGroupBuys(
  db: Kysely<Database>,
  context: SectionSeedContext,
): Promise<Readonly<Record<string, number>>> {
  const members = await db
    .selectFrom('members')
    .select(['id', 'building_id', 'name', 'phones', 'email'])
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
  const byBuilding = new Map<number, Member[]>();
  for (const member of members)
    byBuilding.set(member.building_id, [...(byBuilding.get(member.building_id) ?? []), member]);
  const busiest = [...byBuilding.entries()]
    .sort((a, b) => b[1].length - a[1].length || a[0] - b[0])
    .map(([id]) => id);
  if (busiest.length === 0) return {};
  const now = context.now.getTime();
  const counts = { group_buys: 0, group_buy_buildings: 0, group_buy_participants: 0, orders: 0 };
  for (const [index, plan] of CAMPAIGNS.entries()) {
    const buildings = Array.from(
      { length: plan.buildings },
      (_, k) => busiest[(index + k) % busiest.length] ?? 0,
    );
    const pickup = [...new Set(buildings)];
    const residents = pickup.flatMap((buildingId) => byBuilding.get(buildingId) ?? []);
    const joined = residents.filter((_, k) => k % 2 === index % 2).slice(0, plan.participants);
    const deadline = new Date(now + plan.deadlineDays * DAY_MS);
    const created = new Date(Math.min(now, deadline.getTime()) - 14 * DAY_MS);
    const opened = plan.state === 'draft' ? null : new Date(created.getTime() + DAY_MS).toISOString();
    const closed =
      plan.state === 'succeeded' || plan.state === 'failed'
        ? deadline
        : plan.state === 'cancelled'
          ? new Date(now - DAY_MS)
          : null;
    const { id } = await db
      .insertInto('group_buys')
      .values({
        name: plan.name,
        description: plan.description,
        currency: CURRENCY,
        tiers: JSON.stringify(plan.tiers),
        minimum: plan.minimum,
        participants: joined.length,
        units: joined.reduce((sum, _member, k) => sum + 1 + (k % 3 === 0 ? 1 : 0), 0),
        state: plan.state,
        deadline: deadline.toISOString(),
        cancel_reason: plan.cancelReason ?? null,
        opened_at: opened,
        closed_at: closed?.toISOString() ?? null,
        created_at: created.toISOString(),
        updated_at: (closed ?? created).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('group_buy_buildings')
      .values(pickup.map((buildingId, position) => ({ group_buy_id: id, building_id: buildingId, position })))
      .execute();
    const price = reachedTier(plan.tiers, joined.length)?.amount ?? 0;
    for (const [k, member] of joined.entries()) {
      const quantity = 1 + (k % 3 === 0 ? 1 : 0);
      const joinedAt = new Date(created.getTime() + DAY_MS + (k + 1) * 3_600_000 * 7).toISOString();
      const order =
        plan.state === 'succeeded'
          ? await placeOrder(db, {
              kind: 'group-buy',
              buildingId: member.building_id,
              memberId: member.id,
              customer: member.name,
              mob: (JSON.parse(member.phones) as string[])[0] ?? '',
              email: member.email,
              currency: CURRENCY,
              lines: [{ name: plan.name, sku: `GB-${id}`, quantity, unitAmount: price }],
              fulfilment: 'processing',
              now: deadline,
            })
          : undefined;
      const { id: participantId } = await db
        .insertInto('group_buy_participants')
        .values({
          group_buy_id: id,
          member_id: member.id,
          building_id: member.building_id,
          quantity,
          // The development provider's test cards: one declines, so the succeeded campaign shows a failed charge.
          method: k === 2 ? 'dev_declined' : 'dev_visa_4242',
          joined_at: joinedAt,
          order_id: order?.id ?? null,
          charge_settled_at: order ? deadline.toISOString() : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (order) {
        await bookCharge(db, order, groupBuyChargeKey(id, participantId), k === 2, deadline);
        counts.orders += 1;
      }
    }
    counts.group_buys += 1;
    counts.group_buy_buildings += pickup.length;
    counts.group_buy_participants += joined.length;
  }
  return counts;
}

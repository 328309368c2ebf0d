// The order that pays for one period of a plan: placed through the orders section (the one way an order is made)
// with the member as its customer, one line for the plan's price.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readPhones } from '../members/member-row.js';
import { currencyOf } from '../orders/order-row.js';
import { placeOrder, type PlacedOrder } from '../orders/order-place.js';
import { periodOf } from './premium-plans.js';
import type { PremiumPlanRow } from './premium.tables.js';

export interface PremiumCustomer {
  id: number;
  building_id: number;
  name: string;
  phones: string;
  email: string;
}

export async function findCustomer(db: Kysely<Database>, memberId: number) {
  return db
    .selectFrom('members')
    .select(['id', 'building_id', 'name', 'phones', 'email', 'status'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

export function placePremiumOrder(
  trx: Transaction<Database> | Kysely<Database>,
  member: PremiumCustomer,
  plan: PremiumPlanRow,
  now: Date,
): Promise<PlacedOrder> {
  const period = periodOf(plan);
  return placeOrder(trx, {
    kind: 'premium',
    buildingId: member.building_id,
    memberId: member.id,
    customer: member.name,
    mob: readPhones(member.phones)[0] ?? '',
    email: member.email,
    currency: currencyOf(plan.currency),
    lines: [
      {
        name: `Premium membership ${plan.name}, ${period === 'monthly' ? '1 month' : '12 months'}`,
        sku: `PM-${plan.id}-${period === 'monthly' ? '1M' : '12M'}`,
        quantity: 1,
        unitAmount: Number(plan.price_amount),
      },
    ],
    fulfilment: 'processing',
    now,
  });
}

/** The provider's reason for the last failed charge of an order (what the page translates). */
export async function lastFailure(db: Kysely<Database>, orderId: number) {
  const row = await db
    .selectFrom('payments')
    .select('failure')
    .where('order_id', '=', orderId)
    .where('state', '=', 'failed')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.failure ?? 'processing_error';
}

// Placing a shop order for a member (act 65407): the lines are read from the catalogue (inactive or unknown items and
// mixed currencies refused on their field), the order is written through the Orders section's `placeOrder` with its
// units reserved from the member's building's stock in the same transaction, then charged through
// `chargePlacedOrder`. A declined charge gives the units back and the order is cancelled; it was never paid.
import type { Kysely } from 'kysely';
import type { ActParsedParams, shopOrderPlaceAct } from '@bluemanager/protocol';
import type { SignedInContext } from '../../act-channel/act-handler.js';
import { logFor, type Writer } from '../../act-channel/write.js';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { currencyOf } from '../orders/order-row.js';
import { chargePlacedOrder, placeOrder, type PlacedOrderLine } from '../orders/order-place.js';
import { paymentProviderOf } from '../orders/payments/payment-config.js';
import { moveStock, releaseOrderStock } from './shop-stock.js';

type PlaceParams = ActParsedParams<typeof shopOrderPlaceAct>;

const lineIssue = (index: number, message: string) =>
  new ActError('INVALID_PARAMS', message, { issues: [{ path: `lines.${index}.item`, message }] });

async function catalogueLines(db: Kysely<Database>, params: PlaceParams) {
  const ids = params.lines.map((line) => line.item);
  const items = await db.selectFrom('shop_items').selectAll().where('id', 'in', ids).execute();
  const lines = params.lines.map((line, index) => {
    const item = items.find((row) => row.id === line.item);
    if (!item) throw lineIssue(index, `There is no shop item ${line.item}.`);
    if (item.active !== 1) throw lineIssue(index, `${item.name} is not on sale.`);
    return { item, quantity: line.quantity };
  });
  const currency = currencyOf(lines[0]?.item.currency ?? 'CAD');
  const foreign = lines.findIndex((line) => line.item.currency !== currency);
  if (foreign !== -1)
    throw lineIssue(foreign, 'Every item of one order must be priced in the same currency.');
  return { lines, currency };
}

/** The order an earlier call with this payment key placed, if any: a retry answers it instead of placing again. */
async function orderOfKey(db: Kysely<Database>, key: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('payments')
    .innerJoin('shop_orders', 'shop_orders.order_id', 'payments.order_id')
    .select('payments.order_id')
    .where('payments.idempotency_key', '=', key)
    .executeTakeFirst();
  return row?.order_id;
}

/** The charge did not go through: the units go back and the order, never paid, is cancelled. */
async function giveBack(db: Kysely<Database>, orderId: number, why: string, writer: Writer): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const cancelled = await trx
      .updateTable('orders')
      .set({ fulfilment: 'cancelled', updated_at: writer.now.toISOString() })
      .where('id', '=', orderId)
      .where('fulfilment', '=', 'processing')
      .where('paid_amount', '=', 0)
      .returning(['number', 'building_id'])
      .executeTakeFirst();
    if (!cancelled) return;
    await releaseOrderStock(trx, orderId, why, writer);
    await logFor(trx, writer, {
      operation: 'shop-order-cancelled',
      target: cancelled.number,
      buildingId: cancelled.building_id,
      detail: why,
      changes: { before: { fulfilment: 'processing' }, after: { fulfilment: 'cancelled' } },
    });
  });
}

export async function placeShopOrder(context: SignedInContext, params: PlaceParams): Promise<number> {
  const { db } = context;
  const earlier = await orderOfKey(db, params.key);
  if (earlier !== undefined) return earlier;
  const member = await db
    .selectFrom('members')
    .select(['id', 'building_id', 'name', 'phones', 'email', 'moved_out_at'])
    .where('id', '=', params.member)
    .executeTakeFirst();
  if (!member) throw new ActError('NOT_FOUND', `There is no member ${params.member}.`);
  if (member.moved_out_at !== null)
    throw new ActError('CONFLICT', `${member.name} has moved out: the shop sells to residents only.`);
  const { lines, currency } = await catalogueLines(db, params);
  const orderId = await db.transaction().execute(async (trx) => {
    const placed = await placeOrder(trx, {
      kind: 'shop',
      buildingId: member.building_id,
      memberId: member.id,
      customer: member.name,
      mob: (JSON.parse(member.phones) as string[])[0] ?? '',
      email: member.email,
      currency,
      lines: lines.map(({ item, quantity }): PlacedOrderLine => ({
        name: item.name,
        sku: item.sku,
        quantity,
        unitAmount: Number(item.price_amount),
      })),
      fulfilment: 'processing',
      now: context.now,
    });
    await trx.insertInto('shop_orders').values({ order_id: placed.id, parcel_id: null }).execute();
    for (const [index, { item, quantity }] of lines.entries()) {
      const left = await moveStock(
        trx,
        {
          itemId: item.id,
          buildingId: member.building_id,
          kind: 'order',
          delta: -quantity,
          reason: placed.number,
          orderId: placed.id,
        },
        context,
      );
      if (left === undefined) {
        const message = `Too few units of ${item.name} are left in the member's building.`;
        throw new ActError('CONFLICT', message, { issues: [{ path: `lines.${index}.quantity`, message }] });
      }
    }
    await logFor(trx, context, {
      operation: 'shop-order-placed',
      target: placed.number,
      buildingId: member.building_id,
      changes: {
        before: {},
        after: {
          total: placed.totalAmount,
          currency,
          lines: lines.map((line) => `${line.quantity} ${line.item.sku}`),
        },
      },
    });
    return placed.id;
  });
  let state: string;
  try {
    state = await chargePlacedOrder(
      db,
      paymentProviderOf(db),
      { orderId, method: params.method, key: params.key },
      context,
    );
  } catch (error) {
    // The key belonged to another order, or the provider failed outright: nothing was charged for this one.
    await giveBack(db, orderId, 'The charge could not be made', context);
    throw error;
  }
  if (state === 'failed') await giveBack(db, orderId, 'The charge was declined', context);
  return orderId;
}

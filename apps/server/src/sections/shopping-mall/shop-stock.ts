// Stock per building: every change is one conditional update of the count (`on_hand + delta >= 0`, checked by the row
// update itself, so two orders at once can never both take the last unit) and one ledger row with the count after
// it, in the caller's transaction. A ledger row is never edited: a release is a new row that gives units back.
import type { Kysely } from 'kysely';
import type { ActParsedParams, StockMoveKind, shopStockAct } from '@bluemanager/protocol';
import { write, type Writer } from '../../act-channel/write.js';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';

/** The caller's transaction (a Transaction is a Kysely). */
type Trx = Kysely<Database>;

export interface StockMove {
  itemId: number;
  buildingId: number;
  kind: StockMoveKind;
  delta: number;
  reason: string;
  orderId?: number;
}

/** Applies one move, or answers undefined when it would take the count below zero (nothing is written then). */
export async function moveStock(trx: Trx, move: StockMove, writer: Writer): Promise<number | undefined> {
  await trx
    .insertInto('shop_stock')
    .values({ item_id: move.itemId, building_id: move.buildingId, on_hand: 0 })
    .onConflict((conflict) => conflict.columns(['item_id', 'building_id']).doNothing())
    .execute();
  const moved = await trx
    .updateTable('shop_stock')
    .set((eb) => ({ on_hand: eb('on_hand', '+', move.delta) }))
    .where('item_id', '=', move.itemId)
    .where('building_id', '=', move.buildingId)
    .where((eb) => eb(eb('on_hand', '+', move.delta), '>=', 0))
    .returning('on_hand')
    .executeTakeFirst();
  if (!moved) return undefined;
  await trx
    .insertInto('shop_stock_moves')
    .values({
      item_id: move.itemId,
      building_id: move.buildingId,
      kind: move.kind,
      delta: move.delta,
      on_hand: moved.on_hand,
      reason: move.reason,
      order_id: move.orderId ?? null,
      username: writer.actor.username,
      created_at: writer.now.toISOString(),
    })
    .execute();
  return Number(moved.on_hand);
}

/** A restock or adjustment by staff (act 65405), logged with the count before and after. */
export async function changeStock(
  context: Writer & { db: Kysely<Database> },
  params: ActParsedParams<typeof shopStockAct>,
): Promise<void> {
  await write(context, async (trx, log) => {
    const item = await trx
      .selectFrom('shop_items')
      .select('sku')
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!item) throw new ActError('NOT_FOUND', `There is no shop item ${params.id}.`);
    const after = await moveStock(
      trx,
      {
        itemId: params.id,
        buildingId: params.buid,
        kind: params.kind,
        delta: params.delta,
        reason: params.reason,
      },
      context,
    );
    if (after === undefined) {
      const message = 'There are fewer units on hand than this takes away: stock never goes below zero.';
      throw new ActError('CONFLICT', message, { issues: [{ path: 'delta', message }] });
    }
    await log({
      operation: 'shop-stock-changed',
      target: item.sku,
      buildingId: params.buid,
      detail: params.reason,
      changes: { before: { on_hand: after - params.delta }, after: { on_hand: after, kind: params.kind } },
    });
  });
}

/** Gives back everything an order still holds (its reservations net of earlier releases), once. */
export async function releaseOrderStock(
  trx: Trx,
  orderId: number,
  reason: string,
  writer: Writer,
): Promise<void> {
  const held = await trx
    .selectFrom('shop_stock_moves')
    .select(['item_id', 'building_id', (eb) => eb.fn.sum<number>('delta').as('net')])
    .where('order_id', '=', orderId)
    .groupBy(['item_id', 'building_id'])
    .execute();
  for (const row of held) {
    const net = Number(row.net);
    if (net >= 0) continue;
    await moveStock(
      trx,
      { itemId: row.item_id, buildingId: row.building_id, kind: 'release', delta: -net, reason, orderId },
      writer,
    );
  }
}

// The catalogue (acts 65401–65404): the list with its units on hand in the caller's buildings, one item with its
// stock per building and latest moves, and the writes (one transaction with its log entry each). A SKU already taken
// is refused on the field; a picture must have been uploaded first.
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import {
  SHOP_CATEGORIES,
  STOCK_MOVE_KINDS,
  type ActParsedParams,
  type ActResult,
  type ShopItem,
  type ShopItemDetail,
  type shopItemCreateAct,
  type shopItemsAct,
} from '@bluemanager/protocol';
import { write, type Writer } from '../../act-channel/write.js';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import { ActError } from '../../domain/act-error.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';
import { changedFields } from '../../domain/oplog/operation-log.js';
import { currencyOf, oneOf } from '../orders/order-row.js';
import type { ShopItemRow } from './shop.tables.js';

type ListParams = ActParsedParams<typeof shopItemsAct>;
type ItemFields = ActParsedParams<typeof shopItemCreateAct>;

const SORT_COLUMNS = {
  name: 'shop_items.name',
  sku: 'shop_items.sku',
  price: 'shop_items.price_amount',
  updated: 'shop_items.updated_at',
} as const;

const fieldIssue = (path: string, message: string) =>
  new ActError('INVALID_PARAMS', message, { issues: [{ path, message }] });

export function imagesOf(row: Pick<ShopItemRow, 'images'>): string[] {
  const parsed: unknown = JSON.parse(row.images);
  return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
}

function toShopItem(row: ShopItemRow & { on_hand: number | string | bigint | null }): ShopItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sku: row.sku,
    price: { amount: Number(row.price_amount), currency: currencyOf(row.currency) },
    category: oneOf(SHOP_CATEGORIES, row.category, 'shop category'),
    active: row.active === 1,
    images: imagesOf(row),
    on_hand: Number(row.on_hand ?? 0),
    updated_at: row.updated_at,
  };
}

/** Units on hand of the item in the scope's buildings, as a correlated sum. */
const onHandIn = (scope: BuildingScope) => (eb: ExpressionBuilder<Database, 'shop_items'>) =>
  eb
    .selectFrom('shop_stock')
    .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('shop_stock.on_hand'), inner.lit(0)).as('sum'))
    .whereRef('shop_stock.item_id', '=', 'shop_items.id')
    .where((inner) => buildingFilter(inner.ref('shop_stock.building_id'), scope))
    .as('on_hand');

export async function listShopItems(
  db: Kysely<Database>,
  scope: BuildingScope,
  params: ListParams,
): Promise<ActResult<typeof shopItemsAct>> {
  const query = db
    .selectFrom('shop_items')
    .selectAll('shop_items')
    .select(onHandIn(scope))
    .where((eb) => {
      const conditions = [];
      if (params.category) conditions.push(eb('shop_items.category', '=', params.category));
      if (params.active !== undefined) conditions.push(eb('shop_items.active', '=', params.active ? 1 : 0));
      if (params.q) {
        conditions.push(
          eb.or([
            containsText(eb.ref('shop_items.name'), params.q),
            containsText(eb.ref('shop_items.sku'), params.q),
            containsText(eb.ref('shop_items.description'), params.q),
          ]),
        );
      }
      return eb.and(conditions);
    });
  const page = await fetchPage(db, query, params, (ordered) =>
    ordered.orderBy(SORT_COLUMNS[params.sort], params.dir).orderBy('shop_items.id', params.dir),
  );
  return { total: page.total, items: page.items.map(toShopItem) };
}

export async function shopItemDetail(
  db: Kysely<Database>,
  scope: BuildingScope,
  id: number,
): Promise<ShopItemDetail> {
  const row = await db
    .selectFrom('shop_items')
    .selectAll('shop_items')
    .select(onHandIn(scope))
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no shop item ${id}.`);
  const stock = await db
    .selectFrom('buildings')
    .leftJoin('shop_stock', (join) =>
      join.onRef('shop_stock.building_id', '=', 'buildings.id').on('shop_stock.item_id', '=', id),
    )
    .select([
      'buildings.id as buid',
      'buildings.name as bname',
      (eb) => eb.fn.coalesce('shop_stock.on_hand', eb.lit(0)).as('on_hand'),
      // Reserved: what the orders still waiting to be collected took (their reservations net of any release).
      (eb) =>
        eb
          .selectFrom('shop_stock_moves as held')
          .innerJoin('orders', 'orders.id', 'held.order_id')
          .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('held.delta'), inner.lit(0)).as('n'))
          .where('held.item_id', '=', id)
          .whereRef('held.building_id', '=', 'buildings.id')
          .where('orders.fulfilment', 'in', ['processing', 'in-locker'])
          .as('reserved'),
    ])
    .where((eb) => buildingFilter(eb.ref('buildings.id'), scope))
    .orderBy('buildings.name')
    .execute();
  const moves = await db
    .selectFrom('shop_stock_moves')
    .innerJoin('buildings', 'buildings.id', 'shop_stock_moves.building_id')
    .leftJoin('orders', 'orders.id', 'shop_stock_moves.order_id')
    .select([
      'shop_stock_moves.id',
      'shop_stock_moves.building_id as buid',
      'buildings.name as bname',
      'shop_stock_moves.kind',
      'shop_stock_moves.delta',
      'shop_stock_moves.on_hand',
      'shop_stock_moves.reason',
      'orders.number as order',
      'shop_stock_moves.username',
      'shop_stock_moves.created_at',
    ])
    .where('shop_stock_moves.item_id', '=', id)
    .where((eb) => buildingFilter(eb.ref('shop_stock_moves.building_id'), scope))
    .orderBy('shop_stock_moves.id', 'desc')
    .limit(50)
    .execute();
  return {
    item: toShopItem(row),
    stock: stock.map((level) => ({
      buid: level.buid,
      bname: level.bname,
      on_hand: Number(level.on_hand),
      reserved: -Number(level.reserved ?? 0),
    })),
    moves: moves.map((move) => ({
      ...move,
      kind: oneOf(STOCK_MOVE_KINDS, move.kind, 'stock move'),
      delta: Number(move.delta),
      on_hand: Number(move.on_hand),
    })),
  };
}

async function requireUploaded(trx: Transaction<Database>, images: readonly string[]): Promise<void> {
  if (images.length === 0) return;
  const found = await trx.selectFrom('shop_images').select('sha256').where('sha256', 'in', images).execute();
  const missing = images.findIndex((sha) => !found.some((row) => row.sha256 === sha));
  if (missing !== -1)
    throw fieldIssue(`images.${missing}`, 'This picture was never uploaded: upload it again.');
}

async function requireFreeSku(trx: Transaction<Database>, sku: string, except?: number): Promise<void> {
  const taken = await trx.selectFrom('shop_items').select('id').where('sku', '=', sku).executeTakeFirst();
  if (taken && taken.id !== except) throw fieldIssue('sku', `Another item already has the SKU ${sku}.`);
}

const columnsOf = (fields: ItemFields) => ({
  name: fields.name,
  description: fields.description,
  sku: fields.sku,
  price_amount: fields.price,
  currency: fields.currency,
  category: fields.category,
  active: fields.active ? 1 : 0,
  images: JSON.stringify([...new Set(fields.images)]),
});

export async function createShopItem(
  context: Writer & { db: Kysely<Database> },
  fields: ItemFields,
): Promise<number> {
  return write(context, async (trx, log) => {
    await requireFreeSku(trx, fields.sku);
    await requireUploaded(trx, fields.images);
    const at = context.now.toISOString();
    const values = columnsOf(fields);
    const { id } = await trx
      .insertInto('shop_items')
      .values({ ...values, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await log({ operation: 'shop-item-created', target: fields.sku, changes: { before: {}, after: values } });
    return id;
  });
}

export async function updateShopItem(
  context: Writer & { db: Kysely<Database> },
  id: number,
  fields: ItemFields,
): Promise<void> {
  await write(context, async (trx, log) => {
    const before = await trx.selectFrom('shop_items').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw new ActError('NOT_FOUND', `There is no shop item ${id}.`);
    await requireFreeSku(trx, fields.sku, id);
    await requireUploaded(trx, fields.images);
    const values = columnsOf(fields);
    await trx
      .updateTable('shop_items')
      .set({ ...values, updated_at: context.now.toISOString() })
      .where('id', '=', id)
      .execute();
    await log({
      operation: 'shop-item-changed',
      target: fields.sku,
      // Only the columns the form sets are compared (changedFields reads the keys of `after`).
      changes: changedFields({ ...before, price_amount: Number(before.price_amount) }, values),
    });
  });
}

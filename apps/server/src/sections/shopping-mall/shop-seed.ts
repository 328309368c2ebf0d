// Demo rows of the shop: the catalogue with pictures, opening stock in every building (a restock on the ledger),
// and in each building with residents a shop order in every fulfilment state, placed with the Orders section's
// `placeOrder` and its units reserved like any order. Their payments are seeded history (the seed runs inside one
// transaction, so no provider is asked); a waiting order sits in a compartment as a pending parcel, a cancelled one
// was refunded in full and gave its units back.
import type { Kysely, Transaction } from 'kysely';
import { storedPhone } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import type { Writer } from '../../act-channel/write.js';
import { insertRows } from '../../db/seed/insert-rows.js';
import { createRandom, seedFrom, type Random } from '../../db/seed/random.js';
import type { SectionSeedContext } from '../define-server-section.js';
import { placeOrder } from '../orders/order-place.js';
import { recountOrder } from '../orders/order-settle.js';
import { hashPickupCode } from '../parcels/pickup-code.js';
import { parcelAddress, parcelSearchText } from '../parcels/parcel-text.js';
import { SHOP_CARRIER } from './shop-fulfil.js';
import { shopImageRow } from './shop-images.js';
import { DEMO_ITEMS, demoPicture } from './shop-seed-items.js';
import { moveStock, releaseOrderStock } from './shop-stock.js';

const DAY_MS = 86_400_000;
const STATES = ['processing', 'in-locker', 'collected', 'cancelled'] as const;

type Db = Kysely<Database>;
type Member = { id: number; building_id: number; name: string; phones: string; email: string };
type SoldItem = { id: number; name: string; sku: string; price_amount: number };

async function seedCatalogue(db: Db, now: Date): Promise<SoldItem[]> {
  const at = now.toISOString();
  const pictures = await Promise.all(
    DEMO_ITEMS.map(async (item) => shopImageRow(await demoPicture(item), now)),
  );
  await insertRows(db, 'shop_images', pictures);
  await insertRows(
    db,
    'shop_items',
    DEMO_ITEMS.map((item, index) => ({
      name: item.name,
      description: item.description,
      sku: item.sku,
      price_amount: item.price,
      currency: 'CAD',
      category: item.category,
      active: item.active ? 1 : 0,
      images: JSON.stringify([pictures[index]?.sha256]),
      created_at: at,
      updated_at: at,
    })),
  );
  return db
    .selectFrom('shop_items')
    .select(['id', 'name', 'sku', 'price_amount'])
    .where('active', '=', 1)
    .execute();
}

/** Puts the order's parcel into a free compartment of the building, as a deposit would. */
async function waitInLocker(
  trx: Db,
  random: Random,
  orderId: number,
  member: Member,
  at: Date,
): Promise<boolean> {
  const place = await trx
    .selectFrom('compartments')
    .innerJoin('machines', 'machines.id', 'compartments.machine_id')
    .innerJoin('buildings', 'buildings.id', 'machines.building_id')
    .select([
      'compartments.id',
      'machines.id as machine_id',
      'buildings.name',
      'buildings.address',
      'buildings.overdue_hours',
    ])
    .where('machines.building_id', '=', member.building_id)
    .where('compartments.state', '=', 'free')
    .orderBy('compartments.id')
    .executeTakeFirst();
  if (!place) return false;
  await trx.updateTable('compartments').set({ state: 'occupied' }).where('id', '=', place.id).execute();
  // Stored as the parcels store a phone (ten digits for North American numbers), as a deposit would.
  const phone = storedPhone((JSON.parse(member.phones) as string[])[0] ?? '');
  const deposited = at.toISOString();
  const { id } = await trx
    .insertInto('parcels')
    .values({
      carrier: SHOP_CARRIER,
      phone,
      email: member.email,
      recipient: member.name,
      building_id: member.building_id,
      machine_id: place.machine_id,
      compartment_id: place.id,
      state: 'pending',
      abnormal: 0,
      abnormal_reason: '',
      unattended: 0,
      note: '',
      search_text: parcelSearchText({
        carrier: SHOP_CARRIER,
        phone,
        email: member.email,
        recipient: member.name,
      }),
      address: parcelAddress(place.name, place.address),
      created_at: deposited,
      deposited_at: deposited,
      due_at: new Date(at.getTime() + place.overdue_hours * 3_600_000).toISOString(),
      collected_at: null,
      updated_at: deposited,
      // From the seed's own random numbers, so the same `now` seeds the same rows.
      pickup_code_hash: hashPickupCode(place.machine_id, String(random.int(100_000, 999_999))),
      next_reminder_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('orders')
    .set({ machine_id: place.machine_id, compartment_id: place.id })
    .where('id', '=', orderId)
    .execute();
  await trx.updateTable('shop_orders').set({ parcel_id: id }).where('order_id', '=', orderId).execute();
  return true;
}

async function seedOrder(
  trx: Db,
  random: Random,
  member: Member,
  items: SoldItem[],
  state: (typeof STATES)[number],
  now: Date,
): Promise<boolean> {
  const at = new Date(now.getTime() - random.int(0, 20) * DAY_MS - random.int(0, 80_000) * 1000);
  const writer: Writer = { actor: { userId: null, username: 'sysadmin', ip: '' }, now: at };
  const chosen = random.shuffle(items).slice(0, random.int(1, 3));
  const lines = chosen.map((item) => ({ item, quantity: random.int(1, 2) }));
  const placed = await placeOrder(trx, {
    kind: 'shop',
    buildingId: member.building_id,
    memberId: member.id,
    customer: member.name,
    mob: (JSON.parse(member.phones) as string[])[0] ?? '',
    email: member.email,
    currency: 'CAD',
    lines: lines.map(({ item, quantity }) => ({
      name: item.name,
      sku: item.sku,
      quantity,
      unitAmount: Number(item.price_amount),
    })),
    fulfilment: 'processing',
    now: at,
  });
  await trx.insertInto('shop_orders').values({ order_id: placed.id, parcel_id: null }).execute();
  for (const { item, quantity } of lines) {
    await moveStock(
      trx,
      {
        itemId: item.id,
        buildingId: member.building_id,
        kind: 'order',
        delta: -quantity,
        reason: placed.number,
        orderId: placed.id,
      },
      writer,
    );
  }
  const settled = new Date(at.getTime() + 3000).toISOString();
  const { id: paymentId } = await trx
    .insertInto('payments')
    .values({
      order_id: placed.id,
      idempotency_key: `seed-shop-${placed.number}`,
      provider: 'development',
      provider_ref: `dev_ch_seed_${placed.number}`,
      method: 'visa 4242',
      amount: placed.totalAmount,
      currency: 'CAD',
      state: 'succeeded',
      failure: null,
      username: 'sysadmin',
      created_at: at.toISOString(),
      settled_at: settled,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (state === 'cancelled') {
    await releaseOrderStock(trx, placed.id, 'Member changed their mind', writer);
    await trx
      .insertInto('refunds')
      .values({
        order_id: placed.id,
        payment_id: paymentId,
        idempotency_key: `seed-shop-refund-${placed.number}`,
        provider: 'development',
        provider_ref: `dev_re_seed_${placed.number}`,
        amount: placed.totalAmount,
        currency: 'CAD',
        full: 1,
        reason: 'Member changed their mind',
        state: 'succeeded',
        failure: null,
        username: 'sysadmin',
        created_at: settled,
        settled_at: settled,
      })
      .execute();
    await trx
      .updateTable('orders')
      .set({ refund_held: placed.totalAmount })
      .where('id', '=', placed.id)
      .execute();
  }
  const deposited = state === 'in-locker' && (await waitInLocker(trx, random, placed.id, member, at));
  const fulfilment = state === 'in-locker' && !deposited ? 'processing' : state;
  await trx.updateTable('orders').set({ fulfilment }).where('id', '=', placed.id).execute();
  await recountOrder(trx as Transaction<Database>, placed.id, new Date(settled));
  return deposited;
}

export async function seedShop(
  db: Kysely<Database>,
  context: SectionSeedContext,
): Promise<Readonly<Record<string, number>>> {
  const random = createRandom(seedFrom('shopping-mall'));
  const items = await seedCatalogue(db, context.now);
  const buildings = await db.selectFrom('buildings').select('id').orderBy('id').execute();
  const opening: Writer = {
    actor: { userId: null, username: 'sysadmin', ip: '' },
    now: new Date(context.now.getTime() - 30 * DAY_MS),
  };
  for (const building of buildings) {
    for (const item of items) {
      await moveStock(
        db,
        {
          itemId: item.id,
          buildingId: building.id,
          kind: 'restock',
          delta: random.int(8, 40),
          reason: 'Opening stock',
        },
        opening,
      );
    }
  }
  const members = await db
    .selectFrom('members')
    .select(['id', 'building_id', 'name', 'phones', 'email'])
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
  let orders = 0;
  let parcels = 0;
  for (const building of buildings) {
    const residents = members.filter((member) => member.building_id === building.id);
    if (residents.length === 0) continue;
    for (const state of STATES) {
      if (await seedOrder(db, random, random.pick(residents), items, state, context.now)) parcels += 1;
      orders += 1;
    }
  }
  // `parcels`: the demo seed adds them to its own count of parcels.
  return { shop_items: DEMO_ITEMS.length, shop_images: DEMO_ITEMS.length, shop_orders: orders, parcels };
}

// The shop (acts 65401–65411, POST /api/shop/images, GET /shop-images/…) on both databases: the demo seeds a
// catalogue with pictures, stock in every building and shop orders in every fulfilment state; the catalogue is
// created, changed and searched, with SKUs unique and pictures checked by their bytes; stock moves only with a ledger
// row and never below zero, even with many orders at once; an order is placed and charged, a declined one gives its
// units back; a paid order goes into a free compartment of its building as a parcel, is collected (by hand or at the
// locker) or cancelled with its units back and its money refunded; wrong levels and foreign buildings are refused.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_IMAGE_MAX_BYTES, type OrderDetail, type ShopItemDetail } from '@bluemanager/protocol';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { multipartFile } from '../advertising/upload-request.js';
import { collectParcel } from '../parcels/parcel-lifecycle.js';

describe.each(testDialects())('the shop on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  let partner: string;
  let partnerBuildings: number[];
  let foreignBuilding: number;
  let keys = 0;
  const db = () => portal.database.handle.db;
  const key = (what: string) => `${what}-${dialect}-${String((keys += 1))}`;

  const upload = async (token: string, content: Buffer, name: string) => {
    const { payload, headers } = multipartFile(content, name, 'image/png');
    const response = await portal.app.inject({
      method: 'POST',
      url: '/api/shop/images',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };
  const picture = (colour: string) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const onHand = async (itemId: number, buildingId: number) =>
    Number(
      (
        await db()
          .selectFrom('shop_stock')
          .select('on_hand')
          .where('item_id', '=', itemId)
          .where('building_id', '=', buildingId)
          .executeTakeFirst()
      )?.on_hand ?? 0,
    );
  /** A new active item with `units` in the building, made through the acts. */
  const newItem = async (units: number, buildingId: number, price = 1250) => {
    const created = await portal.act('create shop item', {
      t: admin,
      name: `Test item ${String(keys)}`,
      sku: key('T'),
      price,
      category: 'snacks',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body.data as ShopItemDetail).item.id;
    if (units > 0) {
      const stocked = await portal.act('change shop stock', {
        t: admin,
        id,
        buid: buildingId,
        kind: 'restock',
        delta: units,
        reason: 'Delivery from the wholesaler',
      });
      expect(stocked.status, JSON.stringify(stocked.body)).toBe(200);
    }
    return id;
  };
  const memberIn = async (buildingId: number) =>
    (
      await db()
        .selectFrom('members')
        .select('id')
        .where('building_id', '=', buildingId)
        .where('status', '=', 'active')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  const place = (member: number, lines: { item: number; quantity: number }[], method = 'pm_card_visa') =>
    portal.act('place shop order', { t: admin, member, lines, method, key: key('order') });

  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
    partner = await portal.login('partneradmin');
    const partnerRows = await db()
      .selectFrom('buildings')
      .select('id')
      .where('partner', '=', 'YK-Gold')
      .execute();
    partnerBuildings = partnerRows.map((row) => row.id);
    foreignBuilding = (
      await db()
        .selectFrom('buildings')
        .select('id')
        .where('id', 'not in', partnerBuildings)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => portal?.close());

  it('seeds pictured items, stock in every building and shop orders in every fulfilment state', async () => {
    const items = await portal.act('shop items', { t: admin, count: 100 });
    expect(items.status).toBe(200);
    const list = items.body.data?.items ?? [];
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.every((item) => item.images.length === 1)).toBe(true);
    const thumb = await portal.app.inject({
      method: 'GET',
      url: `/shop-images/${list[0]?.images[0] ?? ''}/thumb`,
    });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const buildings = await db().selectFrom('buildings').select('id').execute();
    const stocked = await db().selectFrom('shop_stock').select('building_id').distinct().execute();
    expect(stocked.length).toBe(buildings.length);
    const states = await db()
      .selectFrom('orders')
      .select('fulfilment')
      .where('kind', '=', 'shop')
      .distinct()
      .execute();
    expect(states.map((row) => row.fulfilment)).toEqual(
      expect.arrayContaining(['processing', 'in-locker', 'collected', 'cancelled']),
    );
    // A waiting order is in a compartment that is occupied by its pending parcel.
    const waiting = await db()
      .selectFrom('orders')
      .innerJoin('shop_orders', 'shop_orders.order_id', 'orders.id')
      .innerJoin('parcels', 'parcels.id', 'shop_orders.parcel_id')
      .innerJoin('compartments', 'compartments.id', 'parcels.compartment_id')
      .select([
        'parcels.state',
        'compartments.state as door',
        'orders.compartment_id',
        'parcels.compartment_id as held',
      ])
      .where('orders.fulfilment', '=', 'in-locker')
      .execute();
    expect(waiting.length).toBeGreaterThan(0);
    for (const row of waiting)
      expect(row).toMatchObject({ state: 'pending', door: 'occupied', compartment_id: row.held });
    // No stock row anywhere below zero, and every count is the sum of its ledger.
    const rows = await db().selectFrom('shop_stock').selectAll().execute();
    const moves = await db()
      .selectFrom('shop_stock_moves')
      .select(['item_id', 'building_id', 'delta'])
      .execute();
    for (const row of rows) {
      expect(row.on_hand).toBeGreaterThanOrEqual(0);
      const sum = moves
        .filter((move) => move.item_id === row.item_id && move.building_id === row.building_id)
        .reduce((total, move) => total + Number(move.delta), 0);
      expect(Number(row.on_hand)).toBe(sum);
    }
  });

  it('uploads a picture checked by its bytes and keeps the catalogue with unique SKUs, filters and search', async () => {
    const uploaded = await upload(admin, await picture('#3366cc'), 'blue.png');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const sha256 = String(uploaded.body.sha256);
    expect(uploaded.body).toMatchObject({ width: 64, height: 48 });
    const sku = key('kettle');
    const created = await portal.act('create shop item', {
      t: admin,
      name: 'Electric kettle',
      description: 'One litre.',
      sku: sku.toLowerCase(),
      price: 3499,
      currency: 'CAD',
      category: 'household',
      images: [sha256],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const item = (created.body.data as ShopItemDetail).item;
    expect(item).toMatchObject({
      sku: sku.toUpperCase(),
      price: { amount: 3499, currency: 'CAD' },
      active: true,
    });
    expect(item.images).toEqual([sha256]);
    const again = await portal.act('create shop item', {
      t: admin,
      name: 'Copy',
      sku,
      price: 1,
      category: 'other',
    });
    expect(again.body.code).toBe('INVALID_PARAMS');
    expect(JSON.stringify(again.body)).toContain('sku');
    const changed = await portal.act('update shop item', {
      t: admin,
      id: item.id,
      name: 'Electric kettle 1 L',
      sku,
      price: 2999,
      category: 'household',
      active: false,
      images: [sha256],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((changed.body.data as ShopItemDetail).item).toMatchObject({
      active: false,
      price: { amount: 2999 },
    });
    const found = await portal.act('shop items', {
      t: admin,
      q: 'kettle 1',
      category: 'household',
      active: false,
    });
    expect(found.body.data?.items.map((entry) => entry.id)).toEqual([item.id]);
    const active = await portal.act('shop items', { t: admin, q: 'kettle 1', active: true });
    expect(active.body.data?.total).toBe(0);
    const logged = await db()
      .selectFrom('operation_log')
      .select('operation')
      .where('target', '=', sku.toUpperCase())
      .execute();
    expect(logged.map((row) => row.operation).sort()).toEqual(['shop-item-changed', 'shop-item-created']);
  });

  it('refuses bad input, a bad picture, a picture never uploaded and the catalogue to a business partner', async () => {
    const before = await db().selectFrom('shop_items').select('id').execute();
    const images = (await db().selectFrom('shop_images').select('sha256').execute()).length;
    const bad = [
      { name: 'Negative', sku: key('N'), price: -1, category: 'snacks' },
      { name: 'Fraction', sku: key('F'), price: 1.5, category: 'snacks' },
      { name: 'Bad sku', sku: 'a b', price: 100, category: 'snacks' },
      { name: '', sku: key('E'), price: 100, category: 'snacks' },
      { name: 'Unknown category', sku: key('U'), price: 100, category: 'toys' },
      { name: 'Ghost picture', sku: key('G'), price: 100, category: 'snacks', images: ['a'.repeat(64)] },
    ];
    for (const params of bad) {
      const answer = await portal.call(65403, { t: admin, ...params });
      expect(answer.body.code, JSON.stringify(params)).toBe('INVALID_PARAMS');
    }
    const text = await upload(admin, Buffer.from('this is not a picture at all'), 'fake.png');
    expect(text.status).toBe(400);
    expect(text.body.code).toBe('INVALID_PARAMS');
    const cut = (await picture('#ff0000')).subarray(0, 60);
    expect((await upload(admin, cut, 'cut.png')).body.code).toBe('INVALID_PARAMS');
    // Its header reads as a 2×2 PNG, but its pixels do not decode.
    const damaged = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
      'base64',
    );
    expect((await upload(admin, damaged, 'damaged.png')).body.code).toBe('INVALID_PARAMS');
    // A form with a text field beside the picture is refused as such, not a server failure.
    const { payload, headers } = multipartFile(await picture('#0000ff'), 'blue.png', 'image/png');
    const boundary = /boundary=(.+)$/.exec(headers['content-type'] ?? '')?.[1] ?? '';
    const field = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`,
    );
    const withField = await portal.app.inject({
      method: 'POST',
      url: '/api/shop/images',
      payload: Buffer.concat([field, payload]),
      headers: { ...headers, authorization: `Bearer ${admin}` },
    });
    expect(withField.statusCode).toBe(400);
    expect(withField.json()).toMatchObject({ code: 'INVALID_PARAMS' });
    expect(await db().selectFrom('shop_images').select('sha256').execute()).toHaveLength(images);
    const refused = await upload(partner, await picture('#00ff00'), 'green.png');
    expect(refused.body.code).toBe('FORBIDDEN');
    const partnerCreate = await portal.act('create shop item', {
      t: partner,
      name: 'Partner item',
      sku: key('P'),
      price: 100,
      category: 'snacks',
    });
    expect(partnerCreate.body.code).toBe('FORBIDDEN');
    const manager = await portal.login('bdadmin');
    expect((await portal.act('shop items', { t: manager })).body.code).toBe('FORBIDDEN');
    expect((await db().selectFrom('shop_items').select('id').execute()).length).toBe(before.length);
  });

  it("takes a picture up to the shop's own size limit and refuses one byte more, storing nothing", async () => {
    const images = (await db().selectFrom('shop_images').select('sha256').execute()).length;
    // A real picture with bytes after its end: what counts is the size, and the picture still reads.
    const padded = (size: number, png: Buffer) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
    const atLimit = await upload(admin, padded(SHOP_IMAGE_MAX_BYTES, await picture('#123456')), 'full.png');
    expect(atLimit.status, JSON.stringify(atLimit.body)).toBe(200);
    const over = await upload(admin, padded(SHOP_IMAGE_MAX_BYTES + 1, await picture('#654321')), 'over.png');
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(String(over.body.msg)).toContain(`${SHOP_IMAGE_MAX_BYTES / 1024 / 1024} MB`);
    expect(await db().selectFrom('shop_images').select('sha256').execute()).toHaveLength(images + 1);
  });

  it('keeps stock as a ledger, refuses going below zero and lets a partner stock only its own buildings', async () => {
    const own = partnerBuildings[0] ?? 0;
    const id = await newItem(10, own);
    const adjust = (token: string, buid: number, delta: number) =>
      portal.act('change shop stock', {
        t: token,
        id,
        buid,
        kind: 'adjust',
        delta,
        reason: 'Counted the shelf',
      });
    expect((await adjust(partner, own, -3)).status).toBe(200);
    expect(await onHand(id, own)).toBe(7);
    const tooMany = await adjust(partner, own, -8);
    expect(tooMany.body.code).toBe('CONFLICT');
    expect(await onHand(id, own)).toBe(7);
    expect((await adjust(partner, foreignBuilding, 5)).body.code).toBe('FORBIDDEN');
    const restockDown = await portal.act('change shop stock', {
      t: admin,
      id,
      buid: own,
      kind: 'restock',
      delta: -2,
      reason: 'oops',
    });
    expect(restockDown.body.code).toBe('INVALID_PARAMS');
    const noReason = await portal.call(65405, {
      t: admin,
      id,
      buid: own,
      kind: 'adjust',
      delta: 1,
      reason: ' ',
    });
    expect(noReason.body.code).toBe('INVALID_PARAMS');
    const detail = (await portal.act('shop item', { t: partner, id })).body.data as ShopItemDetail;
    expect(detail.stock.every((level) => partnerBuildings.includes(level.buid))).toBe(true);
    expect(detail.stock.find((level) => level.buid === own)?.on_hand).toBe(7);
    expect(detail.moves.map((move) => [move.kind, move.delta, move.on_hand])).toEqual([
      ['adjust', -3, 7],
      ['restock', 10, 10],
    ]);
  });

  it('never sells more than is on hand when many orders come at once', async () => {
    const building = partnerBuildings[1] ?? partnerBuildings[0] ?? 0;
    const id = await newItem(5, building, 300);
    const member = await memberIn(building);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => place(member, [{ item: id, quantity: 1 }])),
    );
    const paid = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.body.code === 'CONFLICT');
    expect(paid).toHaveLength(5);
    expect(refused).toHaveLength(7);
    expect(await onHand(id, building)).toBe(0);
    const sold = await db()
      .selectFrom('shop_stock_moves')
      .select((eb) => eb.fn.sum<number>('delta').as('n'))
      .where('item_id', '=', id)
      .where('kind', '=', 'order')
      .executeTakeFirstOrThrow();
    expect(Number(sold.n)).toBe(-5);
    // A refused order left no order behind.
    const orders = await db()
      .selectFrom('order_lines')
      .innerJoin('shop_items', 'shop_items.sku', 'order_lines.sku')
      .select('order_lines.order_id')
      .where('shop_items.id', '=', id)
      .execute();
    expect(orders).toHaveLength(5);
  });

  it('places and charges an order, and a declined charge gives its units back', async () => {
    const building = partnerBuildings[0] ?? 0;
    const member = await memberIn(building);
    const id = await newItem(6, building, 450);
    const placed = await place(member, [{ item: id, quantity: 2 }]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const detail = placed.body.data as OrderDetail;
    expect(detail.order).toMatchObject({
      kind: 'shop',
      payment_state: 'paid',
      fulfilment: 'processing',
      total: { amount: 900, currency: 'CAD' },
    });
    expect(detail.lines).toMatchObject([{ quantity: 2, unit_price: { amount: 450 } }]);
    expect(await onHand(id, building)).toBe(4);
    const declined = await place(member, [{ item: id, quantity: 3 }], 'dev_declined');
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect((declined.body.data as OrderDetail).order).toMatchObject({
      payment_state: 'failed',
      fulfilment: 'cancelled',
    });
    expect(await onHand(id, building)).toBe(4);
    const inactive = await newItem(0, building);
    await portal.act('update shop item', {
      t: admin,
      id: inactive,
      name: 'Gone',
      sku: key('gone'),
      price: 1,
      category: 'other',
      active: false,
    });
    expect((await place(member, [{ item: inactive, quantity: 1 }])).body.code).toBe('INVALID_PARAMS');
    expect((await place(member, [{ item: id, quantity: 0 }])).body.code).toBe('INVALID_PARAMS');
    const foreignMember = await memberIn(foreignBuilding);
    const foreign = await portal.act('place shop order', {
      t: partner,
      member: foreignMember,
      lines: [{ item: id, quantity: 1 }],
      method: 'pm_card_visa',
      key: key('foreign'),
    });
    expect(foreign.body.code).toBe('FORBIDDEN');
  });

  it('puts a paid order into a free compartment of its building and follows its parcel to collection', async () => {
    const building = partnerBuildings[0] ?? 0;
    const member = await memberIn(building);
    const id = await newItem(4, building, 700);
    const order = (await place(member, [{ item: id, quantity: 1 }])).body.data as OrderDetail;
    const places = await portal.act('shop order compartments', { t: partner, id: order.order.id });
    const free = places.body.data?.compartments ?? [];
    expect(free.length).toBeGreaterThan(0);
    const elsewhere = await db()
      .selectFrom('compartments')
      .innerJoin('machines', 'machines.id', 'compartments.machine_id')
      .select('compartments.id')
      .where('machines.building_id', '!=', building)
      .where('compartments.state', '=', 'free')
      .executeTakeFirstOrThrow();
    const wrong = await portal.act('fulfil shop order', {
      t: admin,
      id: order.order.id,
      compartment: elsewhere.id,
    });
    expect(wrong.body.code).toBe('INVALID_PARAMS');
    expect(
      (await portal.act('fulfil shop order', { t: partner, id: order.order.id, compartment: elsewhere.id }))
        .body.code,
    ).toBe('FORBIDDEN');
    const target = free[0]?.id ?? 0;
    const fulfilled = await portal.act('fulfil shop order', {
      t: partner,
      id: order.order.id,
      compartment: target,
    });
    expect(fulfilled.status, JSON.stringify(fulfilled.body)).toBe(200);
    expect((fulfilled.body.data as OrderDetail).order).toMatchObject({
      fulfilment: 'in-locker',
      compartment: free[0]?.label,
    });
    const link = await db()
      .selectFrom('shop_orders')
      .select('parcel_id')
      .where('order_id', '=', order.order.id)
      .executeTakeFirstOrThrow();
    const parcel = await db()
      .selectFrom('parcels')
      .selectAll()
      .where('id', '=', link.parcel_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(parcel).toMatchObject({ state: 'pending', carrier: 'Shop', compartment_id: target });
    const door = await db()
      .selectFrom('compartments')
      .select('state')
      .where('id', '=', target)
      .executeTakeFirstOrThrow();
    expect(door.state).toBe('occupied');
    const message = await db()
      .selectFrom('messages')
      .select('event')
      .where('parcel_id', '=', parcel.id)
      .execute();
    expect(message.length).toBeGreaterThan(0);
    // The same door again: taken.
    const second = (await place(member, [{ item: id, quantity: 1 }])).body.data as OrderDetail;
    expect(
      (await portal.act('fulfil shop order', { t: admin, id: second.order.id, compartment: target })).body
        .code,
    ).toBe('CONFLICT');
    // The member takes it out at the locker: the order follows on the event hub.
    await collectParcel(db(), {
      parcelId: parcel.id,
      actor: { kind: 'machine', machineId: parcel.machine_id, uuid: 'test' },
      now: portal.clock.now,
    });
    await expect
      .poll(
        async () =>
          (
            await db()
              .selectFrom('orders')
              .select('fulfilment')
              .where('id', '=', order.order.id)
              .executeTakeFirstOrThrow()
          ).fulfilment,
      )
      .toBe('collected');
    expect(
      (
        await db()
          .selectFrom('compartments')
          .select('state')
          .where('id', '=', target)
          .executeTakeFirstOrThrow()
      ).state,
    ).toBe('free');
    // Staff hand the second one over by hand.
    await portal.act('fulfil shop order', { t: admin, id: second.order.id, compartment: target });
    const handed = await portal.act('hand over shop order', {
      t: admin,
      id: second.order.id,
      reason: 'Given at the desk',
    });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    expect((handed.body.data as OrderDetail).order.fulfilment).toBe('collected');
  });

  it('cancels a waiting order: the parcel comes out, the units go back and the money is refunded', async () => {
    const building = partnerBuildings[0] ?? 0;
    const member = await memberIn(building);
    const id = await newItem(3, building, 1999);
    const order = (await place(member, [{ item: id, quantity: 2 }])).body.data as OrderDetail;
    const free =
      (await portal.act('shop order compartments', { t: admin, id: order.order.id })).body.data
        ?.compartments ?? [];
    const target = free[0]?.id ?? 0;
    await portal.act('fulfil shop order', { t: admin, id: order.order.id, compartment: target });
    expect(await onHand(id, building)).toBe(1);
    const cancelKey = key('cancel');
    const cancelled = await portal.act('cancel shop order', {
      t: partner,
      id: order.order.id,
      reason: 'Member moved away',
      key: cancelKey,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const after = cancelled.body.data as OrderDetail;
    expect(after.order).toMatchObject({
      fulfilment: 'cancelled',
      payment_state: 'refunded',
      refunded: { amount: 3998 },
    });
    expect(after.refunds).toMatchObject([{ reason: 'Member moved away', full: true, state: 'succeeded' }]);
    expect(await onHand(id, building)).toBe(3);
    expect(
      (
        await db()
          .selectFrom('compartments')
          .select('state')
          .where('id', '=', target)
          .executeTakeFirstOrThrow()
      ).state,
    ).toBe('free');
    const again = await portal.act('cancel shop order', {
      t: admin,
      id: order.order.id,
      reason: 'again',
      key: key('cancel'),
    });
    expect(again.body.code).toBe('CONFLICT');
    expect(await onHand(id, building)).toBe(3);
    const foreignOrder = await db()
      .selectFrom('orders')
      .select('id')
      .where('kind', '=', 'shop')
      .where('building_id', '=', foreignBuilding)
      .executeTakeFirstOrThrow();
    const foreign = await portal.act('cancel shop order', {
      t: partner,
      id: foreignOrder.id,
      reason: 'not mine',
      key: key('foreign'),
    });
    expect(foreign.body.code).toBe('FORBIDDEN');
    const list = await portal.act('shop orders', { t: partner, count: 1000 });
    expect(list.body.data?.items.every((row) => partnerBuildings.includes(row.buid))).toBe(true);
    expect((await portal.act('shop orders', { t: partner, buid: foreignBuilding })).body.code).toBe(
      'FORBIDDEN',
    );
  });
});

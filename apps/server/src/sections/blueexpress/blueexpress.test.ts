// BlueExpress (acts 65301–65308, device call express-drop-off) on both databases: the demo seeds a shipment in every
// state with its order and events; a shipment is created and charged through its order (a declined card leaves it
// unpaid, and an unpaid one cannot be dropped off); the drop-off code is answered once, stored only as a hash and
// never logged; the locker takes the right code and counts wrong ones towards its lockout; staff move it along and
// an illegal move is refused; a cancellation refunds the order with its reason; the wrong level, a foreign building
// and bad input are refused and write nothing; staff edit the tariff that prices new shipments.
import { EXPRESS_STATES, type ExpressDetail, type ExpressShipment } from '@bluemanager/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { expressFixture, type ExpressPlace, type ExpressResponse } from './express-test-fixture.js';

/** The origin locker, with a sender of its building. */
interface Origin extends ExpressPlace {
  memberId: number;
}

describe.each(testDialects())('blueexpress on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  let origin: Origin;
  let elsewhere: Origin;
  const db = () => portal.database.handle.db;
  const fixture = expressFixture({
    prefix: `bx-${dialect}`,
    portal: () => portal,
    admin: () => admin,
    origin: () => origin,
  });
  const { key, ok, count } = fixture;
  const refused = (response: ExpressResponse, code: string) =>
    expect(response.body.code, JSON.stringify(response.body)).toBe(code);
  const dropOff = (code: string, at = origin) => fixture.dropOff(code, at.muuid);
  const create = (params: Record<string, unknown> = {}, token = admin) =>
    fixture.create(origin.memberId, params, token);
  const created = (params: Record<string, unknown> = {}) => fixture.created(origin.memberId, params);
  const move = fixture.move;
  const wrongCodeOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  /**
   * A locker with a free compartment, in a building with an active member who is not premium (a premium sender's
   * benefit changes the price: express-premium.test.ts), other than `not`.
   */
  async function originWith(not?: number): Promise<Origin> {
    const row = await db()
      .selectFrom('compartments as c')
      .innerJoin('machines as m', 'm.id', 'c.machine_id')
      .innerJoin('members as p', 'p.building_id', 'm.building_id')
      .select(['m.building_id', 'm.uuid', 'm.id', 'p.id as member', 'c.size'])
      .where('c.state', '=', 'free')
      .where('c.door', '=', 'closed')
      .where('c.size', 'in', ['S', 'M', 'L'])
      .where('p.status', '=', 'active')
      .where(({ not: none, exists, selectFrom }) =>
        none(
          exists(
            selectFrom('premium_subscriptions as s')
              .select('s.id')
              .whereRef('s.member_id', '=', 'p.id')
              .where('s.state', 'in', ['active', 'past-due']),
          ),
        ),
      )
      .where('m.retired_at', 'is', null)
      .where('m.building_id', '!=', not ?? 0)
      .orderBy('m.id')
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    return {
      buid: row.building_id,
      muuid: row.uuid,
      machineId: row.id,
      memberId: row.member,
      size: row.size,
    };
  }

  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
    origin = await originWith();
    elsewhere = await originWith(origin.buid);
  });
  afterAll(() => portal?.close());

  it('seeds a shipment in every state, each with its express order and its events', async () => {
    const list = ok<{ total: number; items: ExpressShipment[] }>(
      await portal.act('express shipments', { t: admin, count: 1000 }),
    );
    expect(new Set(list.items.map((item) => item.state))).toEqual(new Set(EXPRESS_STATES));
    const orders = await db()
      .selectFrom('orders')
      .select(['id', 'kind'])
      .where('kind', '=', 'express')
      .execute();
    for (const item of list.items) {
      expect(orders.map((order) => order.id)).toContain(item.order_id);
      const detail = ok<ExpressDetail>(await portal.act('express shipment', { t: admin, id: item.id }));
      expect(detail.events.at(-1)?.state).toBe(item.state);
      expect(detail.events[0]?.state).toBe('created');
    }
    expect(list.items.some((item) => item.payment_state === 'failed')).toBe(true);
    expect(list.items.find((item) => item.state === 'cancelled')?.payment_state).toBe('refunded');
    expect(list.items.find((item) => item.state === 'dropped-off')?.compartment).not.toBeNull();
  });

  it('creates and charges a shipment priced from the tariff; the code is answered once and never stored or logged', async () => {
    const before = await count('orders');
    const { shipment, code } = await created();
    expect(code).toMatch(/^\d{6}$/);
    expect(shipment).toMatchObject({
      state: 'created',
      payment_state: 'paid',
      recipient_phone: '+14165550199',
      destination: 'address',
    });
    expect(shipment.number).toMatch(/^BX-\d{7}$/);
    const tariff = ok<{ rows: { size: string; service: string; price: { amount: number } }[] }>(
      await portal.act('express tariff', { t: admin }),
    );
    const price = tariff.rows.find((row) => row.size === origin.size && row.service === 'next-day');
    expect(shipment.price.amount).toBe(price?.price.amount);
    expect(await count('orders')).toBe(before + 1);
    const order = await db()
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', shipment.order_id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ kind: 'express', payment_state: 'paid' });
    expect(Number(order.total_amount)).toBe(shipment.price.amount);
    const row = await db()
      .selectFrom('express_shipments')
      .selectAll()
      .where('id', '=', shipment.id)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    const log = await db()
      .selectFrom('operation_log')
      .selectAll()
      .where('target', '=', shipment.number)
      .execute();
    expect(log.map((entry) => entry.operation)).toEqual(['express-created']);
    expect(JSON.stringify(log)).not.toContain(code);
    const detail = ok<ExpressDetail>(await portal.act('express shipment', { t: admin, id: shipment.id }));
    expect(JSON.stringify(detail)).not.toContain(code);
    const found = ok<{ items: ExpressShipment[] }>(
      await portal.act('express shipments', { t: admin, q: shipment.number }),
    );
    expect(found.items.map((item) => item.id)).toEqual([shipment.id]);
    const byPhone = ok<{ items: ExpressShipment[] }>(
      await portal.act('express shipments', { t: admin, q: '416-555-0199' }),
    );
    expect(byPhone.items.map((item) => item.id)).toContain(shipment.id);
  });

  it('leaves a declined shipment unpaid and refuses its drop-off until it is charged', async () => {
    const { shipment, code } = await created({ method: 'dev_declined' });
    expect(shipment.payment_state).toBe('failed');
    refused(await dropOff(code).then((answer) => ({ status: 200, body: { ...answer } })), 'CONFLICT');
    const paid = ok<ExpressDetail>(
      await portal.act('charge express shipment', {
        t: admin,
        id: shipment.id,
        method: 'pm_card_visa',
        key: key('charge'),
      }),
    );
    expect(paid.shipment.payment_state).toBe('paid');
    const answer = await dropOff(code);
    expect(answer, JSON.stringify(answer)).toMatchObject({ ok: true, data: { number: shipment.number } });
  });

  it('takes the right code at its locker, counts wrong ones and locks the screen after five', async () => {
    const { shipment, code } = await created();
    const foreign = await dropOff(code, elsewhere);
    expect(foreign).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    const wrong = await dropOff(wrongCodeOf(code));
    expect(wrong).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(wrong.msg).toMatch(/4 tries left/);
    for (let attempt = 0; attempt < 3; attempt += 1) await dropOff(wrongCodeOf(code));
    const locked = await dropOff(wrongCodeOf(code));
    expect(locked).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    expect(locked.retryAfterSeconds).toBeGreaterThan(0);
    expect(await dropOff(code)).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    portal.clock.advance(16 * 60_000);
    const answer = await dropOff(code);
    expect(answer).toMatchObject({ ok: true, data: { number: shipment.number } });
    const detail = ok<ExpressDetail>(await portal.act('express shipment', { t: admin, id: shipment.id }));
    expect(detail.shipment).toMatchObject({ state: 'dropped-off', compartment: answer.data?.compartment });
    const compartment = await db()
      .selectFrom('compartments')
      .select('state')
      .where('machine_id', '=', origin.machineId)
      .where('label', '=', answer.data?.compartment ?? '')
      .executeTakeFirstOrThrow();
    expect(compartment.state).toBe('occupied');
    expect(await dropOff(code)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });

  it('moves a shipment along, one event each with time, place and actor, and refuses an illegal move', async () => {
    const { shipment, code } = await created();
    refused(await move(shipment.id, 'in-transit'), 'CONFLICT');
    refused(await move(shipment.id, 'picked-up'), 'CONFLICT');
    const dropped = await dropOff(code);
    expect(dropped.ok).toBe(true);
    ok(await move(shipment.id, 'picked-up'));
    const free = await db()
      .selectFrom('compartments')
      .select('state')
      .where('machine_id', '=', origin.machineId)
      .where('label', '=', dropped.data?.compartment ?? '')
      .executeTakeFirstOrThrow();
    expect(free.state).toBe('free');
    ok(await move(shipment.id, 'in-transit'));
    const delivered = ok<ExpressDetail>(await move(shipment.id, 'delivered'));
    expect(delivered.shipment.state).toBe('delivered');
    expect(delivered.events.map((event) => event.state)).toEqual([
      'created',
      'dropped-off',
      'picked-up',
      'in-transit',
      'delivered',
    ]);
    expect(delivered.events.at(-1)).toMatchObject({ place: '1 Front St W, Toronto', actor: 'sysadmin' });
    expect(delivered.events[1]?.actor).not.toBe('sysadmin');
    refused(await move(shipment.id, 'returned'), 'CONFLICT');
    refused(
      await portal.act('cancel express shipment', {
        t: admin,
        id: shipment.id,
        reason: 'Late',
        key: key('c'),
      }),
      'CONFLICT',
    );
    const order = await db()
      .selectFrom('orders')
      .select('fulfilment')
      .where('id', '=', shipment.order_id)
      .executeTakeFirstOrThrow();
    expect(order.fulfilment).toBe('collected');
  });

  it('cancels with a refund of the order, with its reason, once per key', async () => {
    const { shipment } = await created();
    const cancelKey = key('cancel');
    const cancelled = ok<ExpressDetail>(
      await portal.act('cancel express shipment', {
        t: admin,
        id: shipment.id,
        reason: 'Sender changed their mind',
        key: cancelKey,
      }),
    );
    expect(cancelled.shipment).toMatchObject({ state: 'cancelled', payment_state: 'refunded' });
    expect(cancelled.events.at(-1)).toMatchObject({ state: 'cancelled', note: 'Sender changed their mind' });
    const refunds = await db()
      .selectFrom('refunds')
      .selectAll()
      .where('order_id', '=', shipment.order_id)
      .execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ reason: 'Sender changed their mind', state: 'succeeded' });
    expect(Number(refunds[0]?.amount)).toBe(shipment.price.amount);
    ok(
      await portal.act('cancel express shipment', {
        t: admin,
        id: shipment.id,
        reason: 'Sender changed their mind',
        key: cancelKey,
      }),
    );
    expect(
      await db().selectFrom('refunds').select('id').where('order_id', '=', shipment.order_id).execute(),
    ).toHaveLength(1);
    refused(await move(shipment.id, 'picked-up'), 'CONFLICT');
  });

  it('refuses the wrong level, a foreign building and bad input, writing nothing', async () => {
    const before = await Promise.all([count('express_shipments'), count('orders'), count('express_events')]);
    const { shipment } = await created();
    const after = await Promise.all([count('express_shipments'), count('orders'), count('express_events')]);
    expect(after).toEqual([before[0] + 1, before[1] + 1, before[2] + 1]);
    for (const username of ['bdadmin', 'partneradmin', 'emco']) {
      const token = await portal.login(username);
      refused(await portal.act('express shipments', { t: token }), 'FORBIDDEN');
      refused(await portal.act('express shipment', { t: token, id: shipment.id }), 'FORBIDDEN');
      refused(await create({}, token), 'FORBIDDEN');
      refused(await move(shipment.id, 'picked-up', token), 'FORBIDDEN');
      refused(
        await portal.act('set express tariff', {
          t: token,
          rows: [{ size: 'S', service: 'same-day', amount: 1 }],
        }),
        'FORBIDDEN',
      );
    }
    refused(await create({ member_id: elsewhere.memberId }), 'INVALID_PARAMS');
    refused(await create({ muuid: elsewhere.muuid }), 'INVALID_PARAMS');
    refused(await create({ dest_muuid: origin.muuid, destination: 'locker' }), 'INVALID_PARAMS');
    refused(await create({ recipient_phone: 'not a phone' }), 'INVALID_PARAMS');
    refused(await create({ destination: 'locker', dest_muuid: undefined }), 'INVALID_PARAMS');
    refused(await create({ size: 'HUGE' }), 'INVALID_PARAMS');
    refused(await create({ recipient: '' }), 'INVALID_PARAMS');
    refused(await move(shipment.id, 'dropped-off'), 'INVALID_PARAMS');
    refused(await portal.act('express shipment', { t: admin, id: 999_999 }), 'NOT_FOUND');
    expect(await Promise.all([count('express_shipments'), count('orders'), count('express_events')])).toEqual(
      after,
    );
  });

  it('lets staff edit the tariff that prices new shipments, logging each change', async () => {
    const set = ok<{ rows: { size: string; service: string; price: { amount: number } }[] }>(
      await portal.act('set express tariff', {
        t: admin,
        rows: [{ size: origin.size, service: 'same-day', amount: 1234 }],
      }),
    );
    expect(set.rows.find((row) => row.size === origin.size && row.service === 'same-day')?.price.amount).toBe(
      1234,
    );
    const { shipment } = await created({ service: 'same-day' });
    expect(shipment.price).toEqual({ amount: 1234, currency: 'CAD' });
    refused(
      await portal.act('set express tariff', {
        t: admin,
        rows: [
          { size: 'S', service: 'same-day', amount: 1 },
          { size: 'S', service: 'same-day', amount: 2 },
        ],
      }),
      'INVALID_PARAMS',
    );
    refused(
      await portal.act('set express tariff', {
        t: admin,
        rows: [{ size: 'S', service: 'same-day', amount: 1.5 }],
      }),
      'INVALID_PARAMS',
    );
    const log = await db()
      .selectFrom('operation_log')
      .select('target')
      .where('operation', '=', 'express-tariff-changed')
      .execute();
    expect(log.map((entry) => entry.target)).toEqual([`${origin.size} same-day`]);
  });
});

// Orders and payments (acts 57001–57004, POST /api/payments/webhook) on both databases: the demo seeds orders of
// every kind whose sums are their rows' sums; the list searches mobile, barcode and email (spec §5) within the
// caller's buildings (EMCO sees only its own); a charge is declined, retried, duplicated with the same key (no second
// charge), refunded in part and in full with a reason; a pending charge is settled by a signed webhook, and an
// unsigned, stale or replayed one is refused and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_KINDS, type OrderDetail, type OrderItem } from '@bluemanager/protocol';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { signCall } from '../../http/signed-call.js';
import { chargePlacedOrder, placeOrder } from './order-place.js';
import { paymentProviderOf } from './payments/payment-config.js';

const SECRET = 'test-payment-webhook-secret-0123';

/** The value a test needs to go on; its absence fails the test with a name. */
function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}`);
  return value;
}

describe.each(testDialects())('orders on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  let emco: string;
  let emcoBuildings: number[];
  let otherBuilding: number;
  beforeAll(async () => {
    portal = await startTestPortal(dialect, { PAYMENT_WEBHOOK_SECRET: SECRET });
    admin = await portal.login('sysadmin');
    emco = await portal.login('emco');
    emcoBuildings = await portal.managedBuildings('emco');
    const other = await db()
      .selectFrom('orders')
      .select('building_id')
      .where('building_id', 'not in', emcoBuildings)
      .executeTakeFirstOrThrow();
    otherBuilding = other.building_id;
  });
  afterAll(() => portal?.close());

  const db = () => portal.database.handle.db;
  /** A new unpaid order of `total` cents in a building, placed the way the shop and the other sections place one. */
  const newOrder = async (total: number, buildingId = otherBuilding) => {
    const placed = await placeOrder(db(), {
      kind: 'shop',
      buildingId,
      memberId: null,
      customer: 'Test Customer',
      mob: '+14165550123',
      email: 'Test.Customer@example.com',
      currency: 'CAD',
      lines: [{ name: 'Test item', sku: 'TEST-1', quantity: 1, unitAmount: total }],
      fulfilment: 'processing',
      now: portal.clock.now,
    });
    expect(placed.number).toMatch(/^SH-\d{6,}$/);
    expect(placed.totalAmount).toBe(total);
    return placed.id;
  };
  const list = async (token: string, params: Record<string, unknown>) => {
    const { status, body } = await portal.act('orders', { t: token, count: 1000, ...params });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data as { total: number; items: OrderItem[] };
  };
  const charge = (id: number, method: string, key: string) =>
    portal.act('charge order', { t: admin, id, method, key });
  const refund = (id: number, params: { amount?: number; reason?: string; key: string }) =>
    portal.act('refund order', { t: admin, id, reason: 'Item arrived damaged', ...params });
  const count = async (table: 'payments' | 'refunds' | 'dev_payment_ledger') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('seeds orders of every kind whose paid and refunded sums are their rows', async () => {
    const kinds = await db().selectFrom('orders').select('kind').distinct().execute();
    expect(kinds.map((row) => row.kind).sort()).toEqual([...ORDER_KINDS].sort());
    const states = await db().selectFrom('orders').select('payment_state').distinct().execute();
    expect(states.map((row) => row.payment_state).sort()).toEqual(
      ['failed', 'paid', 'partially-refunded', 'refunded'].sort(),
    );
    const orders = await db().selectFrom('orders').selectAll().execute();
    const payments = await db().selectFrom('payments').selectAll().where('state', '=', 'succeeded').execute();
    const refunds = await db().selectFrom('refunds').selectAll().where('state', '=', 'succeeded').execute();
    const lines = await db().selectFrom('order_lines').selectAll().execute();
    for (const order of orders) {
      const sum = (rows: { order_id: number; amount: number }[]) =>
        rows.filter((row) => row.order_id === order.id).reduce((total, row) => total + Number(row.amount), 0);
      expect(Number(order.total_amount)).toBe(sum(lines));
      expect(Number(order.paid_amount)).toBe(sum(payments));
      expect(Number(order.refunded_amount)).toBe(sum(refunds));
    }
    const waiting = orders.filter((order) => order.fulfilment === 'in-locker');
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.some((order) => order.compartment_id !== null)).toBe(true);
  });

  it('finds orders by mobile, barcode or email substring, and filters by kind and state', async () => {
    const sample = present((await list(admin, { kind: 'express' })).items[0], 'an express order');
    expect(sample.kind).toBe('express');
    const byPhone = await list(admin, { q: sample.mob.slice(-7, -1) });
    expect(byPhone.items.map((order) => order.id)).toContain(sample.id);
    for (const order of byPhone.items) expect(order.mob).toContain(sample.mob.slice(-7, -1));
    const byBarcode = await list(admin, { q: sample.bc.slice(2, 9).toLowerCase() });
    expect(byBarcode.items.map((order) => order.id)).toEqual([sample.id]);
    const byEmail = await list(admin, { q: sample.email.slice(0, 6).toUpperCase() });
    expect(byEmail.items.map((order) => order.id)).toContain(sample.id);
    expect(byEmail.items.every((order) => order.email.includes(sample.email.slice(0, 6).toLowerCase()))).toBe(
      true,
    );
    const refunded = await list(admin, { payment_state: 'refunded' });
    expect(refunded.total).toBeGreaterThan(0);
    expect(refunded.items.every((order) => order.refunded.amount === order.paid.amount)).toBe(true);
    const nothing = await list(admin, { q: 'no-such-order-anywhere' });
    expect(nothing.total).toBe(0);
  });

  it("shows EMCO (level 14) only its own buildings' orders and refuses it the others and the money writes", async () => {
    const own = await list(emco, {});
    expect(own.total).toBeGreaterThan(0);
    expect(own.items.every((order) => emcoBuildings.includes(order.buid))).toBe(true);
    const all = await list(admin, {});
    expect(all.total).toBeGreaterThan(own.total);
    const foreign = present(
      all.items.find((order) => !emcoBuildings.includes(order.buid)),
      'an order of another building',
    );
    const detail = await portal.act('order detail', { t: emco, id: foreign.id });
    expect(detail.body.code).toBe('FORBIDDEN');
    expect((await portal.act('orders', { t: emco, buid: foreign.buid })).body.code).toBe('FORBIDDEN');
    const ownOrder = present(own.items[0], 'an EMCO order');
    expect((await portal.act('order detail', { t: emco, id: ownOrder.id })).status).toBe(200);
    const before = await count('refunds');
    const refused = await portal.act('refund order', {
      t: emco,
      id: ownOrder.id,
      reason: 'not mine to give',
      key: 'emco-refund-1',
    });
    expect(refused.body.code).toBe('FORBIDDEN');
    expect(await count('refunds')).toBe(before);
    const manager = await portal.login('bdadmin');
    expect((await portal.act('orders', { t: manager })).body.code).toBe('FORBIDDEN');
  });

  it('records a declined charge as failed, leaves the order unpaid, and a retry with a new key pays it', async () => {
    const id = await newOrder(4599);
    const declined = await charge(id, 'dev_declined', `declined-${dialect}-1`);
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    const afterDecline = declined.body.data as OrderDetail;
    expect(afterDecline.payments).toMatchObject([
      { state: 'failed', failure: 'card_declined', amount: { amount: 4599, currency: 'CAD' } },
    ]);
    expect(afterDecline.order).toMatchObject({ payment_state: 'failed', paid: { amount: 0 } });
    const paid = (await charge(id, 'pm_card_visa', `paid-${dialect}-1`)).body.data as OrderDetail;
    expect(paid.payments.map((payment) => payment.state)).toEqual(['failed', 'succeeded']);
    expect(paid.order).toMatchObject({ payment_state: 'paid', paid: { amount: 4599, currency: 'CAD' } });
    const again = await charge(id, 'pm_card_visa', `paid-${dialect}-2`);
    expect(again.body.code).toBe('CONFLICT');
  });

  it('answers a repeated idempotency key with the first charge and never charges twice', async () => {
    const id = await newOrder(1234);
    const key = `dup-${dialect}-1`;
    const first = (await charge(id, 'pm_card_visa', key)).body.data as OrderDetail;
    const [payments, ledger] = [await count('payments'), await count('dev_payment_ledger')];
    const second = await charge(id, 'pm_card_visa', key);
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first);
    expect(await count('payments')).toBe(payments);
    expect(await count('dev_payment_ledger')).toBe(ledger);
    const both = await Promise.all([newOrder(500), newOrder(700)]);
    const reused = await charge(both[0], 'pm_card_visa', key);
    expect(reused.body.code).toBe('CONFLICT');
    // Two calls at once with one key: one attempt, one charge.
    const racing = `race-${dialect}-1`;
    const answers = await Promise.all([
      charge(both[1], 'pm_card_visa', racing),
      charge(both[1], 'pm_card_visa', racing),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const rows = await db().selectFrom('payments').selectAll().where('order_id', '=', both[1]).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.state).toBe('succeeded');
  });

  it('refunds in part and in full with a reason, refuses more than is left, and a repeated key refunds once', async () => {
    const id = await newOrder(10_000);
    await charge(id, 'pm_card_visa', `refund-pay-${dialect}`);
    const partial = await refund(id, {
      amount: 2550,
      reason: 'One item missing',
      key: `refund-${dialect}-1`,
    });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    const afterPartial = partial.body.data as OrderDetail;
    expect(afterPartial.refunds).toMatchObject([
      {
        amount: { amount: 2550, currency: 'CAD' },
        full: false,
        reason: 'One item missing',
        state: 'succeeded',
      },
    ]);
    expect(afterPartial.order).toMatchObject({
      payment_state: 'partially-refunded',
      refunded: { amount: 2550 },
    });
    const repeated = await refund(id, {
      amount: 2550,
      reason: 'One item missing',
      key: `refund-${dialect}-1`,
    });
    expect(repeated.body.data).toEqual(afterPartial);
    const tooMuch = await refund(id, { amount: 7451, key: `refund-${dialect}-2` });
    expect(tooMuch.body.code).toBe('CONFLICT');
    const noReason = await refund(id, { reason: '  ', key: `refund-${dialect}-3` });
    expect(noReason.body.code).toBe('INVALID_PARAMS');
    const full = (await refund(id, { reason: 'Customer cancelled', key: `refund-${dialect}-4` })).body
      .data as OrderDetail;
    expect(full.refunds[1]).toMatchObject({ amount: { amount: 7450 }, full: true, state: 'succeeded' });
    expect(full.order).toMatchObject({ payment_state: 'refunded', refunded: { amount: 10_000 } });
    expect((await refund(id, { amount: 1, key: `refund-${dialect}-5` })).body.code).toBe('CONFLICT');
    const logged = await db()
      .selectFrom('operation_log')
      .select('message')
      .where('operation', '=', 'order-refunded')
      .where('target', '=', full.order.number)
      .execute();
    expect(logged.map((row) => row.message).sort()).toEqual(
      [
        `Order ${full.order.number} refunded: Customer cancelled`,
        `Order ${full.order.number} refunded: One item missing`,
      ].sort(),
    );
    const unpaid = await newOrder(300);
    expect((await refund(unpaid, { key: `refund-${dialect}-6` })).body.code).toBe('CONFLICT');
    // Two calls at once with one key: both answered, one refund.
    const racing = await newOrder(900);
    await charge(racing, 'pm_card_visa', `refund-race-pay-${dialect}`);
    const answers = await Promise.all([
      refund(racing, { reason: 'Sent twice', key: `refund-race-${dialect}` }),
      refund(racing, { reason: 'Sent twice', key: `refund-race-${dialect}` }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const rows = await db().selectFrom('refunds').selectAll().where('order_id', '=', racing).execute();
    expect(rows).toHaveLength(1);
  });

  const post = (body: string, headers: Record<string, string>) =>
    portal.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });
  const signed = (body: string, at = portal.clock.now, secret = SECRET) => {
    const timestamp = String(Math.floor(at.getTime() / 1000));
    return { 'x-timestamp': timestamp, 'x-signature': signCall(secret, timestamp, body) };
  };
  const event = (id: string, ref: string, status: string) =>
    JSON.stringify({
      id,
      type: status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
      data: { object: { id: ref, object: 'payment_intent', status } },
    });

  it('settles a pending charge by a signed webhook and refuses unsigned, stale and replayed ones', async () => {
    const id = await newOrder(2500);
    const pending = (await charge(id, 'dev_pending', `pending-${dialect}-1`)).body.data as OrderDetail;
    expect(pending.payments).toMatchObject([{ state: 'pending' }]);
    expect(pending.order.payment_state).toBe('unpaid');
    const { provider_ref: ref } = await db()
      .selectFrom('payments')
      .select('provider_ref')
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
    const body = event(`evt_${dialect}_1`, present(ref, 'a provider ref'), 'succeeded');
    expect((await post(body, {})).statusCode).toBe(401);
    expect((await post(body, signed(body, portal.clock.now, 'the-wrong-secret-0123456'))).statusCode).toBe(
      401,
    );
    expect((await post(body, signed(body, new Date(portal.clock.now.getTime() - 600_000)))).statusCode).toBe(
      401,
    );
    const stillPending = await portal.act('order detail', { t: admin, id });
    expect((stillPending.body.data as OrderDetail).order.payment_state).toBe('unpaid');
    const taken = await post(body, signed(body));
    expect(taken.statusCode, taken.payload).toBe(200);
    expect(taken.json()).toEqual({ ok: true, matched: true });
    const settled = (await portal.act('order detail', { t: admin, id })).body.data as OrderDetail;
    expect(settled.payments).toMatchObject([{ state: 'succeeded' }]);
    expect(settled.order).toMatchObject({ payment_state: 'paid', paid: { amount: 2500 } });
    const replayed = await post(body, signed(body));
    expect(replayed.statusCode).toBe(409);
    // A replay that says otherwise changes nothing either.
    const contrary = event(`evt_${dialect}_1`, present(ref, 'a provider ref'), 'requires_payment_method');
    expect((await post(contrary, signed(contrary))).statusCode).toBe(409);
    expect(
      ((await portal.act('order detail', { t: admin, id })).body.data as OrderDetail).order.payment_state,
    ).toBe('paid');
  });

  it('settles pending refunds by webhook: a failed one gives back what it held, a succeeded one counts', async () => {
    const id = await newOrder(6000);
    await charge(id, 'pm_card_visa', `refund-hook-pay-${dialect}`);
    const payment = await db()
      .selectFrom('payments')
      .select('id')
      .where('order_id', '=', id)
      .where('state', '=', 'succeeded')
      .executeTakeFirstOrThrow();
    // Two refunds the provider took but had not decided (as a bank-settled refund is), held on the order.
    const pending = async (ref: string, amount: number) => {
      await db()
        .insertInto('refunds')
        .values({
          order_id: id,
          payment_id: payment.id,
          idempotency_key: `${ref}-key`,
          provider: 'development',
          provider_ref: ref,
          amount,
          currency: 'CAD',
          full: 0,
          reason: 'Damaged box',
          state: 'pending',
          failure: null,
          username: 'sysadmin',
          created_at: portal.clock.now.toISOString(),
          settled_at: null,
        })
        .execute();
      await db()
        .updateTable('orders')
        .set((eb) => ({ refund_held: eb('refund_held', '+', amount) }))
        .where('id', '=', id)
        .execute();
    };
    await pending(`re_fail_${dialect}`, 4000);
    await pending(`re_ok_${dialect}`, 2000);
    // Everything paid is held: no third refund fits.
    expect((await refund(id, { amount: 1, key: `refund-hook-${dialect}-1` })).body.code).toBe('CONFLICT');
    const refundEvent = (eventId: string, ref: string, status: string) =>
      JSON.stringify({
        id: eventId,
        type: 'refund.updated',
        data: { object: { id: ref, object: 'refund', status } },
      });
    const failed = refundEvent(`evt_re_${dialect}_1`, `re_fail_${dialect}`, 'failed');
    expect((await post(failed, signed(failed))).statusCode).toBe(200);
    const succeeded = refundEvent(`evt_re_${dialect}_2`, `re_ok_${dialect}`, 'succeeded');
    expect((await post(succeeded, signed(succeeded))).statusCode).toBe(200);
    const detail = (await portal.act('order detail', { t: admin, id })).body.data as OrderDetail;
    expect(detail.refunds.map((entry) => entry.state)).toEqual(['failed', 'succeeded']);
    expect(detail.order).toMatchObject({ payment_state: 'partially-refunded', refunded: { amount: 2000 } });
    // What the failed refund held is free again: 4,000 can be refunded now, not a cent more.
    expect((await refund(id, { amount: 4001, key: `refund-hook-${dialect}-2` })).body.code).toBe('CONFLICT');
    const rest = await refund(id, { amount: 4000, key: `refund-hook-${dialect}-3` });
    expect((rest.body.data as OrderDetail).order.payment_state).toBe('refunded');
  });

  it("takes Stripe's own signature header and fails a pending charge the provider declined", async () => {
    const id = await newOrder(800);
    await charge(id, 'dev_pending', `pending-${dialect}-2`);
    const { provider_ref: ref } = await db()
      .selectFrom('payments')
      .select('provider_ref')
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
    const body = JSON.stringify({
      id: `evt_${dialect}_2`,
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          id: ref,
          object: 'payment_intent',
          status: 'requires_payment_method',
          last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
        },
      },
    });
    const timestamp = String(Math.floor(portal.clock.now.getTime() / 1000));
    const answer = await post(body, {
      'stripe-signature': `t=${timestamp},v1=${signCall(SECRET, timestamp, body)}`,
    });
    expect(answer.statusCode, answer.payload).toBe(200);
    const detail = (await portal.act('order detail', { t: admin, id })).body.data as OrderDetail;
    expect(detail.payments).toMatchObject([{ state: 'failed', failure: 'insufficient_funds' }]);
    expect(detail.order.payment_state).toBe('failed');
  });

  it('charges a placed order once per key for the sections that sell, and answers what the provider said', async () => {
    const provider = paymentProviderOf(db());
    const context = { actor: { userId: null, username: 'shop', ip: '127.0.0.1' }, now: portal.clock.now };
    const paid = await newOrder(1999);
    const first = await chargePlacedOrder(
      db(),
      provider,
      { orderId: paid, method: 'dev_visa', key: `place-${dialect}-1` },
      context,
    );
    const again = await chargePlacedOrder(
      db(),
      provider,
      { orderId: paid, method: 'dev_visa', key: `place-${dialect}-1` },
      context,
    );
    expect([first, again]).toEqual(['paid', 'paid']);
    const payments = await db().selectFrom('payments').select('state').where('order_id', '=', paid).execute();
    expect(payments).toEqual([{ state: 'succeeded' }]);
    const declined = await newOrder(500);
    expect(
      await chargePlacedOrder(
        db(),
        provider,
        { orderId: declined, method: 'dev_declined', key: `place-${dialect}-2` },
        context,
      ),
    ).toBe('failed');
  });

  it('refuses to charge an order that was cancelled unpaid, and charges nothing', async () => {
    const id = await newOrder(1500);
    await db().updateTable('orders').set({ fulfilment: 'cancelled' }).where('id', '=', id).execute();
    const refused = await charge(id, 'dev_visa', `cancelled-${dialect}`);
    expect([refused.status, refused.body.code]).toEqual([409, 'CONFLICT']);
    expect(refused.body.msg).toContain('cancelled');
    const payments = await db().selectFrom('payments').select('id').where('order_id', '=', id).execute();
    expect(payments).toEqual([]);
  });
});

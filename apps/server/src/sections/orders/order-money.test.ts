// No money figure is ever a float (issue 18): ten thousand random orders, each paid and some refunded, summed by the
// database and by the list act's Money values, match an exact BigInt oracle to the cent on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMoney, decimalText, moneyOf, type OrderItem } from '@bluemanager/protocol';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { insertRows } from '../../db/seed/insert-rows.js';
import { createRandom, seedFrom } from '../../db/seed/random.js';

const ORDERS = 10_000;
/** The barcode prefix of this test's orders, which no demo order has. */
const MARK = 'SUMTEST';

describe.each(testDialects())('order money on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
  });
  afterAll(() => portal?.close());

  it('sums ten thousand random orders and refunds to the cent', async () => {
    const db = portal.database.handle.db;
    const building = await db.selectFrom('buildings').select('id').executeTakeFirstOrThrow();
    // The demo's own orders (which the other sections' rows refer to) stay; the sums read only this test's orders,
    // found by the barcode they all carry, through the database and through the list act's search (spec §5).
    const random = createRandom(seedFrom(`money-${dialect}`));
    const at = portal.clock.now.toISOString();
    let paidOracle = 0n;
    let refundOracle = 0n;
    const orders = Array.from({ length: ORDERS }, (_, index) => {
      // Amounts whose decimal halves a float would get wrong as often as not (x.x5, x.x9, 0.1 + 0.2).
      const total = random.int(1, 99_999_999);
      const refunded = random.chance(0.4) ? random.int(1, total) : 0;
      paidOracle += BigInt(total);
      refundOracle += BigInt(refunded);
      return {
        number: `M-${index}`,
        kind: 'shop',
        building_id: building.id,
        member_id: null,
        customer: 'Sum Test',
        mob: '',
        bc: `${MARK}${index}`,
        email: '',
        currency: 'CAD',
        total_amount: total,
        paid_amount: total,
        refunded_amount: refunded,
        refund_held: refunded,
        payment_state: refunded === 0 ? 'paid' : refunded === total ? 'refunded' : 'partially-refunded',
        fulfilment: 'collected',
        machine_id: null,
        compartment_id: null,
        created_at: at,
        updated_at: at,
      };
    });
    await insertRows(db, 'orders', orders);
    const summed = await db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.sum<number>('paid_amount').as('paid'),
        eb.fn.sum<number>('refunded_amount').as('refunded'),
      ])
      .where('bc', 'like', `${MARK}%`)
      .executeTakeFirstOrThrow();
    expect(BigInt(summed.paid)).toBe(paidOracle);
    expect(BigInt(summed.refunded)).toBe(refundOracle);

    let paid = moneyOf(0, 'CAD');
    let refunded = moneyOf(0, 'CAD');
    for (let offset = 0; offset < ORDERS; offset += 1000) {
      const { body } = await portal.act('orders', {
        t: admin,
        q: MARK,
        offset,
        count: 1000,
        sort: 'number',
      });
      const { items, total } = body.data as { items: OrderItem[]; total: number };
      expect(total).toBe(ORDERS);
      for (const item of items) {
        expect(Number.isInteger(item.paid.amount) && Number.isInteger(item.refunded.amount)).toBe(true);
        paid = addMoney(paid, item.paid);
        refunded = addMoney(refunded, item.refunded);
      }
    }
    expect(BigInt(paid.amount)).toBe(paidOracle);
    expect(BigInt(refunded.amount)).toBe(refundOracle);
    const oracleText = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
    expect(decimalText(paid)).toBe(oracleText(paidOracle));
    expect(decimalText(refunded)).toBe(oracleText(refundOracle));
  });
});

// The webhook dispatcher beside the other background jobs, on both databases, against receivers on 127.0.0.1: its
// sends take no job turn (jobs/exclusively.ts), so while a receiver is slow to answer another job's pass on the same
// database handle runs and ends; and two passes at once (as two instances run them) send each delivery once, since
// each delivery is claimed with a compare-and-set before it is sent.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exclusively } from '../../jobs/exclusively.js';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { webhookDispatchPass } from './webhook-dispatcher.js';

/** How long the slow receiver holds each answer back. */
const SLOW_ANSWER_MS = 2_000;

/** A receiver that notes each request's body and the moments it arrived and was answered. */
async function startReceiver(delayMs: number) {
  const events: string[] = [];
  const bodies: string[] = [];
  let arrived: () => void = () => undefined;
  const firstArrival = new Promise<void>((resolve) => (arrived = resolve));
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      bodies.push(body);
      events.push('receiver got the delivery');
      arrived();
      setTimeout(() => {
        events.push('receiver answered');
        response.statusCode = 200;
        response.end();
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    events,
    bodies,
    firstArrival,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDialects())('the webhook dispatcher beside the other jobs on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  const receivers: { close: () => Promise<void> }[] = [];
  const db = () => portal.database.handle.db;

  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
  });
  afterAll(async () => {
    await portal?.close();
    await Promise.all(receivers.map((receiver) => receiver.close()));
  });

  /** A webhook to `url` with `count` deliveries due now; answers their ids. */
  const queue = async (url: string, count: number) => {
    const created = await portal.act('create webhook', { t: admin, url, events: ['parcel.deposited'] });
    const webhookId = Number(created.body.data?.webhook.id);
    expect(webhookId, JSON.stringify(created.body)).toBeGreaterThan(0);
    const now = portal.clock.now.toISOString();
    const rows = await db()
      .insertInto('webhook_deliveries')
      .values(
        Array.from({ length: count }, (_, n) => ({
          webhook_id: webhookId,
          event: 'parcel.deposited',
          event_key: `turns-${webhookId}-${n}`,
          payload: JSON.stringify({ event: 'parcel.deposited', data: { n } }),
          state: 'pending',
          attempts: 0,
          next_attempt_at: now,
          last_attempt_at: null,
          status_code: null,
          error: null,
          created_at: now,
        })),
      )
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  };
  const deliveries = (ids: number[]) =>
    db().selectFrom('webhook_deliveries').select(['state', 'attempts']).where('id', 'in', ids).execute();

  it("lets another job's pass run and end while a receiver is slow to answer", async () => {
    const receiver = await startReceiver(SLOW_ANSWER_MS);
    receivers.push(receiver);
    const ids = await queue(receiver.url, 1);

    const dispatching = webhookDispatchPass(db(), () => portal.clock.now);
    await receiver.firstArrival;
    await exclusively(db(), 'another-job', async () => {
      receiver.events.push('another job ran');
    });
    receiver.events.push('another job ended');
    await dispatching;

    expect(receiver.events).toEqual([
      'receiver got the delivery',
      'another job ran',
      'another job ended',
      'receiver answered',
    ]);
    expect(await deliveries(ids)).toEqual([{ state: 'delivered', attempts: 1 }]);
  });

  it('sends each delivery once when two passes run at once', async () => {
    const receiver = await startReceiver(0);
    receivers.push(receiver);
    const ids = await queue(receiver.url, 6);

    await Promise.all([
      webhookDispatchPass(db(), () => portal.clock.now),
      webhookDispatchPass(db(), () => portal.clock.now),
    ]);

    const sent = receiver.bodies.map((body) => (JSON.parse(body) as { data: { n: number } }).data.n);
    expect(sent.sort()).toEqual([0, 1, 2, 3, 4, 5]);
    const rows = await deliveries(ids);
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row).toEqual({ state: 'delivered', attempts: 1 });
  });
});

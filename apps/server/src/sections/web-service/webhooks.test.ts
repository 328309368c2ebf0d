// Outgoing webhooks on both databases, against a receiver listening on 127.0.0.1: a parcel event and a locker going
// offline are queued and delivered signed (the receiver verifies the signature as documented); a 500 is retried
// with a growing wait and gives up after the last try; "send test" and "retry now" send at once; a partner admin
// reaches only their partner's webhooks; a bad address or event list writes nothing.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_HEADERS } from '@bluemanager/protocol';
import { headerValue, verifySignedCall } from '../../http/signed-call.js';
import { sweepOfflineMachines } from '../../jobs/offline-sweep.js';
import { depositInto, freeCompartment } from '../../../test/support/parcel-fixtures.js';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { WEBHOOK_FIRST_RETRY_MS, WEBHOOK_MAX_ATTEMPTS, dispatchWebhooks } from './webhook-dispatcher.js';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A receiver on 127.0.0.1 that answers `status` and keeps what it got. */
async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = state.status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function eventually<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (let tries = 0; tries < 100; tries++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('never happened');
}

describe.each(testDialects())('outgoing webhooks on %s', (dialect) => {
  let portal: TestPortal;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let admin: string;
  let partnerAdmin: string;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    receiver = await startReceiver();
    admin = await portal.login('sysadmin');
    partnerAdmin = await portal.login('partneradmin');
  });
  afterAll(async () => {
    await portal?.close();
    await receiver?.close();
  });

  const db = () => portal.database.handle.db;
  const dispatch = () => dispatchWebhooks(db(), () => portal.clock.now);
  const deliveriesOf = async (webhook: number) =>
    (await portal.act('webhook deliveries', { t: admin, id: webhook })).body.data?.items ?? [];

  it('delivers a parcel event signed with the secret shown once, which a receiver can verify', async () => {
    const created = await portal.act('create webhook', {
      t: admin,
      url: receiver.url,
      events: ['parcel.deposited'],
    });
    const { webhook, secret } = created.body.data ?? { webhook: undefined, secret: '' };
    expect(secret).toMatch(/^whsec_/);
    expect(webhook).toMatchObject({ url: receiver.url, active: true, building: null, partner: 'BB' });
    const stored = await db()
      .selectFrom('webhooks')
      .selectAll()
      .where('id', '=', Number(webhook?.id))
      .execute();
    expect(stored[0]?.secret_cipher).not.toContain(secret.slice(6));

    const compartment = await freeCompartment(db());
    const { parcelId } = await depositInto(db(), compartment, portal.clock.now);
    const queued = await eventually(async () => (await deliveriesOf(Number(webhook?.id)))[0]);
    expect(queued).toMatchObject({ event: 'parcel.deposited', state: 'pending', attempts: 0 });

    receiver.received.length = 0;
    expect(await dispatch()).toBeGreaterThanOrEqual(1);
    const call = receiver.received.find((entry) => entry.body.includes(`"parcel_id":${parcelId}`));
    expect(call).toBeDefined();
    const signed = {
      timestamp: headerValue(call?.headers[WEBHOOK_HEADERS.timestamp]),
      signature: headerValue(call?.headers[WEBHOOK_HEADERS.signature]),
      body: call?.body ?? '',
    };
    expect(verifySignedCall(secret, signed, portal.clock.now)).toBe(true);
    expect(verifySignedCall('whsec_another', signed, portal.clock.now)).toBe(false);
    expect(JSON.parse(signed.body)).toMatchObject({
      event: 'parcel.deposited',
      data: { parcel_id: parcelId, building_id: compartment.buildingId },
    });
    expect((await deliveriesOf(Number(webhook?.id)))[0]).toMatchObject({
      state: 'delivered',
      attempts: 1,
      status_code: 200,
    });
    // A second pass sends nothing again.
    receiver.received.length = 0;
    await dispatch();
    expect(receiver.received.filter((entry) => entry.body.includes(`"parcel_id":${parcelId}`))).toHaveLength(
      0,
    );
    await portal.act('update webhook', {
      t: admin,
      id: Number(webhook?.id),
      url: receiver.url,
      events: ['parcel.deposited'],
      active: false,
    });
  });

  it('retries a 500 with a growing wait, gives up after the last try, and retries now on demand', async () => {
    const { webhook } = (
      await portal.act('create webhook', { t: admin, url: receiver.url, events: ['parcel.returned'] })
    ).body.data ?? { webhook: undefined };
    const id = Number(webhook?.id);
    receiver.state.status = 500;
    const first = await portal.act('send test webhook', { t: admin, id });
    expect(first.body.data).toMatchObject({
      event: 'webhook.test',
      state: 'pending',
      attempts: 1,
      status_code: 500,
    });
    const nextAt = (at: string | null | undefined) => Date.parse(String(at)) - portal.clock.now.getTime();
    expect(nextAt(first.body.data?.next_attempt_at)).toBe(WEBHOOK_FIRST_RETRY_MS);

    // Not due yet: nothing is sent.
    receiver.received.length = 0;
    await dispatch();
    expect(receiver.received).toHaveLength(0);
    portal.clock.advance(WEBHOOK_FIRST_RETRY_MS);
    await dispatch();
    expect(receiver.received).toHaveLength(1);
    const second = (await deliveriesOf(id))[0];
    expect(second).toMatchObject({ state: 'pending', attempts: 2, status_code: 500 });
    expect(nextAt(second?.next_attempt_at)).toBe(WEBHOOK_FIRST_RETRY_MS * 2);

    for (let attempt = 3; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt++) {
      portal.clock.advance(WEBHOOK_FIRST_RETRY_MS * 2 ** (attempt - 2));
      await dispatch();
    }
    const gaveUp = (await deliveriesOf(id))[0];
    expect(gaveUp).toMatchObject({ state: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS, next_attempt_at: null });
    expect(gaveUp?.error).toMatch(/500/);
    const listed = (await portal.act('webhooks', { t: admin })).body.data?.items.find(
      (item) => item.id === id,
    );
    expect(listed?.failed).toBe(1);

    receiver.state.status = 204;
    const retried = await portal.act('retry webhook delivery', { t: admin, delivery: Number(gaveUp?.id) });
    expect(retried.body.data).toMatchObject({ state: 'delivered', status_code: 204 });
    expect(
      (await portal.act('retry webhook delivery', { t: admin, delivery: Number(gaveUp?.id) })).body.code,
    ).toBe('CONFLICT');
    receiver.state.status = 200;
  });

  it('sends the test event at once, and queues a locker going offline for a webhook of that building', async () => {
    const machine = await db()
      .selectFrom('machines')
      .innerJoin('buildings', 'buildings.id', 'machines.building_id')
      .select(['machines.id', 'machines.uuid', 'machines.building_id', 'buildings.partner'])
      .where('machines.status', '=', '101')
      .where('machines.run_sts', '=', '1')
      .where('machines.retired_at', 'is', null)
      .where('buildings.partner', '=', 'YK-Gold')
      .executeTakeFirstOrThrow();
    const created = await portal.act('create webhook', {
      t: partnerAdmin,
      url: receiver.url,
      events: ['machine.offline'],
      building: machine.building_id,
    });
    const id = Number(created.body.data?.webhook.id);
    expect(created.body.data?.webhook.partner).toBe('YK-Gold');
    receiver.received.length = 0;
    const tested = await portal.act('send test webhook', { t: partnerAdmin, id });
    expect(tested.body.data).toMatchObject({ event: 'webhook.test', state: 'delivered', status_code: 200 });
    expect(headerValue(receiver.received[0]?.headers[WEBHOOK_HEADERS.event])).toBe('webhook.test');

    // A day without heartbeats, as the sweep sees it (the test clock stays, so the sessions do not expire).
    await sweepOfflineMachines(db(), new Date(portal.clock.now.getTime() + 24 * 3600_000), 120);
    const offline = (await deliveriesOf(id)).filter((item) => item.event === 'machine.offline');
    expect(offline.length).toBeGreaterThanOrEqual(1);
    await dispatchWebhooks(db(), () => new Date(portal.clock.now.getTime() + 24 * 3600_000));
    expect(receiver.received.some((entry) => entry.body.includes(machine.uuid))).toBe(true);
  });

  it('lets a partner admin reach only their partner’s webhooks, and nobody below a system admin', async () => {
    const own = (await portal.act('webhooks', { t: partnerAdmin })).body.data?.items ?? [];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((item) => item.partner === 'YK-Gold')).toBe(true);
    const all = (await portal.act('webhooks', { t: admin })).body.data?.items ?? [];
    const operators = all.find((item) => item.partner === 'BB');
    expect(operators).toBeDefined();
    const id = Number(operators?.id);
    for (const answer of [
      await portal.act('webhook deliveries', { t: partnerAdmin, id }),
      await portal.act('send test webhook', { t: partnerAdmin, id }),
      await portal.act('delete webhook', { t: partnerAdmin, id }),
      await portal.act('update webhook', {
        t: partnerAdmin,
        id,
        url: receiver.url,
        events: ['parcel.overdue'],
      }),
    ]) {
      expect(answer.body.code).toBe('FORBIDDEN');
    }
    const foreignBuilding = await db()
      .selectFrom('buildings')
      .select('id')
      .where('partner', '!=', 'YK-Gold')
      .executeTakeFirstOrThrow();
    const outside = await portal.act('create webhook', {
      t: partnerAdmin,
      url: receiver.url,
      events: ['parcel.overdue'],
      building: foreignBuilding.id,
    });
    expect(outside.body.code).toBe('FORBIDDEN');
    const manager = await portal.login('bdadmin');
    expect((await portal.act('webhooks', { t: manager })).body.code).toBe('FORBIDDEN');
    expect((await portal.act('webhooks', { t: admin })).body.data?.items.some((item) => item.id === id)).toBe(
      true,
    );
  });

  it('refuses a bad address or event list, writing nothing', async () => {
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('webhooks')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const url of [
      'ftp://hooks.example.com/x',
      'http://hooks.example.com/x',
      'not an address',
      'https://user:pw@hooks.example.com/',
    ]) {
      const answer = await portal.act('create webhook', { t: admin, url, events: ['parcel.deposited'] });
      expect(answer.body.code, url).toBe('INVALID_PARAMS');
    }
    expect(
      (await portal.act('create webhook', { t: admin, url: 'https://hooks.example.com/x', events: [] })).body
        .code,
    ).toBe('INVALID_PARAMS');
    expect(await count()).toBe(before);
  });
});

// The notification service: POST /create (act 63001 and its HTTP route) queues one message on the member's channel
// with an email to fall back to, answers what it queued, sends once per idempotency key, keeps reminders for the end
// of a building's quiet hours; the dispatcher retries with backoff and falls back to email when the SMS fails or the
// number opted out; the gateway's signed delivery receipts mark messages delivered or failed, a replay refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actNamed } from '@bluemanager/protocol';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { signCall } from '../../http/signed-call.js';
import { dispatchDueMessages, MAX_ATTEMPTS } from '../sms/message-dispatcher.js';
import { outboxProvider, type MessageProviders } from '../sms/message-provider.js';
import { OPTED_OUT_ERROR } from '../sms/opt-outs.js';

const SECRET = 'test-gateway-secret-0123456789';
const MINUTE = 60_000;
const DAY = 86_400_000;

interface Answer {
  request: number;
  replayed: boolean;
  messages: { id: number; channel: string; recipient: string; send_after: string }[];
  fallback: { channel: string; recipient: string } | null;
}

describe.each(testDialects())('the notification service on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  let member: { id: number; building_id: number; email: string; phone: string };
  beforeAll(async () => {
    portal = await startTestPortal(dialect, { SMS_INBOUND_SECRET: SECRET });
    admin = await portal.login('sysadmin');
    const db = portal.database.handle.db;
    const row = await db
      .selectFrom('members')
      .select(['id', 'building_id', 'email', 'phones'])
      .where('status', '=', 'active')
      .where('channel', '=', 'sms')
      .where('email', '!=', '')
      .where('phones', '!=', '[]')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const phone = (JSON.parse(row.phones) as string[])[0] ?? '';
    // A number of its own, so no demo opt-out or earlier test touches it.
    await db
      .updateTable('members')
      .set({ phones: JSON.stringify(['+14165550142']) })
      .where('id', '=', row.id)
      .execute();
    member = { id: row.id, building_id: row.building_id, email: row.email, phone };
    await db.deleteFrom('building_quiet_hours').execute();
  });
  afterAll(() => portal?.close());

  const db = () => portal.database.handle.db;
  const create = async (params: Record<string, unknown>) => {
    const response = await portal.act('create notification', { t: admin, ...params } as never);
    return { status: response.status, body: response.body, data: response.body.data as Answer };
  };
  const http = (body: object, headers: Record<string, string> = {}) =>
    portal.app.inject({
      method: 'POST',
      url: '/api/notifications/create',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    });
  const messageRow = (id: number) =>
    db()
      .selectFrom('messages')
      .select([
        'id',
        'channel',
        'recipient',
        'status',
        'body',
        'secret',
        'attempts',
        'last_error',
        'next_attempt_at',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const emailsTo = (address: string, after: number) =>
    db()
      .selectFrom('messages')
      .select(['id', 'status', 'body'])
      .where('channel', '=', 'email')
      .where('recipient', '=', address)
      .where('id', '>', after)
      .execute();
  const failing: MessageProviders = {
    sms: {
      name: 'sms-gateway',
      send: () => Promise.reject(new Error('SMS gateway answered 503: busy')),
    },
    email: outboxProvider,
  };

  it('queues an SMS to a member with their email as the fallback, the pickup code kept secret', async () => {
    const { status, data } = await create({
      member: member.id,
      event: 'deposited',
      data: { code: '482913', carrier: 'UPS' },
    });
    expect(status).toBe(200);
    expect(data.replayed).toBe(false);
    expect(data.messages).toEqual([
      {
        id: expect.any(Number),
        channel: 'sms',
        recipient: '4165550142',
        send_after: portal.clock.now.toISOString(),
      },
    ]);
    expect(data.fallback).toEqual({ channel: 'email', recipient: member.email });
    const row = await messageRow(data.messages[0]?.id ?? 0);
    expect(row).toMatchObject({ status: 'queued', secret: '482913' });
    expect(row.body).not.toContain('482913');
    const log = await db()
      .selectFrom('operation_log')
      .select(['operation', 'target'])
      .where('operation', '=', 'notification-queued')
      .execute();
    expect(log).toContainEqual({ operation: 'notification-queued', target: '4165550142' });
  });

  it('answers a repeated idempotency key with the first answer and queues nothing more', async () => {
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('messages')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const params = { member: member.id, event: 'reminder', idempotency_key: 'order-7781' };
    const first = await create(params);
    const before = await count();
    const again = await create(params);
    expect(again.data).toEqual({ ...first.data, replayed: true });
    expect(await count()).toBe(before);
  });

  it('refuses bad calls with INVALID_PARAMS, an unreachable recipient with CONFLICT, and writes nothing', async () => {
    const before = await db().selectFrom('notification_requests').select('id').execute();
    expect((await create({ event: 'deposited' })).body.code).toBe('INVALID_PARAMS');
    expect((await create({ member: member.id, event: 'party' })).body.code).toBe('INVALID_PARAMS');
    expect(
      (await create({ recipient: { phone: '12' }, buid: member.building_id, event: 'reminder' })).body.code,
    ).toBe('INVALID_PARAMS');
    expect((await create({ member: member.id, event: 'reminder', data: { secret: 'x' } })).body.code).toBe(
      'INVALID_PARAMS',
    );
    expect((await create({ member: 2_147_483_000, event: 'reminder' })).body.code).toBe('NOT_FOUND');
    // A deposit notice without its pickup code is useless to the recipient.
    expect((await create({ member: member.id, event: 'deposited' })).body.code).toBe('INVALID_PARAMS');
    expect(await db().selectFrom('notification_requests').select('id').execute()).toEqual(before);
  });

  describe('over HTTP', () => {
    const tokenFor = async (acts: number[]) => {
      const sysadmin = await db()
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'sysadmin')
        .executeTakeFirstOrThrow();
      const response = await portal.act('create api token', {
        t: admin,
        name: `Notices ${acts.join(',')}`,
        owner: sysadmin.id,
        acts,
        expires_at: new Date(portal.clock.now.getTime() + 30 * DAY).toISOString(),
      });
      return (response.body.data as { secret: string }).secret;
    };
    const notice = { recipient: { name: 'Dana', email: 'dana@example.com' }, event: 'collected' };

    it('refuses a call without a token, with an unknown one, or with a token that does not list the act', async () => {
      expect((await http({ ...notice, buid: member.building_id })).statusCode).toBe(401);
      expect(
        (await http({ ...notice, buid: member.building_id }, { authorization: 'Bearer bmt_nope_nope' }))
          .statusCode,
      ).toBe(401);
      const other = await tokenFor([actNamed('members').code]);
      const refused = await http(
        { ...notice, buid: member.building_id },
        { authorization: `Bearer ${other}` },
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    });

    it('queues with an API token, answers 201, and 200 with the same answer for a repeated Idempotency-Key', async () => {
      const token = await tokenFor([actNamed('create notification').code]);
      const headers = { authorization: `Bearer ${token}`, 'idempotency-key': 'ship-100' };
      const first = await http({ ...notice, buid: member.building_id }, headers);
      expect(first.statusCode, first.payload).toBe(201);
      const answer = first.json<Answer>();
      expect(answer.messages).toEqual([
        expect.objectContaining({ channel: 'email', recipient: 'dana@example.com' }),
      ]);
      const again = await http({ ...notice, buid: member.building_id }, headers);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ ...answer, replayed: true });
      expect(await emailsTo('dana@example.com', 0)).toHaveLength(1);
      const invalid = await http({ ...notice, buid: member.building_id, channel: 'fax' }, headers);
      expect(invalid.statusCode).toBe(400);
    });

    it("takes a staff session's token and keeps a building manager to their own buildings", async () => {
      const manager = await portal.login('bdadmin');
      const own = (await portal.managedBuildings('bdadmin'))[0] ?? 0;
      const other = await db()
        .selectFrom('buildings')
        .select('id')
        .where('id', 'not in', await portal.managedBuildings('bdadmin'))
        .executeTakeFirstOrThrow();
      const mine = await http({ ...notice, buid: own }, { authorization: `Bearer ${manager}` });
      expect(mine.statusCode, mine.payload).toBe(201);
      const theirs = await http({ ...notice, buid: other.id }, { authorization: `Bearer ${manager}` });
      expect(theirs.statusCode).toBe(403);
    });
  });

  it('retries a failing SMS with a growing wait, then sends the email instead', async () => {
    // What the earlier tests queued goes out first, so only this SMS meets the failing gateway.
    await dispatchDueMessages(db(), { sms: outboxProvider, email: outboxProvider }, portal.clock.now);
    const { data } = await create({ member: member.id, event: 'overdue' });
    const id = data.messages[0]?.id ?? 0;
    const lastBefore =
      (
        await db()
          .selectFrom('messages')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id ?? 0;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await dispatchDueMessages(db(), failing, portal.clock.now);
      const row = await messageRow(id);
      expect(row.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(row.status).toBe('queued');
        waits.push(Date.parse(row.next_attempt_at) - portal.clock.now.getTime());
        portal.clock.advance(Date.parse(row.next_attempt_at) - portal.clock.now.getTime());
        expect(await emailsTo(member.email, Number(lastBefore))).toEqual([]);
      } else {
        expect(row).toMatchObject({ status: 'failed', last_error: 'SMS gateway answered 503: busy' });
      }
    }
    expect(waits).toEqual([MINUTE, 2 * MINUTE]);
    const fallback = await emailsTo(member.email, Number(lastBefore));
    expect(fallback).toEqual([expect.objectContaining({ status: 'queued' })]);
    await dispatchDueMessages(db(), failing, portal.clock.now);
    expect(await emailsTo(member.email, Number(lastBefore))).toEqual([
      expect.objectContaining({ status: 'sent' }),
    ]);
  });

  it('sends the email instead when the number opted out after the SMS was queued', async () => {
    const { data } = await create({ member: member.id, event: 'collected' });
    const id = data.messages[0]?.id ?? 0;
    await db()
      .insertInto('sms_opt_outs')
      .values({
        phone: '4165550142',
        source: 'staff',
        note: '',
        created_at: portal.clock.now.toISOString(),
        created_by: 'sysadmin',
      })
      .execute();
    await dispatchDueMessages(db(), { sms: outboxProvider, email: outboxProvider }, portal.clock.now);
    expect(await messageRow(id)).toMatchObject({ status: 'failed', last_error: OPTED_OUT_ERROR });
    const emails = await emailsTo(member.email, id);
    expect(emails).toHaveLength(1);
    // A new notification goes by email straight away, with nothing to fall back to.
    const next = await create({ member: member.id, event: 'collected' });
    expect(next.data.messages[0]).toMatchObject({ channel: 'email', recipient: member.email });
    expect(next.data.fallback).toBeNull();
    await db().deleteFrom('sms_opt_outs').where('phone', '=', '4165550142').execute();
  });

  it("holds a reminder until the end of the building's quiet hours, but not a deposit notice", async () => {
    const building = await db()
      .selectFrom('buildings')
      .select(['timezone'])
      .where('id', '=', member.building_id)
      .executeTakeFirstOrThrow();
    // Quiet from 21:00 to 08:00 in the building's zone, and the clock at 23:30 there.
    await db()
      .insertInto('building_quiet_hours')
      .values({ building_id: member.building_id, starts: '21:00', ends: '08:00' })
      .execute();
    const hour = Number(
      new Intl.DateTimeFormat('en-US', {
        timeZone: building.timezone,
        hourCycle: 'h23',
        hour: 'numeric',
      }).format(portal.clock.now),
    );
    const minute = portal.clock.now.getUTCMinutes();
    portal.clock.advance(
      (((23 - hour + 24) % 24) * 60 + (30 - minute)) * MINUTE - portal.clock.now.getUTCSeconds() * 1000,
    );
    admin = await portal.login('sysadmin');
    const reminder = await create({ member: member.id, event: 'reminder' });
    const sendAfter = Date.parse(reminder.data.messages[0]?.send_after ?? '');
    expect(sendAfter - portal.clock.now.getTime()).toBe(8.5 * 60 * MINUTE);
    const deposit = await create({ member: member.id, event: 'deposited', data: { code: '111222' } });
    expect(deposit.data.messages[0]?.send_after).toBe(portal.clock.now.toISOString());
    await dispatchDueMessages(db(), { sms: outboxProvider, email: outboxProvider }, portal.clock.now);
    expect((await messageRow(reminder.data.messages[0]?.id ?? 0)).status).toBe('queued');
    expect((await messageRow(deposit.data.messages[0]?.id ?? 0)).status).toBe('sent');
    portal.clock.advance(8.5 * 60 * MINUTE);
    admin = await portal.login('sysadmin');
    await dispatchDueMessages(db(), { sms: outboxProvider, email: outboxProvider }, portal.clock.now);
    expect((await messageRow(reminder.data.messages[0]?.id ?? 0)).status).toBe('sent');
    await db().deleteFrom('building_quiet_hours').execute();
  });

  describe("the gateway's delivery receipts", () => {
    const receipt = (
      body: object,
      options: { secret?: string; skewSeconds?: number; signature?: string } = {},
    ) => {
      const text = JSON.stringify(body);
      const timestamp = String(Math.floor(portal.clock.now.getTime() / 1000) - (options.skewSeconds ?? 0));
      return portal.app.inject({
        method: 'POST',
        url: '/api/sms/receipts',
        headers: {
          'content-type': 'application/json',
          'x-timestamp': timestamp,
          'x-signature': options.signature ?? signCall(options.secret ?? SECRET, timestamp, text),
        },
        payload: text,
      });
    };
    const sentSms = async () => {
      const { data } = await create({ member: member.id, event: 'collected' });
      await dispatchDueMessages(db(), { sms: outboxProvider, email: outboxProvider }, portal.clock.now);
      return data.messages[0]?.id ?? 0;
    };

    it('refuses an unsigned, wrongly signed, stale or replayed receipt, storing nothing', async () => {
      const id = await sentSms();
      const body = { id: 'r-1', reference: `message-${id}`, status: 'delivered' };
      expect((await receipt(body, { signature: '' })).statusCode).toBe(401);
      expect((await receipt(body, { secret: 'another-secret-0123456789' })).statusCode).toBe(401);
      expect((await receipt(body, { skewSeconds: 3600 })).statusCode).toBe(401);
      expect(await db().selectFrom('delivery_receipts').selectAll().execute()).toEqual([]);
      expect((await receipt(body)).statusCode).toBe(200);
      expect((await receipt(body)).statusCode).toBe(409);
      const row = await db()
        .selectFrom('messages')
        .select(['delivered_at', 'status'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ delivered_at: portal.clock.now.toISOString(), status: 'sent' });
      expect(
        await db().selectFrom('message_fallbacks').selectAll().where('message_id', '=', id).execute(),
      ).toEqual([]);
    });

    it('fails an undelivered SMS and sends its email instead', async () => {
      const id = await sentSms();
      const answer = await receipt({
        id: 'r-2',
        reference: `message-${id}`,
        status: 'failed',
        error: 'handset off',
      });
      expect(answer.statusCode).toBe(200);
      expect(await messageRow(id)).toMatchObject({
        status: 'failed',
        last_error: 'Not delivered: handset off',
      });
      expect(await emailsTo(member.email, id)).toEqual([expect.objectContaining({ status: 'queued' })]);
      expect(
        (await receipt({ id: 'r-3', reference: 'message-2147483000', status: 'failed' })).statusCode,
      ).toBe(404);
      expect((await receipt({ id: 'r-4', reference: 'nothing', status: 'failed' })).statusCode).toBe(400);
    });
  });
});

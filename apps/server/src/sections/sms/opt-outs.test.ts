// Recipients who reply STOP get no more SMS: the gateway's signed webhook opts them out (a forged, stale or replayed
// call changes nothing), staff can do it on their behalf and undo it, new messages skip SMS while the email still
// goes, and an SMS queued before the opt-out is not sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { depositInto, freeCompartment } from '../../../test/support/parcel-fixtures.js';
import { dispatchDueMessages } from './message-dispatcher.js';
import { outboxProvider } from './message-provider.js';
import { signInbound } from './inbound-route.js';
import { OPTED_OUT_ERROR } from './opt-outs.js';

const SECRET = 'test-inbound-secret-0123456789';
const PHONE = '4165550199';

describe.each(testDialects())('SMS opt-outs on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  beforeAll(async () => {
    portal = await startTestPortal(dialect, { SMS_INBOUND_SECRET: SECRET });
    admin = await portal.login('sysadmin');
  });
  afterAll(() => portal?.close());

  const post = (
    body: object,
    options: { secret?: string; skewSeconds?: number; signature?: string } = {},
  ) => {
    const text = JSON.stringify(body);
    const timestamp = String(Math.floor(portal.clock.now.getTime() / 1000) - (options.skewSeconds ?? 0));
    return portal.app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-signature': options.signature ?? signInbound(options.secret ?? SECRET, timestamp, text),
      },
      payload: text,
    });
  };
  const optedOut = async () =>
    (await portal.act('sms opt-outs', { t: admin })).body.data as {
      items: { phone: string; source: string }[];
    };

  it('starts with the demo numbers whose owners replied STOP', async () => {
    const seeded = (await optedOut()).items;
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.every((item) => item.source === 'reply')).toBe(true);
  });

  it('refuses calls that are unsigned, signed with another secret or stale, storing nothing', async () => {
    const before = (await optedOut()).items;
    const stop = { id: 'in-1', from: '+1 416 555 0199', text: 'STOP' };
    expect((await post(stop, { signature: '' })).statusCode).toBe(401);
    expect((await post(stop, { secret: 'another-secret-0123456789' })).statusCode).toBe(401);
    expect((await post(stop, { skewSeconds: 3600 })).statusCode).toBe(401);
    expect((await post({ id: 'in-x', text: 'STOP' })).statusCode).toBe(400);
    expect((await optedOut()).items).toEqual(before);
  });

  it('opts a number out on STOP, refuses a replay, and sends its messages by email only', async () => {
    const answer = await post({ id: 'in-1', from: '+1 416 555 0199', text: ' stop ' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ ok: true, meaning: 'stop' });
    expect((await post({ id: 'in-1', from: '+1 416 555 0199', text: 'STOP' })).statusCode).toBe(409);
    expect((await optedOut()).items).toContainEqual(
      expect.objectContaining({ phone: PHONE, source: 'reply' }),
    );

    const db = portal.database.handle.db;
    const { parcelId } = await depositInto(db, await freeCompartment(db), portal.clock.now, { phone: PHONE });
    const queued = await db
      .selectFrom('messages')
      .select(['channel'])
      .where('parcel_id', '=', parcelId)
      .execute();
    expect(queued.map((row) => row.channel)).toEqual(['email']);
    const log = await db
      .selectFrom('operation_log')
      .select(['username', 'category'])
      .where('operation', '=', 'sms-opted-out')
      .executeTakeFirstOrThrow();
    expect(log).toEqual({ username: 'sms gateway', category: 'sms' });
  });

  it('fails an SMS queued before the opt-out instead of sending it', async () => {
    const db = portal.database.handle.db;
    const other = '6045550142';
    const { parcelId } = await depositInto(db, await freeCompartment(db), portal.clock.now, { phone: other });
    expect((await post({ id: 'in-2', from: other, text: 'Arrêt' })).json()).toMatchObject({
      meaning: 'stop',
    });
    await dispatchDueMessages(db, { sms: outboxProvider, email: outboxProvider }, portal.clock.now);
    const sms = await db
      .selectFrom('messages')
      .select(['status', 'last_error'])
      .where('parcel_id', '=', parcelId)
      .where('channel', '=', 'sms')
      .executeTakeFirstOrThrow();
    expect(sms).toEqual({ status: 'failed', last_error: OPTED_OUT_ERROR });
  });

  it('lets staff opt a number out and back in, and START opts back in too', async () => {
    const added = await portal.act('add sms opt-out', {
      t: admin,
      phone: '(514) 555-0123',
      note: 'asked at the desk',
    });
    expect(added.body).toMatchObject({ ret: 1, data: { phone: '5145550123', added: true } });
    expect((await portal.act('add sms opt-out', { t: admin, phone: '514 555 0123' })).body).toMatchObject({
      data: { added: false },
    });
    expect((await portal.act('sms opt-outs', { t: admin, q: '555-0123' })).body.data).toMatchObject({
      total: 1,
    });
    expect((await portal.act('remove sms opt-out', { t: admin, phone: '5145550123' })).body).toMatchObject({
      ret: 1,
    });
    expect((await portal.act('remove sms opt-out', { t: admin, phone: '5145550123' })).body).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await portal.act('add sms opt-out', { t: admin, phone: 'not a phone' })).body).toMatchObject({
      code: 'INVALID_PARAMS',
    });
    expect((await post({ id: 'in-3', from: PHONE, text: 'START' })).json()).toMatchObject({
      meaning: 'start',
    });
    expect((await optedOut()).items.map((item) => item.phone)).not.toContain(PHONE);
    const manager = await portal.login('bdadmin');
    expect((await portal.act('sms opt-outs', { t: manager })).body).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the SMS webhook without a secret', () => {
  it('is not there at all', async () => {
    const portal = await startTestPortal('sqlite');
    try {
      const answer = await portal.app.inject({ method: 'POST', url: '/api/sms/inbound', payload: {} });
      expect(answer.statusCode).toBe(404);
    } finally {
      await portal.close();
    }
  });
});

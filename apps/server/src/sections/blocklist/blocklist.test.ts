// The Black List (acts 54001–54005) on both databases: entries are normalised, validated, logged and refused to
// anyone but a system admin; a blocked phone or email is sent nothing and its pickup code does not open the door;
// a blocked account cannot sign in and its sessions end; an expired block no longer applies; the login throttle's
// locks are listed and lifted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { depositInto, freeCompartment, outboxOf } from '../../../test/support/parcel-fixtures.js';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.js';
import { machineByUuid, toDeviceMachine } from '../../domain/devices/device-auth.js';
import { pickupAtLocker } from '../../domain/devices/device-parcels.js';
import { dispatchDueMessages } from '../sms/message-dispatcher.js';
import { outboxProvider } from '../sms/message-provider.js';
import { BLOCKED_MESSAGE_ERROR } from './block-checks.js';

const DAY = 86_400_000;

describe.each(testDialects())('the Black List on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
  });
  afterAll(() => portal?.close());

  const db = () => portal.database.handle.db;
  const block = (params: Record<string, unknown>) => portal.act('block contact', { t: admin, ...params });
  const blocked = async (params: Record<string, unknown> = {}) => {
    const { body } = await portal.act('blocked contacts', { t: admin, count: 200, ...params });
    expect(body).toMatchObject({ ret: 1 });
    if (!body.data) throw new Error('no data');
    return body.data;
  };
  const rowCount = async () => (await blocked()).total;
  const logged = (operation: string) =>
    db().selectFrom('operation_log').selectAll().where('operation', '=', operation).orderBy('id').execute();
  const machineOf = async (machineId: number) => {
    const { uuid } = await db()
      .selectFrom('machines')
      .select('uuid')
      .where('id', '=', machineId)
      .executeTakeFirstOrThrow();
    const [row] = await machineByUuid(db(), uuid);
    if (!row) throw new Error('no machine');
    return toDeviceMachine(row);
  };

  it('lists the demo entries, active and expired, filtered by kind, state and a phone typed any way', async () => {
    const all = await blocked();
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(new Set(all.items.map((item) => item.kind))).toEqual(new Set(['phone', 'email']));
    const expired = await blocked({ state: 'expired' });
    expect(expired.items.length).toBeGreaterThan(0);
    expect(expired.items.every((item) => !item.active)).toBe(true);
    expect((await blocked({ state: 'active' })).items.every((item) => item.active)).toBe(true);
    expect((await blocked({ kind: 'email' })).items.every((item) => item.kind === 'email')).toBe(true);
    const found = await blocked({ q: '(647) 555-0170' });
    expect(found.items.map((item) => item.value)).toEqual(['+16475550170']);
    const locks = await portal.act('sign-in locks', { t: admin });
    expect(locks.body.data?.items).toContainEqual({
      kind: 'address',
      name: '203.0.113.45',
      locked_until: expect.any(String),
    });
  });

  it('stores a phone in E.164 and an email in lower case, logs it, and refuses a repeat', async () => {
    const answer = await block({ kind: 'phone', value: '416 555 0177', reason: 'Harassing the desk' });
    expect(answer.body).toMatchObject({
      ret: 1,
      data: { kind: 'phone', value: '+14165550177', created_by: 'sysadmin', expires_at: null, active: true },
    });
    const email = await block({ kind: 'email', value: ' Spam.Sender@Example.NET ', reason: 'Spam' });
    expect(email.body).toMatchObject({ data: { value: 'spam.sender@example.net' } });
    const before = await rowCount();
    expect((await block({ kind: 'phone', value: '+1 416-555-0177', reason: 'again' })).body).toMatchObject({
      code: 'CONFLICT',
    });
    expect(await rowCount()).toBe(before);
    const entries = await logged('contact-blocked');
    expect(entries.map((entry) => entry.target)).toEqual(['+14165550177', 'spam.sender@example.net']);
    expect(entries[0]).toMatchObject({ username: 'sysadmin', category: 'Account' });
  });

  it('refuses a value that is not of its kind, a missing reason and a past expiry, writing nothing', async () => {
    const before = await rowCount();
    const refusals = [
      { kind: 'phone', value: 'call me', reason: 'x' },
      { kind: 'email', value: 'not-an-email', reason: 'x' },
      { kind: 'account', value: 'two words', reason: 'x' },
      { kind: 'phone', value: '4165550178', reason: '  ' },
      { kind: 'phone', value: '4165550178', reason: 'x', expires_at: 'tomorrow' },
      { kind: 'fax', value: '4165550178', reason: 'x' },
    ];
    for (const params of refusals) {
      expect((await block(params)).body, JSON.stringify(params)).toMatchObject({ code: 'INVALID_PARAMS' });
    }
    const past = new Date(portal.clock.now.getTime() - DAY).toISOString();
    expect(
      (await block({ kind: 'phone', value: '4165550178', reason: 'x', expires_at: past })).body,
    ).toMatchObject({
      code: 'INVALID_PARAMS',
      issues: [{ path: 'expires_at' }],
    });
    expect((await block({ kind: 'account', value: 'nobody-here', reason: 'x' })).body).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await block({ kind: 'account', value: 'sysadmin', reason: 'x' })).body).toMatchObject({
      code: 'CONFLICT',
    });
    expect(await rowCount()).toBe(before);
  });

  it('is for system admins only, whatever the page shows', async () => {
    const manager = await portal.login('bdadmin');
    const partner = await portal.login('partneradmin');
    for (const token of [manager, partner]) {
      expect((await portal.act('blocked contacts', { t: token })).body).toMatchObject({ code: 'FORBIDDEN' });
      expect(
        (await portal.act('block contact', { t: token, kind: 'phone', value: '4165550179', reason: 'x' }))
          .body,
      ).toMatchObject({ code: 'FORBIDDEN' });
      expect((await portal.act('sign-in locks', { t: token })).body).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('sends a blocked recipient nothing, with a reason, while an unblocked channel still goes', async () => {
    const phone = '4165550181';
    await block({ kind: 'phone', value: phone, reason: 'Do not text' });
    const { parcelId } = await depositInto(db(), await freeCompartment(db()), portal.clock.now, {
      phone,
      email: 'still.reachable@example.com',
    });
    await outboxOf(db()).isolate(parcelId);
    await dispatchDueMessages(db(), { sms: outboxProvider, email: outboxProvider }, portal.clock.now);
    const messages = await outboxOf(db()).messagesOf(parcelId);
    expect(messages.map((m) => [m.channel, m.status, m.last_error])).toEqual([
      ['sms', 'failed', BLOCKED_MESSAGE_ERROR],
      ['email', 'sent', ''],
    ]);
    expect(messages[0]?.secret).toBeNull();
  });

  it('sends again once the block expires', async () => {
    const email = 'short.block@example.com';
    const expires = new Date(portal.clock.now.getTime() + DAY).toISOString();
    await block({ kind: 'email', value: email, reason: 'One day', expires_at: expires });
    portal.clock.advance(DAY + 60_000);
    // A day on, the admin's session has expired too.
    admin = await portal.login('sysadmin');
    const { parcelId } = await depositInto(db(), await freeCompartment(db()), portal.clock.now, {
      phone: '4165550182',
      email,
    });
    await outboxOf(db()).isolate(parcelId);
    await dispatchDueMessages(db(), { sms: outboxProvider, email: outboxProvider }, portal.clock.now);
    const messages = await outboxOf(db()).messagesOf(parcelId);
    expect(messages.map((m) => m.status)).toEqual(['sent', 'sent']);
    expect((await blocked({ q: email })).items).toMatchObject([{ active: false }]);
    // An expired block gives way to a new one of the same address.
    const again = await block({ kind: 'email', value: email, reason: 'Again' });
    expect(again.body).toMatchObject({ data: { reason: 'Again', expires_at: null, active: true } });
    expect((await blocked({ q: email })).items).toMatchObject([{ reason: 'Again', active: true }]);
  });

  it("refuses a blocked recipient's right code at the locker, and opens once unblocked", async () => {
    const compartment = await freeCompartment(db());
    const email = 'no.pickup@example.com';
    const deposit = await depositInto(db(), compartment, portal.clock.now, { phone: '4165550183', email });
    const added = await block({ kind: 'email', value: email, reason: 'Parcel under dispute' });
    const machine = await machineOf(compartment.machineId);
    await expect(
      pickupAtLocker(db(), machine, { code: String(deposit.pickupCode) }, portal.clock.now),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('blocked') });
    const parcel = () =>
      db().selectFrom('parcels').select('state').where('id', '=', deposit.parcelId).executeTakeFirstOrThrow();
    expect(await parcel()).toEqual({ state: 'pending' });
    // A right code is no guess: the locker's wrong-code count stays as it was.
    expect((await machineOf(compartment.machineId)).pickupFailures).toBe(machine.pickupFailures);

    const id = added.body.data?.id;
    expect((await portal.act('unblock contact', { t: admin, id })).body).toMatchObject({ ret: 1 });
    expect((await portal.act('unblock contact', { t: admin, id })).body).toMatchObject({ code: 'NOT_FOUND' });
    expect((await logged('contact-unblocked')).map((entry) => entry.target)).toContain(email);
    const opened = await pickupAtLocker(
      db(),
      machine,
      { code: String(deposit.pickupCode) },
      portal.clock.now,
    );
    expect(opened.parcelId).toBe(deposit.parcelId);
    expect(await parcel()).toEqual({ state: 'collected' });
  });

  it('lets an expired block pass at the locker', async () => {
    const compartment = await freeCompartment(db());
    const phone = '4165550184';
    const deposit = await depositInto(db(), compartment, portal.clock.now, { phone });
    const expires = new Date(portal.clock.now.getTime() + 60 * 60_000).toISOString();
    await block({ kind: 'phone', value: phone, reason: 'An hour', expires_at: expires });
    const machine = await machineOf(compartment.machineId);
    await expect(
      pickupAtLocker(db(), machine, { code: String(deposit.pickupCode) }, portal.clock.now),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    portal.clock.advance(61 * 60_000);
    const opened = await pickupAtLocker(
      db(),
      machine,
      { code: String(deposit.pickupCode) },
      portal.clock.now,
    );
    expect(opened.parcelId).toBe(deposit.parcelId);
  });

  it("ends a blocked account's sessions and refuses its sign-in until it is unblocked", async () => {
    const viu = await portal.login('viu');
    expect((await portal.act('current session', { t: viu })).body).toMatchObject({ ret: expect.any(Number) });
    const added = await block({ kind: 'account', value: 'VIU', reason: 'Left the company' });
    expect(added.body).toMatchObject({ data: { kind: 'account', value: 'viu' } });
    expect((await portal.act('current session', { t: viu })).body).toMatchObject({ code: 'SESSION_EXPIRED' });
    const refused = await portal.act('login', { u: 'viu', p: DEMO_PASSWORD });
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN' });
    expect(refused.body.token).toBeUndefined();
    await portal.act('unblock contact', { t: admin, id: added.body.data?.id });
    expect(typeof (await portal.login('viu'))).toBe('string');
  });

  it("lists the login throttle's locked accounts and addresses and lifts a lock, logged", async () => {
    const locks = async () => {
      const { body } = await portal.act('sign-in locks', { t: admin });
      return body.data?.items ?? [];
    };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await portal.act('login', { u: 'emco', p: 'wrong-password' }, { ip: `198.51.100.${attempt + 1}` });
    }
    expect((await portal.act('login', { u: 'emco', p: DEMO_PASSWORD })).body).toMatchObject({
      code: 'ACCOUNT_LOCKED',
    });
    expect(await locks()).toContainEqual(expect.objectContaining({ kind: 'account', name: 'emco' }));
    expect(
      (await portal.act('unlock sign-in', { t: admin, kind: 'account', name: 'emco' })).body,
    ).toMatchObject({ ret: 1 });
    expect(await locks()).not.toContainEqual(expect.objectContaining({ name: 'emco' }));
    expect(typeof (await portal.login('emco'))).toBe('string');
    expect(
      (await portal.act('unlock sign-in', { t: admin, kind: 'account', name: 'emco' })).body,
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect((await logged('sign-in-unlocked')).map((entry) => entry.target)).toEqual(['emco']);
  });
});

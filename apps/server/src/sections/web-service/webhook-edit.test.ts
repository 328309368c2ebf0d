// Editing a webhook and renewing its secret on both databases: every field the create form sets changes and is
// logged before and after; a partner admin can neither edit nor renew the operator's webhook nor move their own to
// another partner's building, and a refused or malformed edit writes nothing; a renewed secret replaces the stored
// one (the dispatcher signs with what is stored) and is never logged; both lists page on the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { openSecret } from '../../domain/secrets/sealed-text.js';
import { webhookSettingsOf } from './webhook-settings.js';

describe.each(testDialects())('editing webhooks on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  let partnerAdmin: string;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
    partnerAdmin = await portal.login('partneradmin');
  });
  afterAll(() => portal?.close());

  const db = () => portal.database.handle.db;
  const stored = (id: number) =>
    db().selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const created = async (token: string, url: string, building: number | null = null) => {
    const answer = await portal.act('create webhook', {
      t: token,
      url,
      events: ['parcel.deposited'],
      building,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return { id: Number(answer.body.data?.webhook.id), secret: String(answer.body.data?.secret) };
  };
  const buildingOf = (partner: 'YK-Gold' | 'BB') =>
    db()
      .selectFrom('buildings')
      .select(['id', 'name'])
      .where('partner', '=', partner)
      .orderBy('id')
      .executeTakeFirstOrThrow();

  it('changes the address, events, building and on/off of a webhook, and logs before and after', async () => {
    const { id } = await created(admin, 'https://edit.example/before');
    const building = await buildingOf('BB');
    const answer = await portal.act('update webhook', {
      t: admin,
      id,
      url: 'https://edit.example/after',
      events: ['parcel.collected', 'machine.offline'],
      building: building.id,
      active: false,
    });
    expect(answer.body.data).toMatchObject({
      id,
      url: 'https://edit.example/after',
      events: ['parcel.collected', 'machine.offline'],
      building: building.id,
      building_name: building.name,
      active: false,
    });
    const listed = (await portal.act('webhooks', { t: admin, count: 100 })).body.data?.items.find(
      (item) => item.id === id,
    );
    expect(listed).toMatchObject({ url: 'https://edit.example/after', active: false, building: building.id });
    const log = await db()
      .selectFrom('operation_log')
      .select(['operation', 'before_value', 'after_value'])
      .where('operation', '=', 'webhook-changed')
      .where('target', '=', 'https://edit.example/after')
      .executeTakeFirstOrThrow();
    expect(log.before_value).toContain('https://edit.example/before');
    expect(log.after_value).toContain('parcel.collected, machine.offline');
  });

  it('refuses a malformed edit and writes nothing', async () => {
    const { id } = await created(admin, 'https://edit.example/malformed');
    const before = await stored(id);
    for (const change of [
      { url: 'http://edit.example/plain', events: ['parcel.deposited'] },
      { url: 'https://user:pw@edit.example/', events: ['parcel.deposited'] },
      { url: 'https://edit.example/x', events: [] },
      { url: 'https://edit.example/x', events: ['parcel.exploded'] },
    ]) {
      const answer = await portal.act('update webhook', { t: admin, id, ...change });
      expect(answer.body.code, JSON.stringify(change)).toBe('INVALID_PARAMS');
    }
    expect(await stored(id)).toEqual(before);
    const missing = await portal.act('update webhook', {
      t: admin,
      id: 999_999,
      url: 'https://edit.example/x',
      events: ['parcel.deposited'],
    });
    expect(missing.body.code).toBe('NOT_FOUND');
  });

  it('keeps a partner admin to their own webhooks and buildings, writing nothing when refused', async () => {
    const operators = await created(admin, 'https://edit.example/operator');
    const own = await created(partnerAdmin, 'https://edit.example/partner');
    const operatorsBefore = await stored(operators.id);
    const ownBefore = await stored(own.id);
    const change = { url: 'https://edit.example/taken', events: ['parcel.overdue'] };
    expect(
      (await portal.act('update webhook', { t: partnerAdmin, id: operators.id, ...change })).body.code,
    ).toBe('FORBIDDEN');
    expect((await portal.act('rotate webhook secret', { t: partnerAdmin, id: operators.id })).body.code).toBe(
      'FORBIDDEN',
    );
    expect((await portal.act('webhooks', { t: partnerAdmin, id: operators.id })).body.code).toBe('FORBIDDEN');
    const foreign = await buildingOf('BB');
    const moved = await portal.act('update webhook', {
      t: partnerAdmin,
      id: own.id,
      ...change,
      building: foreign.id,
    });
    expect(moved.body.code).toBe('FORBIDDEN');
    expect(await stored(operators.id)).toEqual(operatorsBefore);
    expect(await stored(own.id)).toEqual(ownBefore);

    const home = await buildingOf('YK-Gold');
    const allowed = await portal.act('update webhook', {
      t: partnerAdmin,
      id: own.id,
      ...change,
      building: home.id,
    });
    expect(allowed.body.data).toMatchObject({ url: change.url, building: home.id, partner: 'YK-Gold' });
    const manager = await portal.login('bdadmin');
    expect((await portal.act('rotate webhook secret', { t: manager, id: own.id })).body.code).toBe(
      'FORBIDDEN',
    );
  });

  it('renews the secret: the new one is stored sealed, the old one is gone, and the log never holds either', async () => {
    const { id, secret: old } = await created(admin, 'https://edit.example/rotate');
    const key = webhookSettingsOf(db()).secretKey;
    if (!key) throw new Error('the test portal has a webhook key');
    expect(openSecret(key, (await stored(id)).secret_cipher)).toBe(old);
    const answer = await portal.act('rotate webhook secret', { t: admin, id });
    const renewed = String(answer.body.data?.secret);
    expect(renewed).toMatch(/^whsec_/);
    expect(renewed).not.toBe(old);
    expect(answer.body.data?.webhook).toMatchObject({ id, url: 'https://edit.example/rotate' });
    const row = await stored(id);
    expect(openSecret(key, row.secret_cipher)).toBe(renewed);
    expect(row.secret_cipher).not.toContain(renewed.slice(6));
    const log = await db()
      .selectFrom('operation_log')
      .selectAll()
      .where('operation', '=', 'webhook-secret-rotated')
      .where('target', '=', 'https://edit.example/rotate')
      .execute();
    expect(log).toHaveLength(1);
    expect(JSON.stringify(log)).not.toContain(renewed.slice(6));
    expect(JSON.stringify(log)).not.toContain(old.slice(6));
  });

  it('pages the webhooks and a webhook’s deliveries on the server', async () => {
    const all = (await portal.act('webhooks', { t: admin, count: 100 })).body.data;
    expect(all?.total).toBeGreaterThan(2);
    const second = (await portal.act('webhooks', { t: admin, offset: 1, count: 1 })).body.data;
    expect(second?.total).toBe(all?.total);
    expect(second?.items.map((item) => item.id)).toEqual([all?.items[1]?.id]);
    const one = (await portal.act('webhooks', { t: admin, id: Number(all?.items[2]?.id) })).body.data;
    expect(one).toMatchObject({ total: 1, items: [{ id: all?.items[2]?.id }] });

    const { id } = await created(admin, 'https://edit.example/paged');
    for (let sent = 0; sent < 3; sent++) await portal.act('send test webhook', { t: admin, id });
    const page = (await portal.act('webhook deliveries', { t: admin, id, offset: 2, count: 2 })).body.data;
    expect(page?.total).toBe(3);
    expect(page?.items).toHaveLength(1);
  });
});

// API tokens (acts 54101–54104) on both databases: created for an owner and a list of acts, the secret answered once
// and stored hashed; a token authenticates the act channel as its owner (their level and building scope), only for
// its acts, and is refused once revoked or expired; every change is logged without the secret.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTS, actFormBody, actNamed, tokenMayList, type ActName } from '@bluemanager/protocol';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';

const DAY = 86_400_000;

describe.each(testDialects())('API tokens on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  let bdadminId: number;
  let managerBuildings: number[];
  let otherBuilding: number;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
    const db = portal.database.handle.db;
    bdadminId = (
      await db.selectFrom('users').select('id').where('username', '=', 'bdadmin').executeTakeFirstOrThrow()
    ).id;
    managerBuildings = await portal.managedBuildings('bdadmin');
    otherBuilding = (
      await db
        .selectFrom('buildings')
        .select('id')
        .where('id', 'not in', managerBuildings)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => portal?.close());

  const db = () => portal.database.handle.db;
  const code = (name: ActName) => actNamed(name).code;
  const inDays = (days: number) => new Date(portal.clock.now.getTime() + days * DAY).toISOString();
  /** An act call authenticated by `Authorization: Bearer`, as an integration makes it. */
  const withToken = async (secret: string, name: ActName, params: object = {}) => {
    const response = await portal.app.inject({
      method: 'POST',
      url: '/api',
      payload: actFormBody(code(name), portal.codec.encryptJson(params)),
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${secret}` },
    });
    return {
      status: response.statusCode,
      body: portal.codec.decryptJson(response.payload) as Record<string, unknown>,
    };
  };
  const create = async (params: Record<string, unknown>) => {
    const { status, body } = await portal.act('create api token', {
      t: admin,
      name: 'Report sync',
      owner: bdadminId,
      acts: [code('members'), code('parcel list')],
      expires_at: inDays(30),
      ...params,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    if (!body.data) throw new Error('no data');
    return body.data;
  };
  const tokenCount = async () =>
    Number(
      (
        await db()
          .selectFrom('api_tokens')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('lists the demo tokens with their owner, acts, state and last use, never a secret', async () => {
    const { body } = await portal.act('api tokens', { t: admin });
    const items = body.data?.items ?? [];
    expect(new Set(items.map((item) => item.state))).toEqual(new Set(['active', 'revoked', 'expired']));
    expect(items.every((item) => /^bmt_[0-9a-f]{16}$/.test(item.prefix))).toBe(true);
    expect(JSON.stringify(body)).not.toMatch(/secret/i);
    const revoked = await portal.act('api tokens', { t: admin, state: 'revoked' });
    expect(revoked.body.data?.items.every((item) => item.revoked_at !== null)).toBe(true);
  });

  it('answers the secret once, stores only its hash, and logs the creation without it', async () => {
    const created = await create({ name: 'Secret check' });
    expect(created.secret).toMatch(/^bmt_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    expect(created.secret.startsWith(`${created.prefix}_`)).toBe(true);
    const row = await db()
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    // bmt_, 16 hex digits and _: the rest is the secret (whose own alphabet has '_' too).
    const secretPart = created.secret.slice(`${created.prefix}_`.length);
    expect(row.secret_hash).toBe(createHash('sha256').update(secretPart).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secretPart);
    const listed = await portal.act('api tokens', { t: admin, q: 'Secret check' });
    expect(JSON.stringify(listed.body)).not.toContain(secretPart);
    expect(listed.body.data?.items).toMatchObject([{ id: created.id, owner: 'bdadmin', state: 'active' }]);
    const logs = await db()
      .selectFrom('operation_log')
      .selectAll()
      .where('operation', '=', 'api-token-created')
      .execute();
    expect(logs.map((entry) => entry.target)).toContain('Secret check');
    expect(JSON.stringify(logs)).not.toContain(secretPart);
  });

  it("works for its acts with the owner's scope, and refuses every other act", async () => {
    const token = await create({ name: 'Scope check' });
    const own = await withToken(token.secret, 'members', { buid: managerBuildings[0] });
    expect(own.body).toMatchObject({ ret: 1 });
    const listed = (own.body.data as { items: { buid: number }[] }).items;
    expect(listed.length).toBeGreaterThan(0);
    const everything = await withToken(token.secret, 'members', { count: 1000 });
    const buildings = new Set(
      (everything.body.data as { items: { buid: number }[] }).items.map((m) => m.buid),
    );
    expect([...buildings].every((id) => managerBuildings.includes(id))).toBe(true);
    // The owner's scope holds: another building is refused as it would be to their session.
    expect((await withToken(token.secret, 'members', { buid: otherBuilding })).body).toMatchObject({
      code: 'FORBIDDEN',
    });
    // An act the owner may call but the token does not list, and an act only a system admin may call.
    expect((await withToken(token.secret, 'current session')).body).toMatchObject({ code: 'FORBIDDEN' });
    expect((await withToken(token.secret, 'blocked contacts')).body).toMatchObject({ code: 'FORBIDDEN' });
  });

  it("narrowed to some of the owner's buildings, reaches those only", async () => {
    expect(managerBuildings.length).toBeGreaterThan(1);
    const [kept, other] = managerBuildings;
    const token = await create({ name: 'One building', buildings: [kept] });
    expect(token.buildings).toEqual([kept]);
    const listed = await withToken(token.secret, 'members', { count: 1000 });
    const buildings = new Set((listed.body.data as { items: { buid: number }[] }).items.map((m) => m.buid));
    expect([...buildings]).toEqual([kept]);
    expect((await withToken(token.secret, 'members', { buid: other })).body).toMatchObject({
      code: 'FORBIDDEN',
    });
    // Never wider than the owner: a building outside their scope is refused at creation.
    const { body } = await portal.act('create api token', {
      t: admin,
      name: 'Too wide',
      owner: bdadminId,
      acts: [code('members')],
      buildings: [otherBuilding],
      expires_at: inDays(30),
    });
    expect(body).toMatchObject({ code: 'INVALID_PARAMS', issues: [{ path: 'buildings' }] });
  });

  it("may list every act of its owner's role", async () => {
    const sysadminId = (
      await db().selectFrom('users').select('id').where('username', '=', 'sysadmin').executeTakeFirstOrThrow()
    ).id;
    const all = ACTS.filter((act) => tokenMayList(act, { level: '10', bPartner: false })).map(
      (act) => act.code,
    );
    const token = await create({ name: 'Everything', owner: sysadminId, acts: all });
    expect(token.acts).toHaveLength(all.length);
    expect((await withToken(token.secret, 'blocked contacts')).body).toMatchObject({ ret: 1 });
    expect((await withToken(token.secret, 'api tokens')).body).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('marks its last use, to the minute', async () => {
    const token = await create({ name: 'Last use' });
    const lastUsed = async () =>
      (
        await db()
          .selectFrom('api_tokens')
          .select('last_used_at')
          .where('id', '=', token.id)
          .executeTakeFirstOrThrow()
      ).last_used_at;
    expect(await lastUsed()).toBeNull();
    await withToken(token.secret, 'members');
    const first = await lastUsed();
    expect(first).toBe(portal.clock.now.toISOString());
    portal.clock.advance(20_000);
    await withToken(token.secret, 'members');
    expect(await lastUsed()).toBe(first);
    portal.clock.advance(60_000);
    await withToken(token.secret, 'members');
    expect(await lastUsed()).toBe(portal.clock.now.toISOString());
  });

  it('is refused at once after revoke, and a wrong or unknown secret is refused', async () => {
    const token = await create({ name: 'To revoke' });
    expect((await withToken(token.secret, 'members')).body).toMatchObject({ ret: 1 });
    const revoked = await portal.act('revoke api token', { t: admin, id: token.id });
    expect(revoked.body).toMatchObject({ data: { state: 'revoked' } });
    expect(JSON.stringify(revoked.body)).not.toContain(token.secret);
    expect((await withToken(token.secret, 'members')).body).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect((await portal.act('revoke api token', { t: admin, id: token.id })).body).toMatchObject({
      code: 'CONFLICT',
    });
    const forged = `${token.prefix}_${'A'.repeat(43)}`;
    expect((await withToken(forged, 'members')).body).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await withToken('not-a-token', 'members')).body).toMatchObject({ code: 'UNAUTHENTICATED' });
    const logs = await db()
      .selectFrom('operation_log')
      .select('target')
      .where('operation', '=', 'api-token-revoked')
      .execute();
    expect(logs.map((entry) => entry.target)).toEqual(['To revoke']);
  });

  it('is refused once expired', async () => {
    const token = await create({ name: 'Short lived', expires_at: inDays(1) });
    expect((await withToken(token.secret, 'members')).body).toMatchObject({ ret: 1 });
    portal.clock.advance(DAY + 1000);
    admin = await portal.login('sysadmin');
    expect((await withToken(token.secret, 'members')).body).toMatchObject({ code: 'SESSION_EXPIRED' });
    const listed = await portal.act('api tokens', { t: admin, q: 'Short lived' });
    expect(listed.body.data?.items).toMatchObject([{ state: 'expired' }]);
  });

  it('refuses acts the owner may not call, unknown acts, token acts, bad expiries and non-admins, writing nothing', async () => {
    const before = await tokenCount();
    const refusals: [Record<string, unknown>, string][] = [
      [{ acts: [code('blocked contacts')] }, 'INVALID_PARAMS'],
      [{ acts: [999_999] }, 'INVALID_PARAMS'],
      [{ acts: [code('create api token')], owner: 1 }, 'INVALID_PARAMS'],
      [{ acts: [code('login')] }, 'INVALID_PARAMS'],
      [{ acts: [] }, 'INVALID_PARAMS'],
      [{ expires_at: inDays(-1) }, 'INVALID_PARAMS'],
      [{ expires_at: inDays(400) }, 'INVALID_PARAMS'],
      [{ name: '' }, 'INVALID_PARAMS'],
      [{ owner: 999_999 }, 'NOT_FOUND'],
    ];
    for (const [params, failure] of refusals) {
      const { body } = await portal.act('create api token', {
        t: admin,
        name: 'Refused',
        owner: bdadminId,
        acts: [code('members')],
        expires_at: inDays(30),
        ...params,
      });
      expect(body, JSON.stringify(params)).toMatchObject({ code: failure });
    }
    const manager = await portal.login('bdadmin');
    const partner = await portal.login('partneradmin');
    for (const token of [manager, partner]) {
      const { body } = await portal.act('create api token', {
        t: token,
        name: 'Refused',
        owner: bdadminId,
        acts: [code('members')],
        expires_at: inDays(30),
      });
      expect(body).toMatchObject({ code: 'FORBIDDEN' });
      expect((await portal.act('api tokens', { t: token })).body).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await tokenCount()).toBe(before);
  });

  it("follows its owner's level at the next call", async () => {
    const token = await create({ name: 'Level change' });
    expect((await withToken(token.secret, 'members')).body).toMatchObject({ ret: 1 });
    const setLevel = (level: string) =>
      db().updateTable('users').set({ level }).where('id', '=', bdadminId).execute();
    await setLevel('6');
    try {
      expect((await withToken(token.secret, 'members')).body).toMatchObject({ code: 'FORBIDDEN' });
    } finally {
      await setLevel('1');
    }
    expect((await withToken(token.secret, 'members')).body).toMatchObject({ ret: 1 });
  });

  it("stops working while its owner's account is blocked", async () => {
    const token = await create({ name: 'Blocked owner' });
    const added = await portal.act('block contact', {
      t: admin,
      kind: 'account',
      value: 'bdadmin',
      reason: 'Audit',
    });
    expect((await withToken(token.secret, 'members')).body).toMatchObject({ code: 'FORBIDDEN' });
    await portal.act('unblock contact', { t: admin, id: added.body.data?.id });
    expect((await withToken(token.secret, 'members')).body).toMatchObject({ ret: 1 });
  });

  it('offers every staff account as an owner, with the level a token of theirs acts with', async () => {
    const { body } = await portal.act('token owners', { t: admin });
    const owners = body.data?.items ?? [];
    expect(owners).toContainEqual({
      id: bdadminId,
      username: 'bdadmin',
      level: '1',
      bPartner: false,
      buildings: managerBuildings,
    });
    expect(owners.find((owner) => owner.username === 'sysadmin')).toMatchObject({ buildings: null });
    expect(owners.find((owner) => owner.username === 'partneradmin')).toMatchObject({ bPartner: true });
  });
});

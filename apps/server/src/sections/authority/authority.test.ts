// Authority (acts 60001–60011) on both databases: staff accounts listed, created with a temporary password answered
// once, edited, disabled, deleted; passwords reset and sessions ended; the two-factor rule per level. A partner admin
// reaches only their partner's staff, and nobody gives or edits a level that reaches further than their own. Every
// refusal writes nothing; no password reaches the operation log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';

describe.each(testDialects())('Authority on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  let partnerAdmin: string;
  let ykBuilding: number;
  let bbBuilding: number;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
    partnerAdmin = await portal.login('partneradmin');
    const buildings = await db().selectFrom('buildings').select(['id', 'partner']).orderBy('id').execute();
    ykBuilding = buildings.find((row) => row.partner === 'YK-Gold')?.id ?? 0;
    bbBuilding = buildings.find((row) => row.partner === 'BB')?.id ?? 0;
  });
  afterAll(() => portal?.close());

  const db = () => portal.database.handle.db;
  const idOf = async (username: string) =>
    (await db().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow())
      .id;
  const logCount = async () =>
    Number(
      (
        await db()
          .selectFrom('operation_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const userCount = async () =>
    Number(
      (
        await db()
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const signIn = (username: string, password: string) => portal.act('login', { u: username, p: password });

  it('lists every account for the operator, only their partner’s for a partner admin', async () => {
    const all = await portal.act('staff accounts', { t: admin, count: 200 });
    expect(all.status).toBe(200);
    const names = all.body.data?.items.map((item) => item.username) ?? [];
    expect(names).toEqual(expect.arrayContaining(['sysadmin', 'bdadmin', 'partneradmin', 'former.manager']));
    expect(all.body.data?.items.find((item) => item.username === 'former.manager')?.state).toBe('disabled');
    const own = await portal.act('staff accounts', { t: partnerAdmin, count: 200 });
    expect(new Set(own.body.data?.items.map((item) => item.partner))).toEqual(new Set(['YK-Gold']));
    // A filter on another partner cannot widen it.
    const other = await portal.act('staff accounts', { t: partnerAdmin, partner: 'BB' });
    expect(other.body.data?.total).toBe(0);
    const bd = await portal.login('bdadmin');
    expect((await portal.act('staff accounts', { t: bd })).body.code).toBe('FORBIDDEN');
  });

  it('creates an account with a temporary password that signs in, and never logs the password', async () => {
    const created = await portal.act('create staff account', {
      t: admin,
      username: 'New.Manager',
      level: '1',
      partner: 'BB',
      buildings: [bbBuilding],
      email: 'new.manager@bluebox.example',
      language: 'fr',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const data = created.body.data;
    expect(data?.username).toBe('new.manager');
    expect(data?.buildings).toEqual([bbBuilding]);
    expect(data?.temporary_password).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
    const password = data?.temporary_password ?? '';
    expect((await signIn('new.manager', password)).status).toBe(200);
    const entries = await db()
      .selectFrom('operation_log')
      .selectAll()
      .where('target', '=', 'new.manager')
      .execute();
    expect(entries.map((entry) => entry.operation)).toContain('staff-created');
    expect(JSON.stringify(entries)).not.toContain(password);
    // The list answers no password.
    const listed = await portal.act('staff accounts', { t: admin, q: 'new.manager' });
    expect(JSON.stringify(listed.body)).not.toMatch(/password/i);
  });

  it('refuses a taken username, a bad email and an unknown partner, writing nothing', async () => {
    const users = await userCount();
    const logs = await logCount();
    const base = { t: admin, level: '1', partner: 'BB', email: 'x@bluebox.example' };
    const taken = await portal.act('create staff account', { ...base, username: 'bdadmin' });
    expect(taken.body.code).toBe('INVALID_PARAMS');
    expect(JSON.stringify(taken.body)).toContain('username');
    const email = await portal.act('create staff account', { ...base, username: 'someone', email: 'nope' });
    expect(email.body.code).toBe('INVALID_PARAMS');
    const partner = await portal.act('create staff account', {
      ...base,
      username: 'someone',
      partner: 'ACME',
    });
    expect(partner.body.code).toBe('INVALID_PARAMS');
    const name = await portal.act('create staff account', { ...base, username: 'a b' });
    expect(name.body.code).toBe('INVALID_PARAMS');
    expect(await userCount()).toBe(users);
    expect(await logCount()).toBe(logs);
  });

  it('keeps a partner admin inside their partner and below their own reach', async () => {
    const users = await userCount();
    const logs = await logCount();
    const base = { t: partnerAdmin, username: 'yk.someone', email: 'someone@ykgold.example', buildings: [] };
    // Another partner, a level reaching every building, a building of another partner: all refused.
    expect((await portal.act('create staff account', { ...base, level: '1', partner: 'BB' })).body.code).toBe(
      'FORBIDDEN',
    );
    expect(
      (await portal.act('create staff account', { ...base, level: '5', partner: 'YK-Gold' })).body.code,
    ).toBe('FORBIDDEN');
    expect(
      (
        await portal.act('create staff account', {
          ...base,
          level: '1',
          partner: 'YK-Gold',
          buildings: [bbBuilding],
        })
      ).body.code,
    ).toBe('FORBIDDEN');
    // Another partner's account: neither read nor changed, whatever the act.
    const bdadmin = await idOf('bdadmin');
    for (const [name, params] of [
      ['reset staff password', { id: bdadmin }],
      ['staff sessions', { id: bdadmin }],
      ['end staff sessions', { id: bdadmin }],
      ['set staff account state', { id: bdadmin, state: 'disabled' }],
      ['delete staff account', { id: bdadmin }],
    ] as const) {
      expect((await portal.act(name, { t: partnerAdmin, ...params })).body.code, name).toBe('FORBIDDEN');
    }
    expect(
      (
        await portal.act('edit staff account', {
          t: partnerAdmin,
          id: bdadmin,
          level: '1',
          partner: 'YK-Gold',
          email: 'bd@bluebox.example',
        })
      ).body.code,
    ).toBe('FORBIDDEN');
    expect(await userCount()).toBe(users);
    expect(await logCount()).toBe(logs);
    // Within their partner and reach, it works.
    const ok = await portal.act('create staff account', {
      ...base,
      level: '1',
      partner: 'YK-Gold',
      buildings: [ykBuilding],
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(
      (await portal.act('staff partners', { t: partnerAdmin })).body.data?.items.map((p) => p.code),
    ).toEqual(['YK-Gold']);
  });

  it('lets nobody raise an account above their own reach, or edit one above them', async () => {
    const ykManager = await idOf('ykmanager');
    const logs = await logCount();
    // Raising a YK-Gold manager to parcel admin would reach every building: more than a partner admin does.
    const raise = await portal.act('edit staff account', {
      t: partnerAdmin,
      id: ykManager,
      level: '5',
      partner: 'YK-Gold',
      email: 'yk@ykgold.example',
    });
    expect(raise.body.code).toBe('FORBIDDEN');
    expect(
      (await db().selectFrom('users').select('level').where('id', '=', ykManager).executeTakeFirstOrThrow())
        .level,
    ).toBe('1');
    // A parcel admin placed in YK-Gold by the operator is above the partner admin: they cannot touch it.
    const above = await portal.act('create staff account', {
      t: admin,
      username: 'yk.parcels',
      level: '5',
      partner: 'YK-Gold',
      email: 'parcels@ykgold.example',
    });
    expect(above.status).toBe(200);
    const aboveId = above.body.data?.id ?? 0;
    const listed = await portal.act('staff accounts', { t: partnerAdmin, q: 'yk.parcels' });
    expect(listed.body.data?.items[0]?.manageable).toBe(false);
    expect((await portal.act('reset staff password', { t: partnerAdmin, id: aboveId })).body.code).toBe(
      'FORBIDDEN',
    );
    expect(
      (await portal.act('set staff account state', { t: partnerAdmin, id: aboveId, state: 'disabled' })).body
        .code,
    ).toBe('FORBIDDEN');
    expect(await logCount()).toBe(logs + 1);
    // Nobody changes their own level.
    const self = await portal.act('edit staff account', {
      t: admin,
      id: await idOf('sysadmin'),
      level: '1',
      partner: 'BB',
      email: 'admin@bluebox.example',
    });
    expect(self.body.code).toBe('CONFLICT');
  });

  it('edits an account, logs only what changed, and ends its sessions on a new level', async () => {
    const id = await idOf('camille.roy');
    const edited = await portal.act('edit staff account', {
      t: admin,
      id,
      level: '6',
      partner: 'BB',
      buildings: [bbBuilding],
      email: 'camille.roy@bluebox.example',
      language: 'fr',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data?.level).toBe('6');
    // An ad admin reaches buildings by level: no links are kept.
    expect(edited.body.data?.buildings).toEqual([]);
    const entry = await db()
      .selectFrom('operation_log')
      .selectAll()
      .where('operation', '=', 'staff-updated')
      .where('target', '=', 'camille.roy')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after_value ?? '{}')).toEqual({ level: '6', buildings: [] });
  });

  it('resets a password: the old one stops, the sessions end, the new one signs in', async () => {
    const created = await portal.act('create staff account', {
      t: admin,
      username: 'reset.me',
      level: '1',
      partner: 'BB',
      email: 'reset.me@bluebox.example',
    });
    const first = created.body.data?.temporary_password ?? '';
    const id = created.body.data?.id ?? 0;
    const session = (await signIn('reset.me', first)).body.token as string;
    expect((await portal.act('staff sessions', { t: admin, id })).body.data?.items).toHaveLength(1);
    const reset = await portal.act('reset staff password', { t: admin, id });
    const second = reset.body.data?.temporary_password ?? '';
    expect(second).not.toBe(first);
    expect((await portal.act('current session', { t: session })).body.code).toBe('SESSION_EXPIRED');
    expect((await signIn('reset.me', first)).body.code).toBe('BAD_CREDENTIALS');
    expect((await signIn('reset.me', second)).status).toBe(200);
    const log = await db().selectFrom('operation_log').selectAll().where('target', '=', 'reset.me').execute();
    expect(JSON.stringify(log)).not.toContain(second);
  });

  it('ends one session or all of them', async () => {
    const created = await portal.act('create staff account', {
      t: admin,
      username: 'two.sessions',
      level: '1',
      partner: 'BB',
      email: 'two@bluebox.example',
    });
    const id = created.body.data?.id ?? 0;
    const password = created.body.data?.temporary_password ?? '';
    const a = (await signIn('two.sessions', password)).body.token as string;
    const b = (await signIn('two.sessions', password)).body.token as string;
    const sessions = (await portal.act('staff sessions', { t: admin, id })).body.data?.items ?? [];
    expect(sessions).toHaveLength(2);
    const one = await portal.act('end staff sessions', { t: admin, id, session: sessions[0]?.id });
    expect(one.body.data?.ended).toBe(1);
    const states = await Promise.all(
      [a, b].map(async (t) => (await portal.act('current session', { t })).status),
    );
    expect(states.sort()).toEqual([200, 401]);
    expect((await portal.act('end staff sessions', { t: admin, id })).body.data?.ended).toBe(1);
    expect((await portal.act('end staff sessions', { t: admin, id, session: 999_999 })).body.code).toBe(
      'NOT_FOUND',
    );
  });

  it('disables (sign-in refused, sessions ended), enables, and deletes only a disabled account', async () => {
    const created = await portal.act('create staff account', {
      t: admin,
      username: 'short.stay',
      level: '1',
      partner: 'BB',
      email: 'short@bluebox.example',
    });
    const id = created.body.data?.id ?? 0;
    const password = created.body.data?.temporary_password ?? '';
    const session = (await signIn('short.stay', password)).body.token as string;
    expect((await portal.act('delete staff account', { t: admin, id })).body.code).toBe('CONFLICT');
    const disabled = await portal.act('set staff account state', { t: admin, id, state: 'disabled' });
    expect(disabled.body.data?.state).toBe('disabled');
    expect((await portal.act('current session', { t: session })).body.code).toBe('SESSION_EXPIRED');
    expect((await signIn('short.stay', password)).body.code).toBe('FORBIDDEN');
    expect(
      (await portal.act('set staff account state', { t: admin, id, state: 'active' })).body.data?.state,
    ).toBe('active');
    expect((await signIn('short.stay', password)).status).toBe(200);
    await portal.act('set staff account state', { t: admin, id, state: 'disabled' });
    const deleted = await portal.act('delete staff account', { t: admin, id });
    expect(deleted.body.data?.username).toBe('short.stay');
    expect((await portal.act('staff accounts', { t: admin, q: 'short.stay' })).body.data?.total).toBe(0);
    expect((await portal.act('staff sessions', { t: admin, id })).body.code).toBe('NOT_FOUND');
    expect((await signIn('short.stay', password)).body.code).toBe('BAD_CREDENTIALS');
    // The name stays taken, so the log's entries keep meaning one person.
    const again = await portal.act('create staff account', {
      t: admin,
      username: 'short.stay',
      level: '1',
      partner: 'BB',
      email: 'short@bluebox.example',
    });
    expect(again.body.code).toBe('INVALID_PARAMS');
    // Nobody disables themselves.
    const self = await portal.act('set staff account state', {
      t: admin,
      id: await idOf('sysadmin'),
      state: 'disabled',
    });
    expect(self.body.code).toBe('CONFLICT');
  });

  it('requires two-factor per level: the operator sets it, a partner admin only reads it', async () => {
    const policy = await portal.act('two-factor policy', { t: admin });
    expect(policy.body.data?.items.find((item) => item.level === '17')?.required).toBe(true);
    const parcel = policy.body.data?.items.find((item) => item.level === '5');
    expect(parcel?.required).toBe(false);
    expect(parcel?.without_two_factor).toBeGreaterThan(0);
    const set = await portal.act('set two-factor policy', { t: admin, level: '1', required: true });
    expect(set.body.data).toMatchObject({ level: '1', required: true });
    const listed = await portal.act('staff accounts', { t: admin, q: 'bdadmin' });
    expect(listed.body.data?.items[0]?.two_factor_required).toBe(true);
    expect(
      (await portal.act('set two-factor policy', { t: partnerAdmin, level: '1', required: false })).body.code,
    ).toBe('FORBIDDEN');
    await portal.act('set two-factor policy', { t: admin, level: '1', required: false });
    const entries = await db()
      .selectFrom('operation_log')
      .select('operation')
      .where('operation', '=', 'two-factor-policy-changed')
      .execute();
    expect(entries).toHaveLength(2);
  });
});

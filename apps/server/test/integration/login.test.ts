import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_TYPE } from '@bluemanager/protocol';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';
import { testDialects } from '../support/test-dialects.js';

describe.each(testDialects())('login on %s', (dialect) => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
  });
  afterAll(() => portal?.close());

  it.each(DEMO_ACCOUNTS.map((account) => [account.username, account] as const))(
    '%s gets the level of the demo table',
    async (_name, account) => {
      const { status, body } = await portal.act('login', { u: account.username, p: DEMO_PASSWORD });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        username: account.username,
        level: account.expectedLevel,
        storedLevel: account.storedLevel,
        partner: account.partner,
        bPartner: account.bPartner,
        miniBox: account.expectedLevel === '13' ? 1 : 0,
        amenity: account.expectedLevel === '17' ? 1 : 0,
        avatar: account.avatar,
        twoFactor: false,
      });
      expect(body.ret).toBeGreaterThan(0);
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    },
  );

  it('reports the locker families in reach as mtypes', async () => {
    const bdadmin = await portal.act('login', { u: 'bdadmin', p: DEMO_PASSWORD });
    expect(bdadmin.body.mtypes).toEqual([{ mtype: FAMILY_TYPE.main }, { mtype: FAMILY_TYPE.bike }]);
    const minibox = await portal.act('login', { u: 'minibox', p: DEMO_PASSWORD });
    expect(minibox.body.mtypes).toContainEqual({ mtype: FAMILY_TYPE.miniBox });
    const sysadmin = await portal.act('login', { u: 'sysadmin', p: DEMO_PASSWORD });
    expect((sysadmin.body.mtypes as unknown[]).length).toBe(4);
  });

  it('accepts the username in any case', async () => {
    const { body } = await portal.act('login', { u: 'SysAdmin', p: DEMO_PASSWORD });
    expect(body.level).toBe('10');
  });

  it('stores only a hash of the token and an argon2id hash of the password', async () => {
    const token = await portal.login('viu');
    const sessions = await portal.database.handle.db.selectFrom('sessions').select('token_hash').execute();
    expect(sessions.some((row) => row.token_hash.includes(token))).toBe(false);
    expect(sessions.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
    const user = await portal.database.handle.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'viu')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    const [, memory, time] = /m=(\d+),t=(\d+)/.exec(user.password_hash) ?? [];
    expect(Number(memory)).toBeGreaterThanOrEqual(19 * 1024);
    expect(Number(time)).toBeGreaterThanOrEqual(2);
  });

  it('refuses a wrong password or an unknown user alike, with ret 0', async () => {
    const wrong = await portal.act('login', { u: 'emco', p: 'not-the-password' }, { ip: '10.0.0.2' });
    const unknown = await portal.act('login', { u: 'nobody-here', p: DEMO_PASSWORD }, { ip: '10.0.0.2' });
    for (const { status, body } of [wrong, unknown]) {
      expect(status).toBe(401);
      expect(body).toEqual({ ret: 0, code: 'BAD_CREDENTIALS', msg: 'Wrong username or password.' });
    }
  });

  it('writes the operation log with the spec template for a failed login', async () => {
    await portal.act('login', { u: 'adadmin', p: 'wrong' }, { ip: '10.0.0.3' });
    const entry = await portal.database.handle.db
      .selectFrom('operation_log')
      .select(['message', 'category'])
      .where('operation', '=', 'login-failed')
      .where('target', '=', 'adadmin')
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ message: 'User adadmin login failed', category: 'Login' });
  });
});

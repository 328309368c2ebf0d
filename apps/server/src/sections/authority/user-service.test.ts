// The user service (GET /users, GET /users/{id}) on both databases: authenticated by a session or an API token that
// lists the act, scoped and paged like acts 60001 and 60012, refusing everything else with the act channel's codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actNamed } from '@bluemanager/protocol';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';

const DAY = 86_400_000;

describe.each(testDialects())('user service on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  let partnerAdmin: string;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
    partnerAdmin = await portal.login('partneradmin');
  });
  afterAll(() => portal?.close());

  const get = async (url: string, bearer?: string) => {
    const response = await portal.app.inject({
      method: 'GET',
      url,
      headers: bearer === undefined ? {} : { authorization: `Bearer ${bearer}` },
    });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
  };
  const idOf = async (username: string) =>
    (
      await portal.database.handle.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;
  const token = async (owner: string, acts: string[]) => {
    const created = await portal.act('create api token', {
      t: admin,
      name: `User sync ${acts.join(' ')}`,
      owner: await idOf(owner),
      acts: acts.map((name) => actNamed(name as 'staff accounts').code),
      expires_at: new Date(portal.clock.now.getTime() + 30 * DAY).toISOString(),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body.data?.secret ?? '';
  };

  it('pages the accounts for a session, with the list act’s filters', async () => {
    const first = await get('/users?count=5&offset=0', admin);
    expect(first.status).toBe(200);
    const items = first.body.items as { username: string }[];
    expect(items).toHaveLength(5);
    expect(Number(first.body.total)).toBeGreaterThan(5);
    const second = await get('/users?count=5&offset=5', admin);
    expect((second.body.items as { username: string }[])[0]?.username).not.toBe(items[0]?.username);
    const filtered = await get('/users?level=5&state=active', admin);
    expect((filtered.body.items as { level: string }[]).every((item) => item.level === '5')).toBe(true);
    expect(JSON.stringify(first.body)).not.toMatch(/password|totp/i);
  });

  it('answers one account, and keeps a partner admin to their partner', async () => {
    const bd = await idOf('bdadmin');
    const one = await get(`/users/${bd}`, admin);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: bd, username: 'bdadmin', level: '1', partner: 'BB' });
    const own = await get('/users?count=200', partnerAdmin);
    expect(new Set((own.body.items as { partner: string }[]).map((item) => item.partner))).toEqual(
      new Set(['YK-Gold']),
    );
    const foreign = await get(`/users/${bd}`, partnerAdmin);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ code: 'FORBIDDEN' });
    expect((await get('/users/999999', admin)).status).toBe(404);
  });

  it('accepts an API token only for the acts it lists, and not once revoked', async () => {
    const listOnly = await token('sysadmin', ['staff accounts']);
    expect((await get('/users?count=2', listOnly)).status).toBe(200);
    expect((await get(`/users/${await idOf('bdadmin')}`, listOnly)).status).toBe(403);
    const both = await token('partneradmin', ['staff accounts', 'staff account']);
    const scoped = await get('/users?count=200', both);
    expect(new Set((scoped.body.items as { partner: string }[]).map((item) => item.partner))).toEqual(
      new Set(['YK-Gold']),
    );
    expect((await get(`/users/${await idOf('ykmanager')}`, both)).status).toBe(200);
    const tokens = await portal.act('api tokens', { t: admin, q: 'User sync staff accounts staff account' });
    const id = tokens.body.data?.items[0]?.id;
    await portal.act('revoke api token', { t: admin, id });
    expect((await get('/users', both)).body).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('refuses no token, a wrong one, a role without the act and bad parameters', async () => {
    expect((await get('/users')).status).toBe(401);
    expect((await get('/users', 'not-a-session')).body).toMatchObject({ code: 'UNAUTHENTICATED' });
    const manager = await portal.login('bdadmin');
    expect((await get('/users', manager)).status).toBe(403);
    const badCount = await get('/users?count=100000', admin);
    expect(badCount.status).toBe(400);
    expect(badCount.body).toMatchObject({ code: 'INVALID_PARAMS' });
    expect((await get('/users/abc', admin)).status).toBe(400);
    expect((await get('/users/99999999999', admin)).status).toBe(400);
    expect((await get('/users?level=42', admin)).status).toBe(400);
  });
});

// No API token reaches the server's log, at its most talkative level: not when it is created (the create act's
// answer), not when an integration calls with it (the Authorization header), not when it is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actFormBody, actNamed } from '@bluemanager/protocol';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';

describe.each(testDialects())('API tokens and the log on %s', (dialect) => {
  let portal: TestPortal;
  const lines: string[] = [];
  beforeAll(async () => {
    portal = await startTestPortal(
      dialect,
      { LOG_LEVEL: 'trace' },
      { logDestination: { write: (line: string) => void lines.push(line) } },
    );
  });
  afterAll(() => portal?.close());

  it('never writes a token to a log line', async () => {
    const admin = await portal.login('sysadmin');
    const owner = await portal.database.handle.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'bdadmin')
      .executeTakeFirstOrThrow();
    const created = await portal.act('create api token', {
      t: admin,
      name: 'Log check',
      owner: owner.id,
      acts: [actNamed('members').code],
      expires_at: new Date(portal.clock.now.getTime() + 86_400_000).toISOString(),
    });
    const token = created.body.data?.secret ?? '';
    expect(token).toMatch(/^bmt_/);
    const call = (code: number, bearer: string) =>
      portal.app.inject({
        method: 'POST',
        url: '/api',
        payload: actFormBody(code, portal.codec.encryptJson({})),
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${bearer}` },
      });
    expect((await call(actNamed('members').code, token)).statusCode).toBe(200);
    expect((await call(actNamed('parcel list').code, token)).statusCode).toBe(403);
    expect((await call(actNamed('members').code, `${token.slice(0, -4)}AAAA`)).statusCode).toBe(401);
    expect(lines.length).toBeGreaterThan(3);
    const secret = token.slice('bmt_'.length + 17);
    expect(lines.filter((line) => line.includes(secret))).toEqual([]);
  });
});

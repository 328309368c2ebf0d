// Service URLs (act 60101) on both databases: the operator's system admin sets one, act 50038 answers it at once and
// the change is logged; a malformed address, an unknown key and any other role are refused, writing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';

describe.each(testDialects())('service URLs on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
  });
  afterAll(() => portal?.close());

  const urls = async (token: string) =>
    new Map(
      ((await portal.act('service URLs', { t: token })).body.data ?? []).map((row) => [row.key, row.url]),
    );
  /** The Service writes: its log entries and the URLs themselves. */
  const written = async () => ({
    logged: (
      await portal.database.handle.db
        .selectFrom('operation_log')
        .select('id')
        .where('operation', '=', 'service-url-changed')
        .execute()
    ).length,
    urls: await portal.database.handle.db.selectFrom('service_urls').selectAll().orderBy('key').execute(),
  });

  it('saves a URL that every later read answers, logged with before and after', async () => {
    const before = await urls(admin);
    const saved = await portal.act('save service URL', {
      t: admin,
      key: 'shop',
      url: ' https://shop.bluebox.example/store ',
    });
    expect(saved.body.data).toEqual({ key: 'shop', url: 'https://shop.bluebox.example/store' });
    expect((await urls(admin)).get('shop')).toBe('https://shop.bluebox.example/store');
    const entry = await portal.database.handle.db
      .selectFrom('operation_log')
      .selectAll()
      .where('operation', '=', 'service-url-changed')
      .executeTakeFirstOrThrow();
    expect(entry.target).toBe('shop');
    expect(JSON.parse(entry.before_value ?? '{}')).toEqual({ url: before.get('shop') });
    // A path on the portal itself is fine too.
    expect(
      (await portal.act('save service URL', { t: admin, key: 'community', url: '/community/v2' })).status,
    ).toBe(200);
  });

  it('refuses malformed addresses, unknown keys and other roles, writing nothing', async () => {
    const others = await Promise.all(
      ['partneradmin', 'bdadmin', 'parceladmin'].map((name) => portal.login(name)),
    );
    const before = await written();
    for (const url of [
      'ftp://files.example',
      'javascript:alert(1)',
      '//evil.example',
      'shop',
      '',
      'https://',
      `/${'a'.repeat(600)}`,
    ]) {
      const refused = await portal.act('save service URL', { t: admin, key: 'shop', url });
      expect(refused.body.code, url).toBe('INVALID_PARAMS');
    }
    expect((await portal.act('save service URL', { t: admin, key: 'elsewhere', url: '/x' })).body.code).toBe(
      'INVALID_PARAMS',
    );
    for (const token of others) {
      const refused = await portal.act('save service URL', { t: token, key: 'shop', url: '/x' });
      expect(refused.body.code).toBe('FORBIDDEN');
    }
    expect(await written()).toEqual(before);
  });
});

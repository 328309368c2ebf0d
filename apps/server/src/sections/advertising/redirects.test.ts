// Redirect Setting (acts 53040–53043) and GET /r/{code}: system admins keep short links to http(s) addresses only;
// a link redirects (302) and counts the click, answers 404 when unknown and 410 once expired; nothing in the
// request chooses where it leads; other levels are refused and bad input writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';

describe.each(testDialects())('redirects on %s', (dialect) => {
  let portal: TestPortal;
  let sysadmin: string;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    sysadmin = await portal.login('sysadmin');
  });
  afterAll(() => portal?.close());

  const follow = (code: string) => portal.app.inject({ method: 'GET', url: `/r/${code}` });
  const count = async () =>
    Number(
      (
        await portal.database.handle.db
          .selectFrom('ad_redirects')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('creates a link, follows it with a 302 and counts each click', async () => {
    const created = await portal.act('create redirect', {
      t: sysadmin,
      note: 'Harbour Fitness: free week',
      target: 'https://harbourfitness.example/free-week?src=locker',
      expires_on: '2026-12-31',
    });
    expect(created.status).toBe(200);
    const link = created.body.data;
    expect(link?.code).toMatch(/^[A-Za-z0-9]{7}$/);
    expect(link?.clicks).toBe(0);

    for (let click = 0; click < 2; click += 1) {
      const response = await follow(link?.code ?? '');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('https://harbourfitness.example/free-week?src=locker');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const listed = await portal.act('redirects', { t: sysadmin, q: 'free week' });
    expect(listed.body.data?.items[0]).toMatchObject({ clicks: 2, last_click_at: expect.any(String) });
    const log = await portal.database.handle.db
      .selectFrom('operation_log')
      .select(['category', 'message'])
      .where('operation', '=', 'redirect-created')
      .executeTakeFirstOrThrow();
    expect(log).toEqual({ category: 'Ad', message: 'Redirect Harbour Fitness: free week created' });
  });

  it('answers 404 for an unknown or malformed code and 410 once a link has expired', async () => {
    expect((await follow('NoSuchCode')).statusCode).toBe(404);
    expect((await follow('..%2F..%2Fadmin')).statusCode).toBe(404);
    expect((await follow('a')).statusCode).toBe(404);
    // The seed's summer lobster link ended 70 days before the seed's day.
    const expired = await follow('Lobster24');
    expect(expired.statusCode).toBe(410);
    expect(expired.headers.location).toBeUndefined();
    const seeded = await follow('PrairieRate');
    expect(seeded.statusCode).toBe(302);
    expect(seeded.headers.location).toBe('https://prairiebank.example/renew?src=locker');
    // A query string cannot steer it elsewhere.
    const steered = await portal.app.inject({
      method: 'GET',
      url: '/r/PrairieRate?target=https://evil.example',
    });
    expect(steered.headers.location).toBe('https://prairiebank.example/renew?src=locker');
  });

  it('edits the note, target and expiry, and a deleted link answers 404', async () => {
    const created = await portal.act('create redirect', {
      t: sysadmin,
      note: 'Temporary',
      target: 'http://example.com/a',
    });
    const id = created.body.data?.id;
    const code = created.body.data?.code ?? '';
    const edited = await portal.act('update redirect', {
      t: sysadmin,
      id,
      target: 'https://example.com/b',
      expires_on: '2026-10-31',
    });
    expect(edited.body.data).toMatchObject({
      target: 'https://example.com/b',
      expires_on: '2026-10-31',
      code,
    });
    expect((await follow(code)).statusCode).toBe(410);
    const reopened = await portal.act('update redirect', { t: sysadmin, id, expires_on: null });
    expect(reopened.body.data?.expires_on).toBeNull();
    expect((await follow(code)).headers.location).toBe('https://example.com/b');
    const deleted = await portal.act('delete redirect', { t: sysadmin, id });
    expect(deleted.body.data).toEqual({ id });
    expect((await follow(code)).statusCode).toBe(404);
  });

  it('refuses targets that are not http(s) addresses, and bad input, writing nothing', async () => {
    const before = await count();
    for (const target of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/relative/path',
      '//evil.example/path',
      'ftp://example.com/file',
      'https://user:secret@example.com/',
      'https://',
      'not a url',
      '',
    ]) {
      const { status, body } = await portal.act('create redirect', { t: sysadmin, note: 'Bad', target });
      expect(status, target).toBe(400);
      expect(body, target).toMatchObject({ code: 'INVALID_PARAMS', issues: [{ path: 'target' }] });
    }
    for (const [field, value] of [
      ['note', ''],
      ['expires_on', '2026-02-30'],
    ] as const) {
      const { body } = await portal.act('create redirect', {
        t: sysadmin,
        note: 'Fine',
        target: 'https://example.com',
        [field]: value,
      });
      expect(body, field).toMatchObject({ code: 'INVALID_PARAMS', issues: [{ path: field }] });
    }
    const some = (await portal.act('redirects', { t: sysadmin })).body.data?.items[0];
    const sneaky = await portal.act('update redirect', {
      t: sysadmin,
      id: some?.id,
      target: 'javascript:void(0)',
    });
    expect(sneaky.body).toMatchObject({ code: 'INVALID_PARAMS' });
    expect(await count()).toBe(before);
  });

  it('is for system admins of the operator only', async () => {
    const before = await count();
    for (const username of ['adadmin', 'partneradmin', 'bdadmin']) {
      const token = await portal.login(username);
      expect((await portal.act('redirects', { t: token })).status, username).toBe(403);
      const created = await portal.act('create redirect', {
        t: token,
        note: 'Nope',
        target: 'https://example.com',
      });
      expect(created.status, username).toBe(403);
    }
    expect(await count()).toBe(before);
  });
});

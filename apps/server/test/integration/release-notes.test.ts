import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';
import { testDialects } from '../support/test-dialects.js';
import { SEED_NOTES } from '../../src/sections/release-notes/release-note-seed.js';

describe.each(testDialects())('release notes on %s', (dialect) => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
  });
  afterAll(() => portal?.close());

  const list = (payload: object) =>
    portal.app.inject({
      method: 'POST',
      url: '/release-notes/list',
      payload,
      headers: { 'content-type': 'application/json' },
    });

  it('publishes as a system admin and lists newest first, three by default, categories split', async () => {
    const admin = await portal.login('sysadmin');
    for (const title of ['First', 'Second', 'Third', 'Fourth']) {
      const { body } = await portal.act('publish release note', {
        t: admin,
        title,
        body: `${title} notes`,
        category: 'feature, parcels',
      });
      expect(body).toMatchObject({ ret: 1, data: { title, category: ['feature', 'parcels'] } });
      portal.clock.advance(60_000);
    }
    const response = await list({ limit: 3 });
    expect(response.statusCode).toBe(200);
    const notes = response.json() as { title: string; create_time: string; category: string[] }[];
    expect(notes.map((note) => note.title)).toEqual(['Fourth', 'Third', 'Second']);
    expect(notes[0]?.category).toEqual(['feature', 'parcels']);
    expect((await list({})).json()).toHaveLength(3);
    // The demo seed's published notes come after the four, older; its draft is not listed.
    const seededPublished = SEED_NOTES.filter((note) => note.state === 'published').length;
    expect((await list({ limit: 10 })).json()).toHaveLength(4 + seededPublished);
  });

  it('refuses other levels and business partners', async () => {
    for (const username of ['bdadmin', 'parceladmin', 'partneradmin']) {
      const token = await portal.login(username);
      const { status, body } = await portal.act('publish release note', { t: token, title: 'x', body: 'y' });
      expect(status).toBe(403);
      expect(body).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('refuses an empty title and a bad limit with a clear message', async () => {
    const admin = await portal.login('sysadmin');
    const { body } = await portal.act('publish release note', { t: admin, title: '  ', body: 'y' });
    expect(body).toMatchObject({ code: 'INVALID_PARAMS' });
    const bad = await list({ limit: 'many' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'limit must be a whole number from 1' });
  });
});

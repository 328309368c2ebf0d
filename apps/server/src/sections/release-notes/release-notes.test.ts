// The release-notes editor (acts 66050–66053) on both databases: the seed leaves Product Update with notes; a draft
// is written in four languages, stays out of the readers' list until published, is dated when published, goes back
// to draft and is deleted with its translations; every write is logged; bad input and other levels are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditableReleaseNote } from '@bluemanager/protocol';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { SEED_NOTES } from './release-note-seed.js';

describe.each(testDialects())('release-notes editor on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
  });
  afterAll(() => portal?.close());

  const readers = async () =>
    (
      await portal.app.inject({
        method: 'POST',
        url: '/release-notes/list',
        payload: { limit: 50 },
        headers: { 'content-type': 'application/json' },
      })
    ).json() as { id: number; title: string; create_time: string; translations: Record<string, unknown> }[];
  const ok = async (promise: Promise<{ status: number; body: Record<string, unknown> }>) => {
    const { status, body } = await promise;
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data as EditableReleaseNote;
  };
  const logged = (operation: string) =>
    portal.database.handle.db
      .selectFrom('operation_log')
      .select(['target', 'before_value', 'after_value', 'username'])
      .where('operation', '=', operation)
      .orderBy('id', 'desc')
      .executeTakeFirst();

  it('seeds published notes in four languages and a draft, so the page is never empty', async () => {
    const published = await readers();
    expect(published.map((note) => note.title)).toEqual(
      SEED_NOTES.filter((note) => note.state === 'published').map((note) => note.title),
    );
    expect(Object.keys(published[0]?.translations ?? {}).sort()).toEqual(['de', 'fr', 'pt']);
    const { body } = await portal.act('release notes to edit', { t: admin });
    const page = body.data as { total: number; items: EditableReleaseNote[] };
    expect(page.total).toBe(SEED_NOTES.length);
    expect(page.items[0]).toMatchObject({ state: 'draft', title: 'Carrier access keys', author: 'sysadmin' });
  });

  it('writes a draft, edits it, publishes it dated now, takes it back and deletes it', async () => {
    const draft = await ok(
      portal.act('save release note', {
        t: admin,
        title: 'Dark mode',
        body: 'The portal follows your system theme.',
        category: ['feature'],
        translations: { fr: { title: 'Mode sombre', body: 'Le portail suit le thème du système.' } },
      }),
    );
    expect(draft).toMatchObject({
      state: 'draft',
      category: ['feature'],
      translations: { fr: { title: 'Mode sombre' } },
    });
    expect((await readers()).some((note) => note.id === draft.id)).toBe(false);
    expect(await logged('release-note-written')).toMatchObject({ target: 'Dark mode', username: 'sysadmin' });

    portal.clock.advance(60_000);
    const edited = await ok(
      portal.act('save release note', {
        t: admin,
        id: draft.id,
        title: 'Dark mode',
        body: 'The portal follows your system theme.',
        category: ['feature', 'improvement'],
        translations: {
          fr: { title: 'Mode sombre', body: 'Le portail suit le thème du système.' },
          de: { title: 'Dunkelmodus', body: 'Das Portal folgt dem Systemdesign.' },
        },
      }),
    );
    expect(edited).toMatchObject({ state: 'draft', category: ['feature', 'improvement'] });
    expect(Object.keys(edited.translations).sort()).toEqual(['de', 'fr']);
    const editLog = await logged('release-note-edited');
    expect(JSON.parse(editLog?.after_value ?? '{}')).toEqual({
      category: 'feature, improvement',
      translations: 'fr, de',
    });

    portal.clock.advance(60_000);
    const published = await ok(
      portal.act('set release note state', { t: admin, id: draft.id, state: 'published' }),
    );
    expect(published.create_time).toBe(portal.clock.now.toISOString());
    const listed = await readers();
    expect(listed[0]).toMatchObject({ id: draft.id, title: 'Dark mode' });
    expect(listed[0]?.translations).toMatchObject({ de: { title: 'Dunkelmodus' } });

    const again = await portal.act('set release note state', { t: admin, id: draft.id, state: 'published' });
    expect(again.body).toMatchObject({ code: 'CONFLICT' });

    await ok(portal.act('set release note state', { t: admin, id: draft.id, state: 'draft' }));
    expect((await readers()).some((note) => note.id === draft.id)).toBe(false);
    expect(await logged('release-note-unpublished')).toMatchObject({ target: 'Dark mode' });

    const { body } = await portal.act('delete release note', { t: admin, id: draft.id });
    expect(body).toMatchObject({ ret: 1, data: { id: draft.id } });
    const left = await portal.database.handle.db
      .selectFrom('release_note_translations')
      .select('note_id')
      .where('note_id', '=', draft.id)
      .execute();
    expect(left).toEqual([]);
    const gone = await portal.act('set release note state', { t: admin, id: draft.id, state: 'published' });
    expect(gone.body).toMatchObject({ code: 'NOT_FOUND' });
    expect(await logged('release-note-deleted')).toMatchObject({ target: 'Dark mode' });
  });

  it('logs a note published at once through 50150 as before', async () => {
    await ok(
      portal.act('publish release note', { t: admin, title: 'Quick note', body: 'Published at once.' }),
    );
    expect(await logged('release-note-published')).toMatchObject({ target: 'Quick note' });
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const before = await portal.act('release notes to edit', { t: admin, count: 100 });
    const cases: [Record<string, unknown>, string][] = [
      [{ title: ' ', body: 'x' }, 'title'],
      [{ title: 'x', body: 'y', category: ['a,b'] }, 'category.0'],
      [{ title: 'x', body: 'y', translations: { fr: { title: 'Titre', body: '' } } }, 'translations.fr.body'],
      [{ id: -1, title: 'x', body: 'y' }, 'id'],
    ];
    for (const [params, path] of cases) {
      const { status, body } = await portal.act('save release note', { t: admin, ...params });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'INVALID_PARAMS' });
      expect((body.issues as { path: string }[]).map((issue) => issue.path)).toContain(path);
    }
    const state = await portal.act('set release note state', { t: admin, id: 1, state: 'archived' });
    expect(state.body).toMatchObject({ code: 'INVALID_PARAMS' });
    const missing = await portal.act('save release note', { t: admin, id: 999_999, title: 'x', body: 'y' });
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND' });
    const after = await portal.act('release notes to edit', { t: admin, count: 100 });
    expect((after.body.data as { total: number }).total).toBe((before.body.data as { total: number }).total);
  });

  it('refuses other levels and business partners on every editor act', async () => {
    for (const username of ['bdadmin', 'parceladmin', 'partneradmin']) {
      const token = await portal.login(username);
      const calls = [
        portal.act('release notes to edit', { t: token }),
        portal.act('save release note', { t: token, title: 'x', body: 'y' }),
        portal.act('set release note state', { t: token, id: 1, state: 'draft' }),
        portal.act('delete release note', { t: token, id: 1 }),
      ];
      for (const { status, body } of await Promise.all(calls)) {
        expect(status).toBe(403);
        expect(body).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
    expect((await readers()).length).toBeGreaterThan(0);
  });
});

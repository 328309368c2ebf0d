// The message templates as the SMS and Notification Template pages use them: filtered lists, the rules a template
// must keep (known placeholders, the ones its event needs, alerts by email), its history and the log of changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';

interface TemplateRow {
  event: string;
  language: string;
  channel: string;
  body: string;
  versions: number;
}

describe.each(testDialects())('message templates on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
  });
  afterAll(() => portal?.close());

  const key = { event: 'deposited', language: 'fr', channel: 'sms' } as const;
  const list = async (params: Record<string, unknown>) =>
    (await portal.act('notification templates', { t: admin, ...params })).body.data as {
      items: TemplateRow[];
      total: number;
    };

  it('lists them by channel, event and language, paged', async () => {
    const sms = await list({ channel: 'sms' });
    expect(sms.total).toBe(5 * 4);
    expect(sms.items.every((row) => row.channel === 'sms')).toBe(true);
    const email = await list({ channel: 'email', event: 'locker-offline' });
    expect(email.items.map((row) => row.language).sort()).toEqual(['de', 'en', 'fr', 'pt']);
    const page = await list({ offset: 10, count: 5 });
    expect(page.items).toHaveLength(5);
    expect(page.total).toBe(5 * 4 * 2 + 3 * 4);
  });

  it('refuses a deposit notice without its pickup code, an unknown placeholder and an SMS alert', async () => {
    const missing = await portal.act('update notification template', {
      t: admin,
      ...key,
      subject: '',
      body: 'Votre colis vous attend.',
    });
    expect(missing.body).toMatchObject({ code: 'INVALID_PARAMS' });
    expect(JSON.stringify(missing.body)).toContain('{code}');
    const unknown = await portal.act('update notification template', {
      t: admin,
      ...key,
      subject: '',
      body: 'Code {code} pour {pin}',
    });
    expect(JSON.stringify(unknown.body)).toContain('{pin}');
    const alert = await portal.act('update notification template', {
      t: admin,
      event: 'locker-offline',
      language: 'en',
      channel: 'sms',
      subject: '',
      body: 'Locker {locker} is offline',
    });
    expect(alert.body).toMatchObject({ code: 'INVALID_PARAMS' });
    // Nothing was saved and no version was made by the refusals.
    expect((await list(key)).items[0]?.versions).toBe(0);
  });

  it('keeps each replaced text as a version, newest first, with who saved it, and logs the change', async () => {
    const original = (await list(key)).items[0]?.body ?? '';
    for (const body of ['Code {code} — premier essai', 'Code {code} — second essai']) {
      const saved = await portal.act('update notification template', { t: admin, ...key, subject: '', body });
      expect(saved.body).toMatchObject({ ret: 1, data: { body } });
    }
    // Saving the same text again changes nothing.
    await portal.act('update notification template', {
      t: admin,
      ...key,
      subject: '',
      body: 'Code {code} — second essai',
    });
    const history = (await portal.act('notification template history', { t: admin, ...key })).body.data as {
      body: string;
      saved_by: string;
    }[];
    expect(history.map((version) => version.body)).toEqual(['Code {code} — premier essai', original]);
    expect(history.map((version) => version.saved_by)).toEqual(['sysadmin', '']);
    expect((await list(key)).items[0]).toMatchObject({ body: 'Code {code} — second essai', versions: 2 });
    const entry = await portal.database.handle.db
      .selectFrom('operation_log')
      .select(['category', 'message', 'after_value'])
      .where('operation', '=', 'template-updated')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.category).toBe('sms');
    expect(entry.message).toContain('deposited (fr, sms)');
    expect(JSON.parse(entry.after_value ?? '{}')).toMatchObject({ body: 'Code {code} — second essai' });
  });

  it('belongs to system admins only', async () => {
    const manager = await portal.login('bdadmin');
    expect((await portal.act('notification templates', { t: manager })).body).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await portal.act('notification template history', { t: manager, ...key })).body).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

// The message templates as the SMS and Notification Template pages use them: filtered lists, the rules a template
// must keep (known placeholders, the ones its event needs, alerts by email), its history and the log of changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { HISTORY_DAYS, HISTORY_FAILURES } from './seed-history.js';

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

describe.each(testDialects())('the SMS Dashboard on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
  });
  afterAll(() => portal?.close());

  const day = (back: number) =>
    new Date(portal.clock.now.getTime() - back * 86_400_000).toISOString().slice(0, 10);

  it('counts the seeded weeks by day, outcome and channel, as the outbox holds them', async () => {
    const period = { from: day(HISTORY_DAYS), to: day(0) };
    const { body } = await portal.act('message statistics', { t: admin, ...period });
    const stats = body.data as {
      total: { sent: number; failed: number; pending: number };
      by_day: { day: string; sms: number; email: number; sent: number; failed: number; pending: number }[];
      by_reason: { reason: string; failed: number }[];
      top_failing: { recipient: string; failed: number }[];
      by_provider: { provider: string; channel: string; failed: number }[];
      cost: { messages: number; segments: number; estimate: number; currency: string };
    };
    const db = portal.database.handle.db;
    const counted = await db
      .selectFrom('messages')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('created_at', '>=', `${period.from}T00:00:00.000Z`)
      .groupBy('status')
      .execute();
    const of = (status: string) => Number(counted.find((row) => row.status === status)?.n ?? 0);
    expect(stats.total.sent).toBe(of('sent'));
    expect(stats.total.failed).toBe(of('failed'));
    expect(stats.total.sent).toBeGreaterThan(1000);
    expect(stats.by_day).toHaveLength(HISTORY_DAYS + 1);
    const perDay = stats.by_day.reduce((sum, entry) => sum + entry.sent + entry.failed + entry.pending, 0);
    expect(perDay).toBe(stats.total.sent + stats.total.failed + stats.total.pending);
    expect(
      stats.by_day.every((entry) => entry.sms + entry.email === entry.sent + entry.failed + entry.pending),
    ).toBe(true);
    const reasons = stats.by_reason.map((entry) => entry.reason);
    expect(reasons).toContain(HISTORY_FAILURES.sms[0]);
    expect(stats.by_reason.reduce((sum, entry) => sum + entry.failed, 0)).toBeLessThanOrEqual(
      stats.total.failed,
    );
    expect(stats.top_failing[0]?.failed).toBeGreaterThanOrEqual(stats.top_failing.at(-1)?.failed ?? 0);
    expect(stats.by_provider.map((entry) => entry.provider)).toEqual(
      expect.arrayContaining(['sms-gateway', 'smtp']),
    );
    // Segments at least one per SMS, priced at the default rate.
    expect(stats.cost.segments).toBeGreaterThanOrEqual(stats.cost.messages);
    expect(stats.cost).toMatchObject({ currency: 'USD' });
    expect(stats.cost.estimate).toBeCloseTo(stats.cost.segments * 0.0079, 1);
  });

  it('lists the messages behind a figure: a day, a reason, a recipient', async () => {
    const reason = HISTORY_FAILURES.sms[0];
    const { body } = await portal.act('recipient messages', {
      t: admin,
      reason,
      from: day(HISTORY_DAYS),
      count: 200,
    });
    const page = body.data as {
      total: number;
      items: { status: string; error: string; recipient: string }[];
    };
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((item) => item.status === 'failed' && item.error === reason)).toBe(true);
    const recipient = page.items[0]?.recipient ?? '';
    const theirs = (await portal.act('recipient messages', { t: admin, recipient, count: 200 })).body
      .data as {
      items: { recipient: string }[];
    };
    expect(theirs.items.every((item) => item.recipient === recipient)).toBe(true);
    const oneDay = (await portal.act('recipient messages', { t: admin, from: day(3), to: day(3) })).body
      .data as {
      items: { create_time: string }[];
    };
    expect(oneDay.items.every((item) => item.create_time.startsWith(day(3)))).toBe(true);
  });

  it('refuses a period backwards or over a year, and callers other than system admins', async () => {
    expect(
      (await portal.act('message statistics', { t: admin, from: day(0), to: day(5) })).body,
    ).toMatchObject({
      code: 'INVALID_PARAMS',
    });
    expect(
      (await portal.act('message statistics', { t: admin, from: '2024-01-01', to: day(0) })).body,
    ).toMatchObject({
      code: 'INVALID_PARAMS',
    });
    const manager = await portal.login('bdadmin');
    expect(
      (await portal.act('message statistics', { t: manager, from: day(5), to: day(0) })).body,
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

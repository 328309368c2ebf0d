// The Email page's acts: the outbox searched and resent, an email composed to the members of buildings or units
// (recipient count, batches a minute apart, progress, cancel), the SMTP settings whose password is never answered
// nor logged, and "test connection" against an SMTP server on this machine.
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { dispatchDueMessages } from '../sms/message-dispatcher.js';
import { outboxProvider } from '../sms/message-provider.js';
import { BATCH_INTERVAL_MS, BATCH_SIZE, CANCELLED_ERROR } from './email-campaigns.js';

const PASSWORD = 'hunter2-very-secret';

/** An SMTP server that takes AUTH PLAIN with PASSWORD and nothing else: enough for nodemailer's verify(). */
function fakeSmtp() {
  const server = createServer((socket: Socket) => {
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
        if (/^(EHLO|HELO)/i.test(line)) socket.write('250-test\r\n250 AUTH PLAIN\r\n');
        else if (/^AUTH PLAIN/i.test(line)) {
          const given = Buffer.from(line.split(' ')[2] ?? '', 'base64')
            .toString()
            .split('\0')[2];
          socket.write(given === PASSWORD ? '235 ok\r\n' : '535 authentication failed\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return server;
}

describe.each(testDialects())('the Email page on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  const smtp = fakeSmtp();
  let smtpPort = 0;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await portal?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });
  const db = () => portal.database.handle.db;

  it('lists the demo history of emails, searched by recipient or subject and by status', async () => {
    const all = await portal.act('email outbox', { t: admin });
    expect(all.status).toBe(200);
    const data = all.body.data as {
      total: number;
      items: { channel: string; status: string; recipient: string }[];
    };
    expect(data.total).toBeGreaterThan(20);
    expect(data.items.every((item) => item.channel === 'email')).toBe(true);
    const failed = (await portal.act('email outbox', { t: admin, status: 'failed' })).body
      .data as typeof data;
    expect(failed.total).toBeGreaterThan(0);
    expect(failed.items.every((item) => item.status === 'failed')).toBe(true);
    const someone = data.items[0]?.recipient ?? '';
    const found = (await portal.act('email outbox', { t: admin, q: someone.slice(0, 6).toUpperCase() })).body
      .data as typeof data;
    expect(found.items.some((item) => item.recipient === someone)).toBe(true);
    const manager = await portal.login('bdadmin');
    expect((await portal.act('email outbox', { t: manager })).body.code).toBe('FORBIDDEN');
  });

  it('resends a sent email as a new queued copy, and refuses one that carried a pickup code', async () => {
    const sent = await db()
      .selectFrom('messages')
      .select(['id', 'recipient', 'subject'])
      .where('channel', '=', 'email')
      .where('status', '=', 'sent')
      .where('event', 'in', ['reminder', 'overdue', 'collected'])
      .executeTakeFirstOrThrow();
    const answer = await portal.act('resend email', { t: admin, id: sent.id });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      recipient: sent.recipient,
      subject: sent.subject,
      status: 'queued',
    });
    const coded = await db()
      .selectFrom('messages')
      .select('id')
      .where('channel', '=', 'email')
      .where('event', '=', 'deposited')
      .executeTakeFirstOrThrow();
    expect((await portal.act('resend email', { t: admin, id: coded.id })).body.code).toBe('CONFLICT');
    expect((await portal.act('resend email', { t: admin, id: 2_147_483_000 })).body.code).toBe('NOT_FOUND');
  });

  it('counts the audience, sends in batches a minute apart with progress, and cancels the rest', async () => {
    const buildings = await db()
      .selectFrom('members')
      .select(['building_id', (eb) => eb.fn.countAll().as('n')])
      .where('email', '!=', '')
      .where('status', '!=', 'moved-out')
      .groupBy('building_id')
      .orderBy('building_id')
      .execute();
    const ids = buildings.map((row) => row.building_id);
    const audience = await portal.act('email audience', { t: admin, buildings: ids });
    const count = (audience.body.data as { recipients: number }).recipients;
    expect(count).toBeGreaterThan(BATCH_SIZE);
    const composed = await portal.act('send email to members', {
      t: admin,
      buildings: ids,
      subject: 'Water off on Tuesday',
      body: 'Dear residents,\n\nthe water is off on Tuesday from 9 to 11.',
    });
    expect(composed.status, JSON.stringify(composed.body)).toBe(200);
    const campaign = composed.body.data as { id: number; total: number; sent: number; status: string };
    expect(campaign).toMatchObject({ total: count, sent: 0, status: 'sending' });
    await dispatchDueMessages(db(), { sms: outboxProvider, email: outboxProvider }, portal.clock.now, 1000);
    const progress = async () =>
      (
        (await portal.act('email campaigns', { t: admin })).body.data as {
          items: (typeof campaign & { cancelled: number })[];
        }
      ).items[0];
    expect((await progress())?.sent).toBe(BATCH_SIZE);
    portal.clock.advance(BATCH_INTERVAL_MS);
    admin = await portal.login('sysadmin');
    await dispatchDueMessages(db(), { sms: outboxProvider, email: outboxProvider }, portal.clock.now, 1000);
    expect((await progress())?.sent).toBe(Math.min(count, 2 * BATCH_SIZE));
    const cancelled = await portal.act('cancel email campaign', { t: admin, id: campaign.id });
    if (count > 2 * BATCH_SIZE) {
      expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancelled: count - 2 * BATCH_SIZE });
      const withdrawn = await db()
        .selectFrom('messages')
        .select('last_error')
        .where('campaign_id', '=', campaign.id)
        .where('status', '=', 'failed')
        .execute();
      expect(withdrawn.every((row) => row.last_error === CANCELLED_ERROR)).toBe(true);
    } else expect(cancelled.body.code).toBe('CONFLICT');
    expect(
      (
        await portal.act('send email to members', {
          t: admin,
          buildings: [2_147_483_000],
          subject: 'x',
          body: 'y',
        })
      ).body.code,
    ).toBe('NOT_FOUND');
    expect(
      (await portal.act('send email to members', { t: admin, buildings: ids, subject: '', body: 'y' })).body
        .code,
    ).toBe('INVALID_PARAMS');
  });

  it('saves the SMTP settings, never answers or logs the password, and keeps it when left out', async () => {
    const saved = await portal.act('save smtp settings', {
      t: admin,
      host: '127.0.0.1',
      port: smtpPort,
      secure: false,
      username: 'portal',
      password: PASSWORD,
      from: 'BlueManager <no-reply@example.com>',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(JSON.stringify(saved.body)).not.toContain(PASSWORD);
    expect(saved.body.data).toMatchObject({ password_set: true, source: 'portal', port: smtpPort });
    const again = await portal.act('save smtp settings', {
      t: admin,
      host: '127.0.0.1',
      port: smtpPort,
      secure: false,
      username: 'portal',
      from: 'BlueManager <no-reply@example.com>',
    });
    expect(again.body.data).toMatchObject({ password_set: true });
    const read = await portal.act('smtp settings', { t: admin });
    expect(JSON.stringify(read.body)).not.toContain(PASSWORD);
    const logs = await db()
      .selectFrom('operation_log')
      .selectAll()
      .where('operation', '=', 'smtp-settings-saved')
      .execute();
    expect(logs).toHaveLength(2);
    expect(JSON.stringify(logs)).not.toContain(PASSWORD);
    expect(
      (
        await portal.act('save smtp settings', {
          t: admin,
          host: 'bad host!',
          port: 25,
          secure: false,
          username: '',
          from: 'a@b.c',
        })
      ).body.code,
    ).toBe('INVALID_PARAMS');
  });

  it('tests the connection: signs in with the stored password, reports a refusal without the password', async () => {
    const ok = await portal.act('test smtp connection', { t: admin });
    expect(ok.body.data).toMatchObject({ ok: true });
    const wrong = await portal.act('test smtp connection', { t: admin, password: 'not-the-password' });
    const data = wrong.body.data as { ok: boolean; message: string };
    expect(data.ok).toBe(false);
    expect(data.message).toMatch(/535|auth/i);
    expect(data.message).not.toContain('not-the-password');
    const closed = await portal.act('test smtp connection', { t: admin, host: '127.0.0.1', port: 9 });
    expect((closed.body.data as { ok: boolean }).ok).toBe(false);
  });
});

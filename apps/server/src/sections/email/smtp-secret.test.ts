// The SMTP password at rest: sealed with SETTINGS_SECRET_KEY (AES-256-GCM, 'v1:' form) in the column, opened only to
// sign in, a plain row from before sealed at start, and a server holding another key failing with a clear reason
// on the acts and in the outbox while the rest of the portal answers as usual.
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { loadConfig } from '../../config/config.js';
import { attachSettingsSecretKey, DEMO_SETTINGS_SECRET_KEY } from '../../config/settings-secret-key.js';
import { prepareDatabase } from '../../db/prepare.js';
import { dispatchDueMessages } from '../sms/message-dispatcher.js';
import { outboxProvider } from '../sms/message-provider.js';
import { withPortalSmtp } from './portal-smtp.js';
import { smtpPassword, storedSmtp } from './smtp-settings.js';

const PASSWORD = 'correct-horse-battery-staple';

/** An SMTP server that signs in with AUTH PLAIN, records the password it was given, and takes every message. */
function recordingSmtp() {
  const passwords: string[] = [];
  const delivered: string[] = [];
  const server = createServer((socket: Socket) => {
    let inData = false;
    let data = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (inData) {
          if (line === '.') {
            inData = false;
            delivered.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        if (line === '') continue;
        if (/^(EHLO|HELO)/i.test(line)) socket.write('250-test\r\n250 AUTH PLAIN\r\n');
        else if (/^AUTH PLAIN/i.test(line)) {
          const given =
            Buffer.from(line.split(' ')[2] ?? '', 'base64')
              .toString()
              .split('\0')[2] ?? '';
          passwords.push(given);
          socket.write(given === PASSWORD ? '235 ok\r\n' : '535 authentication failed\r\n');
        } else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { server, passwords, delivered };
}

const OTHER_KEY = Buffer.from('0f'.repeat(32), 'hex');

describe.each(testDialects())('the SMTP password at rest on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  const smtp = recordingSmtp();
  let smtpPort = 0;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await portal?.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });
  const db = () => portal.database.handle.db;
  const save = (extra: Record<string, unknown> = { password: PASSWORD }) =>
    portal.act('save smtp settings', {
      t: admin,
      host: '127.0.0.1',
      port: smtpPort,
      secure: false,
      username: 'portal',
      from: 'BlueManager <no-reply@example.com>',
      ...extra,
    });
  /** An email queued ahead of every other, and one dispatch pass over just it. */
  const sendOne = async (subject: string) => {
    const at = '2000-01-01T00:00:00.000Z';
    const building = await db().selectFrom('buildings').select('id').orderBy('id').executeTakeFirstOrThrow();
    const { id } = await db()
      .insertInto('messages')
      .values({
        parcel_id: null,
        building_id: building.id,
        event: 'test',
        channel: 'email',
        recipient: 'someone@example.com',
        language: 'en',
        subject,
        body: 'Hello',
        secret: null,
        status: 'queued',
        created_at: at,
        next_attempt_at: at,
        claimed_until: null,
        sent_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const providers = await withPortalSmtp(db(), { sms: outboxProvider, email: outboxProvider });
    await dispatchDueMessages(db(), providers, new Date(), 1);
    return db()
      .selectFrom('messages')
      .select(['status', 'last_error'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  };

  it('stores the password sealed, never as typed, and a new save seals it afresh', async () => {
    expect((await save()).body.data).toMatchObject({ password_set: true });
    const first = await storedSmtp(db());
    expect(first?.password).toMatch(/^v1:/);
    expect(first?.password).not.toContain(PASSWORD);
    expect(Buffer.from(first?.password ?? '').toString('base64')).not.toContain(
      Buffer.from(PASSWORD).toString('base64'),
    );
    // Left empty, the sealed one is kept as it is; given again, a fresh nonce makes another cipher text.
    await save({});
    expect((await storedSmtp(db()))?.password).toBe(first?.password);
    await save();
    const second = await storedSmtp(db());
    expect(second?.password).not.toBe(first?.password);
    expect(smtpPassword(db(), second ?? { password: '' })).toBe(PASSWORD);
    const answer = await portal.act('smtp settings', { t: admin });
    expect(JSON.stringify(answer.body)).not.toContain(PASSWORD);
    expect(JSON.stringify(answer.body)).not.toContain(second?.password);
  });

  it('signs in with the opened password: the test connection and a queued email both reach the server', async () => {
    smtp.passwords.length = 0;
    const test = await portal.act('test smtp connection', { t: admin });
    expect(test.body.data).toMatchObject({ ok: true });
    const sent = await sendOne('Sealed password test');
    expect(sent).toMatchObject({ status: 'sent' });
    expect(smtp.passwords).toEqual([PASSWORD, PASSWORD]);
    expect(smtp.delivered.some((text) => text.includes('Sealed password test'))).toBe(true);
  });

  it('with another key: a clear refusal on test and in the outbox, every other page as usual', async () => {
    attachSettingsSecretKey(db(), OTHER_KEY);
    try {
      smtp.passwords.length = 0;
      const settings = await portal.act('smtp settings', { t: admin });
      expect(settings.status).toBe(200);
      expect(settings.body.data).toMatchObject({ password_set: true, source: 'portal' });
      const test = await portal.act('test smtp connection', { t: admin });
      expect(test.body).toMatchObject({
        code: 'CONFLICT',
        msg: expect.stringContaining('SETTINGS_SECRET_KEY'),
      });
      const outbox = await portal.act('email outbox', { t: admin });
      expect(outbox.status).toBe(200);
      expect(outbox.body.code).toBeUndefined();
      const waiting = await sendOne('Wrong key test');
      expect(waiting.status).toBe('queued');
      expect(waiting.last_error).toMatch(/cannot be decrypted with this server's SETTINGS_SECRET_KEY/);
      // Nothing went to the SMTP server with a garbled password.
      expect(smtp.passwords).toEqual([]);
      // A password entered again is sealed with the key this server holds, and works.
      await save();
      expect((await portal.act('test smtp connection', { t: admin })).body.data).toMatchObject({ ok: true });
    } finally {
      attachSettingsSecretKey(db(), Buffer.from(DEMO_SETTINGS_SECRET_KEY, 'hex'));
    }
  });

  it('seals a password saved in plain text by an earlier server when the database is prepared', async () => {
    await db().updateTable('smtp_settings').set({ password: PASSWORD }).where('id', '=', 1).execute();
    const config = loadConfig({
      PORTAL_SEED: 'none',
      LOG_LEVEL: 'silent',
      SETTINGS_SECRET_KEY: '0f'.repeat(32),
    });
    const logged: string[] = [];
    await prepareDatabase(portal.database.handle, config, {
      info: (message: unknown) => logged.push(String(message)),
    });
    expect(logged).toContain('the saved SMTP password is now encrypted at rest');
    const row = await storedSmtp(db());
    expect(row?.password).toMatch(/^v1:/);
    expect(row?.password).not.toContain(PASSWORD);
    attachSettingsSecretKey(db(), OTHER_KEY);
    try {
      expect(smtpPassword(db(), row ?? { password: '' })).toBe(PASSWORD);
    } finally {
      attachSettingsSecretKey(db(), Buffer.from(DEMO_SETTINGS_SECRET_KEY, 'hex'));
    }
    // Prepared again, a sealed row stays as it is.
    await prepareDatabase(portal.database.handle, config, { info: () => undefined });
    expect((await storedSmtp(db()))?.password).toBe(row?.password);
  });
});

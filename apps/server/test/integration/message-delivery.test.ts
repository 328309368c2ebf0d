// Recipient messages leave through the outbox dispatcher, after the commit: the development outbox, an HTTP SMS
// gateway and SMTP, with delivery status, automatic retries, and retry by hand once the tries are used up.
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import { loadDeliveryConfig, providersFor } from '../../src/sections/sms/delivery-config.js';
import {
  dispatchDueMessages,
  MAX_ATTEMPTS,
  retryMessage,
} from '../../src/sections/sms/message-dispatcher.js';
import { outboxProvider, type MessageProvider } from '../../src/sections/sms/message-provider.js';
import { depositInto, freeCompartment, outboxOf, seededDatabase } from '../support/parcel-fixtures.js';
import type { TestDatabase } from '../support/test-database.js';
import { SEED_NOW } from '../support/test-portal.js';
import { testDialects } from '../support/test-dialects.js';

const MINUTE = 60_000;

interface GatewayCall {
  authorization: string | undefined;
  body: { to: string; body: string; reference: string };
}

/** A fake SMS gateway on 127.0.0.1 that answers with `status.code`. */
async function fakeGateway(status: { code: number }) {
  const calls: GatewayCall[] = [];
  const server: Server = createHttpServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      calls.push({
        authorization: request.headers.authorization,
        body: JSON.parse(text) as GatewayCall['body'],
      });
      response
        .writeHead(status.code, { 'content-type': 'text/plain' })
        .end(status.code === 200 ? 'ok' : 'busy');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/send`, calls, close: () => new Promise((r) => server.close(r)) };
}

/** Just enough of an SMTP server on 127.0.0.1 to take one mail at a time and keep its data. */
async function fakeSmtp() {
  const mails: string[] = [];
  const server: TcpServer = createTcpServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = buffer.indexOf(data ? '\r\n.\r\n' : '\r\n')) >= 0) {
        if (data) {
          mails.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'DATA') {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise((r) => server.close(r)) };
}

describe('delivery configuration', () => {
  it('defaults to the development outbox and checks the URLs it is given', () => {
    const providers = providersFor(loadDeliveryConfig({}));
    expect([providers.sms.name, providers.email.name]).toEqual(['outbox', 'outbox']);
    const configured = providersFor(
      loadDeliveryConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms' }),
    );
    expect([configured.sms.name, configured.email.name]).toEqual(['sms-gateway', 'smtp']);
    expect(() => loadDeliveryConfig({ SMTP_URL: 'http://mail', SMS_GATEWAY_URL: 'nope' })).toThrow(
      /SMTP_URL must start with smtp: or smtps:; SMS_GATEWAY_URL is not a URL/,
    );
  });
});

describe.each(testDialects())('message delivery on %s', (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  beforeAll(async () => {
    database = await seededDatabase(dialect);
    db = database.handle.db;
  });
  afterAll(() => database?.drop());

  const messagesOf = (parcelId: number) => outboxOf(db).messagesOf(parcelId);
  const isolate = (parcelId: number) => outboxOf(db).isolate(parcelId);

  it('keeps messages in the development outbox, marked sent, only after the commit', async () => {
    const { parcelId } = await depositInto(db, await freeCompartment(db), SEED_NOW);
    await isolate(parcelId);
    expect((await messagesOf(parcelId)).map((m) => m.status)).toEqual(['queued', 'queued']);
    const report = await dispatchDueMessages(db, { sms: outboxProvider, email: outboxProvider }, SEED_NOW);
    expect(report).toEqual({ sent: 2, failed: 0, retrying: 0 });
    expect((await messagesOf(parcelId)).map((m) => [m.status, m.provider, m.attempts, m.sent_at])).toEqual([
      ['sent', 'outbox', 1, SEED_NOW.toISOString()],
      ['sent', 'outbox', 1, SEED_NOW.toISOString()],
    ]);
  });

  it('posts SMS to the gateway, retries failures later, fails after the last try, and retries by hand', async () => {
    const status = { code: 503 };
    const gateway = await fakeGateway(status);
    const providers = providersFor(
      loadDeliveryConfig({ SMS_GATEWAY_URL: gateway.url, SMS_GATEWAY_TOKEN: 'secret-token' }),
    );
    try {
      const { parcelId, pickupCode } = await depositInto(db, await freeCompartment(db), SEED_NOW, {
        email: '',
      });
      await isolate(parcelId);
      const [queued] = await messagesOf(parcelId);
      let now = SEED_NOW;
      expect(await dispatchDueMessages(db, providers, now)).toEqual({ sent: 0, failed: 0, retrying: 1 });
      expect(gateway.calls[0]).toEqual({
        authorization: 'Bearer secret-token',
        body: {
          // Gateways expect E.164; the stored ten digits once went out bare (issue 14).
          to: '+14165550199',
          body: expect.stringContaining(pickupCode),
          reference: `message-${queued?.id}`,
        },
      });
      let [message] = await messagesOf(parcelId);
      expect(message).toMatchObject({
        status: 'queued',
        attempts: 1,
        last_error: 'SMS gateway answered 503: busy',
      });
      // Not due again yet: nothing is sent.
      expect(await dispatchDueMessages(db, providers, now)).toEqual({ sent: 0, failed: 0, retrying: 0 });
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        now = new Date(now.getTime() + 10 * MINUTE);
        await dispatchDueMessages(db, providers, now);
      }
      [message] = await messagesOf(parcelId);
      expect(message).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
      expect(gateway.calls).toHaveLength(MAX_ATTEMPTS);
      await expect(retryMessage(db, message?.id ?? 0, now)).resolves.toBeUndefined();
      await expect(retryMessage(db, message?.id ?? 0, now)).rejects.toMatchObject({ code: 'CONFLICT' });
      status.code = 200;
      expect(await dispatchDueMessages(db, providers, now)).toEqual({ sent: 1, failed: 0, retrying: 0 });
      [message] = await messagesOf(parcelId);
      expect(message).toMatchObject({ status: 'sent', provider: 'sms-gateway', last_error: '', attempts: 1 });
    } finally {
      await gateway.close();
    }
  });

  it('sends email over SMTP', async () => {
    const smtp = await fakeSmtp();
    const providers = providersFor(
      loadDeliveryConfig({ SMTP_URL: smtp.url, SMTP_FROM: 'lockers@example.com' }),
    );
    try {
      const { parcelId } = await depositInto(db, await freeCompartment(db), SEED_NOW, { phone: '' });
      await isolate(parcelId);
      expect(await dispatchDueMessages(db, providers, SEED_NOW)).toEqual({ sent: 1, failed: 0, retrying: 0 });
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]).toContain('To: robin.test@example.com');
      expect(smtp.mails[0]).toContain('From: lockers@example.com');
      expect(smtp.mails[0]).toContain('Subject: Your Amazon parcel is ready for pickup');
      expect((await messagesOf(parcelId))[0]).toMatchObject({ status: 'sent', provider: 'smtp' });
    } finally {
      await providers.email.close?.();
      await smtp.close();
    }
  });

  it('sends each message once when two dispatchers run at the same time', async () => {
    const { parcelId } = await depositInto(db, await freeCompartment(db), SEED_NOW);
    await isolate(parcelId);
    const sent: number[] = [];
    const counting: MessageProvider = {
      name: 'counting',
      send: async (message) => {
        sent.push(message.id);
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    };
    const providers = { sms: counting, email: counting };
    await Promise.all([
      dispatchDueMessages(db, providers, SEED_NOW),
      dispatchDueMessages(db, providers, SEED_NOW),
    ]);
    const ids = (await messagesOf(parcelId)).map((m) => m.id);
    expect(sent.sort((a, b) => a - b)).toEqual(ids);
  });
});

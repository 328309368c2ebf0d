// The real providers, each against a stand-in of the far side on this machine: an HTTP server for the SMS
// gateway, nodemailer's stream transport (the exact message an SMTP server would receive) for email.
import { createServer, type IncomingMessage } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailHtml } from '@bluemanager/protocol';
import type { OutgoingMessage } from '../../src/sections/sms/message-provider.js';
import { smsGatewayProvider } from '../../src/sections/sms/sms-gateway-provider.js';
import { smtpProvider } from '../../src/sections/sms/smtp-provider.js';

const message: OutgoingMessage = {
  id: 7,
  channel: 'sms',
  recipient: '3065559586',
  language: 'fr',
  subject: 'Votre colis <arrivé>',
  body: 'Bonjour Ana & Bo,\nvotre code est 123456.\n\nÀ bientôt',
};

describe('the SMS gateway provider', () => {
  const received: { body: unknown; authorization: string | undefined }[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push({ body: JSON.parse(text), authorization: request.headers.authorization });
      response.statusCode = text.includes('+14165550100') ? 503 : 202;
      response.end(response.statusCode === 503 ? 'busy' : '');
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the number in E.164, as gateways expect, with the token', async () => {
    await smsGatewayProvider(url, 'secret-token').send(message);
    expect(received.at(-1)).toEqual({
      body: { to: '+13065559586', body: message.body, reference: 'message-7' },
      authorization: 'Bearer secret-token',
    });
  });

  it('refuses a recipient that is no phone number without calling the gateway, and reports a refusal', async () => {
    const before = received.length;
    await expect(smsGatewayProvider(url).send({ ...message, recipient: '12345' })).rejects.toThrow(
      /not a phone number/,
    );
    expect(received).toHaveLength(before);
    await expect(smsGatewayProvider(url).send({ ...message, recipient: '416-555-0100' })).rejects.toThrow(
      'SMS gateway answered 503: busy',
    );
  });
});

describe('the SMTP provider', () => {
  it('sends text with an HTML alternative whose markup comes only from the frame', async () => {
    // The stream transport builds the whole MIME message and hands it back instead of sending it.
    const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const sent: string[] = [];
    const spy = Object.assign(nodemailer.createTransport({ streamTransport: true }), {
      sendMail: async (mail: SendMailOptions) => {
        const info = await stream.sendMail(mail);
        sent.push(String(info.message));
        return info;
      },
    });
    await smtpProvider(spy, 'BlueManager <no-reply@example.com>').send({
      ...message,
      channel: 'email',
      recipient: 'ana@example.com',
    });
    expect(sent).toHaveLength(1);
    const raw = sent[0] ?? '';
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
  });

  it('escapes the text in the HTML part and keeps its paragraphs and lines', () => {
    const html = emailHtml(message.subject, message.body, 'fr');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Votre colis &lt;arrivé&gt;</title>');
    expect(html).toContain('Bonjour Ana &amp; Bo,<br>votre code est 123456.</p>');
    expect(html).toContain('>À bientôt</p>');
    expect(emailHtml('x', '<script>alert(1)</script>', 'en')).not.toContain('<script>');
  });
});

/**
 * An SMTP server on this machine that takes one message and keeps its DATA: what a real server receives. Plain
 * SMTP without TLS or AUTH, which nodemailer speaks when told the server is not secure.
 */
function smtpCapture() {
  const received: string[] = [];
  const server = createTcpServer((socket: Socket) => {
    let data: string | undefined;
    socket.write('220 capture ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      if (data !== undefined) {
        data += chunk.toString();
        if (data.endsWith('\r\n.\r\n')) {
          received.push(data);
          data = undefined;
          socket.write('250 queued\r\n');
        }
        return;
      }
      for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
        if (/^(EHLO|HELO)/i.test(line)) socket.write('250 capture\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { server, received };
}

describe('the SMTP provider against an SMTP server on 127.0.0.1', () => {
  const capture = smtpCapture();
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => capture.server.listen(0, '127.0.0.1', resolve));
    port = (capture.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => capture.server.close(() => resolve())));

  it('delivers the message as text with an HTML alternative, not as plain text only', async () => {
    const provider = smtpProvider(
      nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }),
      'BlueManager <no-reply@example.com>',
    );
    await provider.send({ ...message, channel: 'email', recipient: 'ana@example.com' });
    await provider.close?.();
    expect(capture.received).toHaveLength(1);
    const raw = capture.received[0] ?? '';
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    expect(raw).toMatch(/^To: ana@example\.com/m);
  });
});

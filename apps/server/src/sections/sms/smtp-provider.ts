// Email through an SMTP server (SMTP_URL, e.g. smtps://user:password@mail.example.com:465).
import nodemailer from 'nodemailer';
import type { MessageProvider } from './message-provider.js';

export function smtpProvider(url: string, from: string): MessageProvider {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.recipient, subject: message.subject, text: message.body });
    },
    close: async () => transport.close(),
  };
}

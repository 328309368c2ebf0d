// Email through an SMTP server (SMTP_URL, e.g. smtps://user:password@mail.example.com:465): each message goes out
// as text with an HTML alternative (the protocol's emailHtml), as mail clients expect.
import nodemailer, { type Transporter } from 'nodemailer';
import { emailHtml } from '@bluemanager/protocol';
import type { MessageProvider } from './message-provider.js';

/** The provider over an SMTP URL, or over a given nodemailer transport (tests hand it a stream transport). */
export function smtpProvider(transportOrUrl: string | Transporter, from: string): MessageProvider {
  const transport =
    typeof transportOrUrl === 'string' ? nodemailer.createTransport(transportOrUrl) : transportOrUrl;
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.body,
        html: emailHtml(message.subject, message.body, message.language),
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map((file) => ({
                filename: file.filename,
                contentType: file.mime,
                content: file.content,
              })),
            }
          : {}),
      });
    },
    close: async () => transport.close(),
  };
}

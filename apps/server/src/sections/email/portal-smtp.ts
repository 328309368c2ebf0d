// Email through the SMTP settings saved on the Email page, ahead of SMTP_URL and the development outbox: the jobs
// ask for the providers before each pass, and a transport is built again only when the settings change.
import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MessageProvider, MessageProviders } from '../sms/message-provider.js';
import { smtpProvider } from '../sms/smtp-provider.js';
import { storedSmtp, transportOptions } from './smtp-settings.js';

let current: { stamp: string; provider: MessageProvider } | undefined;

export async function withPortalSmtp(
  db: Kysely<Database>,
  base: MessageProviders,
): Promise<MessageProviders> {
  const settings = await storedSmtp(db);
  if (!settings) return base;
  const stamp = settings.updated_at;
  if (current?.stamp !== stamp) {
    await current?.provider.close?.();
    current = {
      stamp,
      provider: smtpProvider(nodemailer.createTransport(transportOptions(settings)), settings.from_address),
    };
  }
  return { ...base, email: current.provider };
}

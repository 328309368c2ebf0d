// Email through the SMTP settings saved on the Email page, ahead of SMTP_URL and the development outbox: the jobs
// ask for the providers before each pass, and a transport is built again only when the settings (or the key that
// opens their password) change. Kept per database handle, so two portals in one process (tests) keep their own.
import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { settingsSecretKeyOf } from '../../config/settings-secret-key.js';
import { StoredSecretError } from '../../config/stored-secret.js';
import type { MessageProvider, MessageProviders } from '../sms/message-provider.js';
import { smtpProvider } from '../sms/smtp-provider.js';
import { smtpPassword, storedSmtp, transportOptions } from './smtp-settings.js';

const built = new WeakMap<object, { stamp: string; key: Buffer; provider: MessageProvider }>();

/**
 * Stands in for SMTP when the saved password cannot be opened (SETTINGS_SECRET_KEY changed): each email is refused
 * with the reason, so it waits and retries with that reason on the outbox page, and SMS keeps going meanwhile.
 * Falling back to SMTP_URL or the development outbox would quietly send email somewhere else.
 */
function unreadablePasswordProvider(reason: string): MessageProvider {
  return {
    name: 'smtp',
    send: () => Promise.reject(new Error(reason)),
  };
}

function providerFor(db: Kysely<Database>, settings: NonNullable<Awaited<ReturnType<typeof storedSmtp>>>) {
  try {
    const password = smtpPassword(db, settings);
    return smtpProvider(
      nodemailer.createTransport(transportOptions({ ...settings, password })),
      settings.from_address,
    );
  } catch (error) {
    if (error instanceof StoredSecretError) return unreadablePasswordProvider(error.message);
    throw error;
  }
}

export async function withPortalSmtp(
  db: Kysely<Database>,
  base: MessageProviders,
): Promise<MessageProviders> {
  const settings = await storedSmtp(db);
  if (!settings) return base;
  const stamp = settings.updated_at;
  const key = settingsSecretKeyOf(db);
  let current = built.get(db);
  if (current?.stamp !== stamp || !current.key.equals(key)) {
    await current?.provider.close?.();
    current = { stamp, key, provider: providerFor(db, settings) };
    built.set(db, current);
  }
  return { ...base, email: current.provider };
}

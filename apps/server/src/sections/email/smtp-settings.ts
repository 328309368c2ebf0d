// The SMTP settings saved on the Email page: where email goes from then on (ahead of SMTP_URL), the password stored
// encrypted (config/stored-secret.ts) and never answered nor logged. "Test connection" signs in without sending
// anything; its answer is the server's own reason, with the password cut out should a server echo it.
import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { SmtpSettingsItem, smtpSettingsFields } from '@bluemanager/protocol';
import type { z } from 'zod';
import { ActError } from '../../domain/act-error.js';
import type { Database } from '../../db/schema.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import { settingsSecretKeyOf } from '../../config/settings-secret-key.js';
import { openStoredSecret, StoredSecretError } from '../../config/stored-secret.js';
import { isSealed, sealSecret } from '../../domain/secrets/sealed-text.js';
import type { SmtpSettingsTable } from './notification-tables.js';

type Fields = z.infer<typeof smtpSettingsFields>;
const TIMEOUT_MS = 8_000;

/** The saved row as stored: its password is sealed, and only smtpPassword opens it. */
export async function storedSmtp(db: Kysely<Database>): Promise<SmtpSettingsTable | undefined> {
  return db.selectFrom('smtp_settings').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** The saved password in plain text, for signing in; '' when none is saved. Throws StoredSecretError on a wrong key. */
export function smtpPassword(db: Kysely<Database>, row: Pick<SmtpSettingsTable, 'password'>): string {
  return row.password === '' ? '' : openStoredSecret(settingsSecretKeyOf(db), row.password, 'SMTP password');
}

/**
 * Seals a password saved in plain text (by a server before encryption at rest), in place; run at start, after the
 * migrations, because only the running server holds the key. Returns how many rows it sealed (0 or 1).
 */
export async function sealPlainSmtpPassword(db: Kysely<Database>, key: Buffer): Promise<number> {
  const row = await storedSmtp(db);
  if (!row || row.password === '' || isSealed(row.password)) return 0;
  const sealed = await db
    .updateTable('smtp_settings')
    .set({ password: sealSecret(key, row.password) })
    .where('id', '=', 1)
    .where('password', '=', row.password)
    .executeTakeFirst();
  return Number(sealed.numUpdatedRows);
}

export function smtpItem(row: SmtpSettingsTable | undefined, env = process.env): SmtpSettingsItem {
  const source = row ? 'portal' : env.SMTP_URL ? 'environment' : 'outbox';
  return {
    host: row?.host ?? '',
    port: row?.port ?? 587,
    secure: row ? row.secure === 1 : false,
    username: row?.username ?? '',
    from: row?.from_address ?? '',
    password_set: (row?.password ?? '') !== '',
    source,
    updated_at: row?.updated_at ?? null,
  };
}

export async function saveSmtp(
  db: Kysely<Database>,
  fields: Fields,
  writer: { actor: OperationActor; now: Date },
): Promise<SmtpSettingsItem> {
  return db.transaction().execute(async (trx) => {
    const before = await storedSmtp(trx);
    // A new password is sealed; left empty, the stored one is kept as it is (sealed already).
    const password = fields.password
      ? sealSecret(settingsSecretKeyOf(db), fields.password)
      : (before?.password ?? '');
    const row: SmtpSettingsTable = {
      id: 1,
      host: fields.host,
      port: fields.port,
      secure: fields.secure ? 1 : 0,
      username: fields.username,
      password,
      from_address: fields.from,
      updated_by: writer.actor.username,
      updated_at: writer.now.toISOString(),
    };
    await trx
      .insertInto('smtp_settings')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet({ ...row }))
      .execute();
    // What changed, the password only as whether it did.
    const shown = (settings: SmtpSettingsTable | undefined) =>
      settings
        ? {
            host: settings.host,
            port: settings.port,
            secure: settings.secure === 1,
            username: settings.username,
            from: settings.from_address,
          }
        : {};
    await logOperation(trx, {
      operation: 'smtp-settings-saved',
      target: fields.host,
      actor: writer.actor,
      now: writer.now,
      changes: {
        before: shown(before),
        after: { ...shown(row), ...(fields.password ? { password: 'changed' } : {}) },
      },
    });
    return smtpItem(row);
  });
}

export function transportOptions(
  settings: Pick<SmtpSettingsTable, 'host' | 'port' | 'secure' | 'username' | 'password'>,
) {
  return {
    host: settings.host,
    port: settings.port,
    secure: settings.secure === 1,
    ...(settings.username ? { auth: { user: settings.username, pass: settings.password } } : {}),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  };
}

/** The stored password for a test; one this server cannot open is a clear CONFLICT, not a 500. */
function storedPassword(db: Kysely<Database>, stored: SmtpSettingsTable | undefined): string {
  if (!stored) return '';
  try {
    return smtpPassword(db, stored);
  } catch (error) {
    if (error instanceof StoredSecretError) throw new ActError('CONFLICT', error.message);
    throw error;
  }
}

export async function testSmtp(
  db: Kysely<Database>,
  fields: Partial<Fields>,
): Promise<{ ok: boolean; message: string }> {
  const stored = await storedSmtp(db);
  const host = fields.host ?? stored?.host;
  if (!host) throw new ActError('CONFLICT', 'There are no SMTP settings to test: fill in the server first.');
  const settings = {
    host,
    port: fields.port ?? stored?.port ?? 587,
    secure: (fields.secure ?? stored?.secure === 1) ? 1 : 0,
    username: fields.username ?? stored?.username ?? '',
    password: fields.password || storedPassword(db, stored),
  };
  const transport = nodemailer.createTransport(transportOptions(settings));
  const hide = (text: string) => (settings.password ? text.split(settings.password).join('•••') : text);
  try {
    await transport.verify();
    return {
      ok: true,
      message: `Connected to ${host}:${settings.port}${settings.username ? ` and signed in as ${settings.username}` : ''}.`,
    };
  } catch (error) {
    return { ok: false, message: hide(error instanceof Error ? error.message : String(error)).slice(0, 300) };
  } finally {
    transport.close();
  }
}

export async function clearSmtp(
  db: Kysely<Database>,
  writer: { actor: OperationActor; now: Date },
): Promise<SmtpSettingsItem> {
  return db.transaction().execute(async (trx) => {
    const before = await storedSmtp(trx);
    if (!before) throw new ActError('CONFLICT', 'There are no saved SMTP settings to clear.');
    await trx.deleteFrom('smtp_settings').where('id', '=', 1).execute();
    await logOperation(trx, {
      operation: 'smtp-settings-cleared',
      target: before.host,
      actor: writer.actor,
      now: writer.now,
    });
    return smtpItem(undefined);
  });
}

// The SMTP settings saved on the Email page: where email goes from then on (ahead of SMTP_URL), the password stored
// but never answered nor logged. "Test connection" signs in without sending anything; its answer is the server's
// own reason, with the password cut out should a server echo it.
import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { SmtpSettingsItem, smtpSettingsFields } from '@bluemanager/protocol';
import type { z } from 'zod';
import { ActError } from '../../domain/act-error.js';
import type { Database } from '../../db/schema.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import type { SmtpSettingsTable } from './notification-tables.js';

type Fields = z.infer<typeof smtpSettingsFields>;
const TIMEOUT_MS = 8_000;

export async function storedSmtp(db: Kysely<Database>): Promise<SmtpSettingsTable | undefined> {
  return db.selectFrom('smtp_settings').selectAll().where('id', '=', 1).executeTakeFirst();
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
    const password = fields.password ? fields.password : (before?.password ?? '');
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
        after: { ...shown(row), ...(password !== (before?.password ?? '') ? { password: 'changed' } : {}) },
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
    password: fields.password || stored?.password || '',
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

// Recipients who want no more SMS. A number is opted out by a STOP reply (the gateway's inbound webhook) or by staff,
// and back in by START or by staff; an opted-out number is never texted: new messages skip SMS (the email, when the
// recipient has one, still goes), and SMS queued before the opt-out fail at send time with the reason.
import { storedPhone } from '@bluemanager/protocol';
import type { Kysely } from 'kysely';
import { ActError } from '../../domain/act-error.js';
import type { OperationActor } from '../../domain/oplog/operation-log.js';
import { logOperation } from '../../domain/oplog/operation-log.js';
import type { Database } from '../../db/schema.js';
import { fetchPage, type PageRequest } from '../../db/page.js';
import './opt-out-tables.js';

/** The replies carriers and gateways treat as opting out, and as opting back in (CTIA's keywords, and French). */
const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'ARRET', 'ARRÊT'];
const START_WORDS = ['START', 'UNSTOP', 'YES', 'SUBSCRIBE'];

export const OPTED_OUT_ERROR = 'The recipient opted out of SMS (replied STOP); the message was not sent.';

export type ReplyMeaning = 'stop' | 'start' | 'other';

export function meaningOf(text: string): ReplyMeaning {
  const word = text.trim().toUpperCase();
  if (STOP_WORDS.includes(word)) return 'stop';
  if (START_WORDS.includes(word)) return 'start';
  return 'other';
}

export async function isOptedOut(db: Kysely<Database>, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom('sms_opt_outs')
    .select('phone')
    .where('phone', '=', storedPhone(phone))
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of these numbers are opted out, in one query (the dispatcher asks once per batch). */
export async function optedOutAmong(db: Kysely<Database>, phones: readonly string[]): Promise<Set<string>> {
  const stored = [...new Set(phones.map(storedPhone))];
  if (stored.length === 0) return new Set();
  const rows = await db.selectFrom('sms_opt_outs').select('phone').where('phone', 'in', stored).execute();
  return new Set(rows.map((row) => row.phone));
}

interface Writer {
  actor: OperationActor;
  now: Date;
}

export async function optOut(
  db: Kysely<Database>,
  input: { phone: string; source: 'reply' | 'staff'; note: string },
  writer: Writer,
): Promise<{ phone: string; added: boolean }> {
  const phone = storedPhone(input.phone);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('sms_opt_outs')
      .values({
        phone,
        source: input.source,
        note: input.note,
        created_at: writer.now.toISOString(),
        created_by: input.source === 'reply' ? 'recipient' : writer.actor.username,
      })
      .onConflict((oc) => oc.column('phone').doNothing())
      .executeTakeFirst();
    const added = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    if (added) {
      await logOperation(trx, {
        operation: 'sms-opted-out',
        target: phone,
        actor: writer.actor,
        now: writer.now,
        detail: input.source === 'reply' ? 'replied STOP' : input.note,
      });
    }
    return { phone, added };
  });
}

export async function optIn(db: Kysely<Database>, phoneText: string, writer: Writer): Promise<void> {
  const phone = storedPhone(phoneText);
  await db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('sms_opt_outs').where('phone', '=', phone).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new ActError('NOT_FOUND', `${phone} is not opted out.`);
    await logOperation(trx, {
      operation: 'sms-opted-in',
      target: phone,
      actor: writer.actor,
      now: writer.now,
    });
  });
}

export async function listOptOuts(db: Kysely<Database>, filter: { q?: string } & PageRequest) {
  let query = db.selectFrom('sms_opt_outs').select(['phone', 'source', 'note', 'created_at', 'created_by']);
  const digits = filter.q?.replace(/\D/g, '') ?? '';
  if (digits !== '') query = query.where('phone', 'like', `%${digits}%`);
  const page = await fetchPage(db, query, filter, (ordered) =>
    ordered.orderBy('created_at', 'desc').orderBy('phone'),
  );
  return { total: page.total, items: page.items };
}

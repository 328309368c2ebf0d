// The Black List's rows: the list with its filters, and the writes (block, unblock), each logged in its transaction.
import type { Kysely } from 'kysely';
import {
  digitsOf,
  type ActParsedParams,
  type ActResult,
  type BlockItem,
  type BlockKind,
  type blockAddAct,
  type blockListAct,
} from '@bluemanager/protocol';
import { ActError } from '../../domain/act-error.js';
import type { Database } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import { findUserByUsername } from '../../domain/users/user.repository.js';
import type { BlockedContactRow } from './blocklist.table.js';
import { endSessionsOf } from './end-sessions.js';

interface Writer {
  actor: OperationActor;
  now: Date;
}

export function toBlockItem(row: BlockedContactRow, now: Date): BlockItem {
  return {
    id: row.id,
    kind: row.kind as BlockKind,
    value: row.value,
    reason: row.reason,
    created_by: row.created_by,
    created_at: row.created_at,
    expires_at: row.expires_at,
    active: row.expires_at === null || Date.parse(row.expires_at) > now.getTime(),
  };
}

export async function listBlocks(
  db: Kysely<Database>,
  params: ActParsedParams<typeof blockListAct>,
  now: Date,
): Promise<ActResult<typeof blockListAct>> {
  const nowIso = now.toISOString();
  const query = db
    .selectFrom('blocked_contacts')
    .selectAll()
    .where((eb) => {
      const conditions = [];
      if (params.kind) conditions.push(eb('kind', '=', params.kind));
      if (params.state === 'active')
        conditions.push(eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', nowIso)]));
      if (params.state === 'expired') conditions.push(eb('expires_at', '<=', nowIso));
      if (params.q) {
        // A phone typed any way is found by its digits; other text by a substring of the value or the reason.
        const digits = /^[\d\s()+.-]+$/.test(params.q) ? digitsOf(params.q) : '';
        const term = digits === '' ? params.q : digits;
        conditions.push(eb.or([containsText(eb.ref('value'), term), containsText(eb.ref('reason'), term)]));
      }
      return eb.and(conditions);
    });
  const page = await fetchPage(db, query, params, (ordered) =>
    ordered.orderBy('created_at', 'desc').orderBy('id', 'desc'),
  );
  return { total: page.total, items: page.items.map((row) => toBlockItem(row, now)) };
}

export async function addBlock(
  db: Kysely<Database>,
  input: ActParsedParams<typeof blockAddAct>,
  writer: Writer,
): Promise<BlockItem> {
  if (input.expires_at !== null && Date.parse(input.expires_at) <= writer.now.getTime()) {
    throw new ActError('INVALID_PARAMS', 'The expiry must lie ahead.', {
      issues: [{ path: 'expires_at', message: 'the expiry must lie ahead' }],
    });
  }
  const account = input.kind === 'account' ? await findUserByUsername(db, input.value) : undefined;
  if (input.kind === 'account') {
    if (!account) throw new ActError('NOT_FOUND', `There is no staff account ${input.value}.`);
    if (account.id === writer.actor.userId)
      throw new ActError('CONFLICT', 'You cannot block your own account.');
  }
  const row = await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('blocked_contacts')
      .selectAll()
      .where('kind', '=', input.kind)
      .where('value', '=', input.value)
      .executeTakeFirst();
    if (existing && toBlockItem(existing, writer.now).active) {
      throw new ActError('CONFLICT', `${input.value} is already on the Black List.`);
    }
    // An expired block gives way to the new one.
    if (existing) await trx.deleteFrom('blocked_contacts').where('id', '=', existing.id).execute();
    const inserted = await trx
      .insertInto('blocked_contacts')
      .values({
        kind: input.kind,
        value: input.value,
        reason: input.reason,
        created_by: writer.actor.username,
        created_at: writer.now.toISOString(),
        expires_at: input.expires_at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await logOperation(trx, {
      operation: 'contact-blocked',
      target: input.value,
      actor: writer.actor,
      now: writer.now,
      detail: input.reason,
      changes: {
        before: {},
        after: { kind: input.kind, reason: input.reason, expires_at: input.expires_at },
      },
    });
    return inserted;
  });
  // A blocked account's open sessions end now, not at their expiry.
  if (account) await endSessionsOf(db, account.id, writer.now);
  return toBlockItem(row, writer.now);
}

export async function removeBlock(db: Kysely<Database>, id: number, writer: Writer): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('blocked_contacts').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ActError('NOT_FOUND', `There is no Black List entry ${id}.`);
    await trx.deleteFrom('blocked_contacts').where('id', '=', id).execute();
    await logOperation(trx, {
      operation: 'contact-unblocked',
      target: row.value,
      actor: writer.actor,
      now: writer.now,
      changes: { before: { kind: row.kind, reason: row.reason, expires_at: row.expires_at }, after: {} },
    });
  });
}

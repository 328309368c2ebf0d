// Short links: listed, created with a random code, edited, deleted, and followed (GET /r/{code}), which counts the
// click. Each write of an admin and its operation log entry are one transaction; a click is no admin's write and is
// counted, not logged.
import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  isWebAddress,
  REDIRECT_CODE,
  type ActParsedParams,
  type ActResult,
  type RedirectItem,
  type redirectCreateAct,
  type redirectsAct,
  type redirectUpdateAct,
} from '@bluemanager/protocol';
import type { SignedInContext } from '../../act-channel/act-handler.js';
import { write } from '../../act-channel/write.js';
import { fetchPage } from '../../db/page.js';
import type { Database } from '../../db/schema.js';
import { containsText } from '../../db/text-match.js';
import { ActError } from '../../domain/act-error.js';
import { changedFields } from '../../domain/oplog/operation-log.js';

type Writer = Pick<SignedInContext, 'db' | 'actor' | 'now'>;

const CODE_LENGTH = 7;
// No 0/O or 1/l/I: a code is read off a screen and typed by hand.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function newRedirectCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

const SORT_COLUMNS = {
  note: 'note',
  clicks: 'clicks',
  expires_on: 'expires_on',
  created_at: 'created_at',
} as const;

export async function listRedirects(
  db: Kysely<Database>,
  params: ActParsedParams<typeof redirectsAct>,
): Promise<ActResult<typeof redirectsAct>> {
  let query = db.selectFrom('ad_redirects').selectAll();
  const text = params.q || undefined;
  if (text) {
    query = query.where((eb) =>
      eb.or([
        containsText(eb.ref('note'), text),
        containsText(eb.ref('code'), text),
        containsText(eb.ref('target'), text),
      ]),
    );
  }
  const page = await fetchPage(db, query, params, (selected) =>
    selected.orderBy(SORT_COLUMNS[params.sort], params.dir).orderBy('id'),
  );
  return page;
}

export async function findRedirect(db: Kysely<Database>, id: number): Promise<RedirectItem> {
  const row = await db.selectFrom('ad_redirects').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no redirect ${id}.`);
  return row;
}

export async function createRedirect(
  context: Writer,
  params: ActParsedParams<typeof redirectCreateAct>,
): Promise<RedirectItem> {
  const at = context.now.toISOString();
  const values = { ...params, code: newRedirectCode() };
  const id = await write(context, async (trx, log) => {
    const row = await trx
      .insertInto('ad_redirects')
      .values({ ...values, clicks: 0, last_click_at: null, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await log({ operation: 'redirect-created', target: params.note, changes: { before: {}, after: values } });
    return row.id;
  });
  return findRedirect(context.db, id);
}

export async function updateRedirect(
  context: Writer,
  params: ActParsedParams<typeof redirectUpdateAct>,
): Promise<RedirectItem> {
  const { id, ...sent } = params;
  const before = await findRedirect(context.db, id);
  const fields = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
  const changes = changedFields(before, fields);
  if (Object.keys(changes.after).length === 0) throw new ActError('INVALID_PARAMS', 'Nothing to change.');
  await write(context, async (trx, log) => {
    await trx
      .updateTable('ad_redirects')
      .set({
        ...(sent.note !== undefined ? { note: sent.note } : {}),
        ...(sent.target !== undefined ? { target: sent.target } : {}),
        ...(sent.expires_on !== undefined ? { expires_on: sent.expires_on } : {}),
        updated_at: context.now.toISOString(),
      })
      .where('id', '=', id)
      .execute();
    await log({ operation: 'redirect-updated', target: before.note, changes });
  });
  return findRedirect(context.db, id);
}

export async function deleteRedirect(context: Writer, id: number): Promise<{ id: number }> {
  const before = await findRedirect(context.db, id);
  await write(context, async (trx, log) => {
    await trx.deleteFrom('ad_redirects').where('id', '=', id).execute();
    await log({
      operation: 'redirect-deleted',
      target: before.note,
      changes: { before: { code: before.code, target: before.target }, after: {} },
    });
  });
  return { id };
}

export type Followed = { kind: 'found'; target: string } | { kind: 'unknown' } | { kind: 'expired' };

/**
 * Follows a short link: an unknown code (or one that is no code) is unknown, a link past its last day is expired,
 * and a stored target that is no http(s) address (written by hand into the table) is treated as unknown rather
 * than sent to the browser. A followed link counts the click.
 */
export async function followRedirect(db: Kysely<Database>, code: string, now: Date): Promise<Followed> {
  if (!REDIRECT_CODE.test(code)) return { kind: 'unknown' };
  const row = await db
    .selectFrom('ad_redirects')
    .select(['id', 'target', 'expires_on'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row || !isWebAddress(row.target)) return { kind: 'unknown' };
  if (row.expires_on !== null && row.expires_on < now.toISOString().slice(0, 10)) return { kind: 'expired' };
  await db
    .updateTable('ad_redirects')
    .set({ clicks: sql<number>`clicks + 1`, last_click_at: now.toISOString() })
    .where('id', '=', row.id)
    .execute();
  return { kind: 'found', target: row.target };
}

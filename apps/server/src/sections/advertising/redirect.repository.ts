// Short links: listed, created with a random code, edited, deleted, and followed (GET /r/{code}), which counts the
// click: in the link's total and in its day's row (ad_redirect_daily, under the agent and group the link advertises),
// which Ad Analytics reads. Each write of an admin and its operation log entry are one transaction; a click is no
// admin's write and is counted, not logged. A click is anyone's: robots and repeated clicks count as well (telling
// them apart is out of scope), which is why the figure is called clicks, not visitors.
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
  note: 'ad_redirects.note',
  clicks: 'ad_redirects.clicks',
  expires_on: 'ad_redirects.expires_on',
  created_at: 'ad_redirects.created_at',
} as const;

/** The links with the names of the agent and group they advertise ('' for none). */
function redirectRows(db: Kysely<Database>) {
  return db
    .selectFrom('ad_redirects')
    .leftJoin('ad_agents', 'ad_agents.id', 'ad_redirects.agent_id')
    .leftJoin('ad_groups', 'ad_groups.id', 'ad_redirects.group_id')
    .selectAll('ad_redirects')
    .select((eb) => [
      eb.fn.coalesce('ad_agents.name', sql<string>`''`).as('agent_name'),
      eb.fn.coalesce('ad_groups.gname', sql<string>`''`).as('group_name'),
    ]);
}

export async function listRedirects(
  db: Kysely<Database>,
  params: ActParsedParams<typeof redirectsAct>,
): Promise<ActResult<typeof redirectsAct>> {
  let query = redirectRows(db);
  const text = params.q || undefined;
  if (text) {
    query = query.where((eb) =>
      eb.or([
        containsText(eb.ref('ad_redirects.note'), text),
        containsText(eb.ref('ad_redirects.code'), text),
        containsText(eb.ref('ad_redirects.target'), text),
      ]),
    );
  }
  const page = await fetchPage(db, query, params, (selected) =>
    selected.orderBy(SORT_COLUMNS[params.sort], params.dir).orderBy('ad_redirects.id'),
  );
  return page;
}

export async function findRedirect(db: Kysely<Database>, id: number): Promise<RedirectItem> {
  const row = await redirectRows(db).where('ad_redirects.id', '=', id).executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no redirect ${id}.`);
  return row;
}

/**
 * The agent and group a link is to advertise: a group stands for its own agent, so a group alone sets the agent,
 * and an agent named beside a group must be that group's.
 */
async function advertised(
  db: Kysely<Database>,
  agentId: number | null,
  groupId: number | null,
): Promise<{ agent_id: number | null; group_id: number | null }> {
  if (groupId !== null) {
    const group = await db
      .selectFrom('ad_groups')
      .select(['agent_id', 'gname'])
      .where('id', '=', groupId)
      .executeTakeFirst();
    if (!group) throw new ActError('INVALID_PARAMS', `There is no ad group ${groupId}.`);
    if (agentId !== null && agentId !== group.agent_id)
      throw new ActError('INVALID_PARAMS', `The ad group ${group.gname} belongs to another agent.`, {
        issues: [{ path: 'group_id', message: 'the group belongs to another agent' }],
      });
    return { agent_id: group.agent_id, group_id: groupId };
  }
  if (agentId !== null) {
    const agent = await db.selectFrom('ad_agents').select('id').where('id', '=', agentId).executeTakeFirst();
    if (!agent) throw new ActError('INVALID_PARAMS', `There is no ad agent ${agentId}.`);
  }
  return { agent_id: agentId, group_id: null };
}

export async function createRedirect(
  context: Writer,
  params: ActParsedParams<typeof redirectCreateAct>,
): Promise<RedirectItem> {
  const at = context.now.toISOString();
  const links = await advertised(context.db, params.agent_id, params.group_id);
  const values = { ...params, ...links, code: newRedirectCode() };
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
  // A changed agent or group is checked as a pair: the one not sent keeps its value, unless a new agent is not
  // the kept group's, which then lets the group go.
  if (sent.agent_id !== undefined || sent.group_id !== undefined) {
    const groupKept = sent.group_id === undefined && sent.agent_id !== before.agent_id;
    const links = await advertised(
      context.db,
      sent.agent_id !== undefined ? sent.agent_id : before.agent_id,
      sent.group_id !== undefined ? sent.group_id : groupKept ? null : before.group_id,
    );
    sent.agent_id = links.agent_id;
    sent.group_id = links.group_id;
  }
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
        ...(sent.agent_id !== undefined ? { agent_id: sent.agent_id } : {}),
        ...(sent.group_id !== undefined ? { group_id: sent.group_id } : {}),
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
 * than sent to the browser. A followed link counts the click: its total, and its day's row by an upsert (one row
 * per day and link, so a click costs one small write whatever the traffic), in one transaction so the two agree.
 */
export async function followRedirect(db: Kysely<Database>, code: string, now: Date): Promise<Followed> {
  if (!REDIRECT_CODE.test(code)) return { kind: 'unknown' };
  const row = await db
    .selectFrom('ad_redirects')
    .select(['id', 'target', 'expires_on', 'agent_id', 'group_id'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row || !isWebAddress(row.target)) return { kind: 'unknown' };
  const day = now.toISOString().slice(0, 10);
  if (row.expires_on !== null && row.expires_on < day) return { kind: 'expired' };
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('ad_redirects')
      .set({ clicks: sql<number>`clicks + 1`, last_click_at: now.toISOString() })
      .where('id', '=', row.id)
      .execute();
    await trx
      .insertInto('ad_redirect_daily')
      .values({ day, redirect_id: row.id, agent_id: row.agent_id, group_id: row.group_id, clicks: 1 })
      .onConflict((conflict) =>
        conflict.columns(['day', 'redirect_id']).doUpdateSet({
          clicks: sql`ad_redirect_daily.clicks + 1`,
          agent_id: row.agent_id,
          group_id: row.group_id,
        }),
      )
      .execute();
  });
  return { kind: 'found', target: row.target };
}

// Staff accounts as the Authority acts answer them: the row, its buildings, whether its level must use two-factor,
// its open sessions and last sign-in, and whether the caller may change it. A page's extras are read in one query
// each, never one per row.
import type { Kysely } from 'kysely';
import {
  STAFF_LANGUAGES,
  isLevel,
  type ActParsedParams,
  type ActResult,
  type StaffItem,
  type staffListAct,
} from '@bluemanager/protocol';
import type { Database, UserRow } from '../../db/schema.js';
import { fetchPage } from '../../db/page.js';
import { containsText } from '../../db/text-match.js';
import type { SessionPolicy } from '../../domain/auth/session.service.js';
import { ActError } from '../../domain/act-error.js';
import { mayManage, type Manager } from './staff-rules.js';
import { reachesAllStaff } from './staff-reach.js';
import './staff.table.js';

export interface Reader {
  session: Manager & { bPartner: boolean };
  now: Date;
  policy: SessionPolicy;
}

/** A session counts as open while neither revoked nor past its absolute or idle expiry. */
export function openSessionsQuery(db: Kysely<Database>, now: Date, policy: SessionPolicy) {
  const idleSince = new Date(now.getTime() - policy.idleMinutes * 60_000).toISOString();
  return db
    .selectFrom('sessions')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .where('last_seen_at', '>', idleSince);
}

async function requiredLevels(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db
    .selectFrom('level_policies')
    .select('level')
    .where('require_two_factor', '=', 1)
    .execute();
  return new Set(rows.map((row) => row.level));
}

export async function staffItems(
  db: Kysely<Database>,
  rows: readonly UserRow[],
  reader: Reader,
): Promise<StaffItem[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [links, open, signIns, required] = await Promise.all([
    db
      .selectFrom('user_buildings')
      .select(['user_id', 'building_id'])
      .where('user_id', 'in', ids)
      .orderBy('building_id')
      .execute(),
    openSessionsQuery(db, reader.now, reader.policy)
      .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_id', 'in', ids)
      .groupBy('user_id')
      .execute(),
    db
      .selectFrom('sessions')
      .select(['user_id', (eb) => eb.fn.max('created_at').as('last')])
      .where('user_id', 'in', ids)
      .groupBy('user_id')
      .execute(),
    requiredLevels(db),
  ]);
  return rows.map((row) => {
    const level = isLevel(row.level) ? row.level : '1';
    return {
      id: row.id,
      username: row.username,
      level,
      partner: row.partner,
      buildings: links.filter((link) => link.user_id === row.id).map((link) => link.building_id),
      email: row.email,
      language: STAFF_LANGUAGES.find((language) => language === row.language) ?? 'en',
      state: row.disabled_at === null ? 'active' : 'disabled',
      two_factor: row.totp_secret !== null,
      two_factor_required: required.has(row.level),
      active_sessions: Number(open.find((entry) => entry.user_id === row.id)?.n ?? 0),
      last_sign_in_at: signIns.find((entry) => entry.user_id === row.id)?.last ?? null,
      created_at: row.created_at,
      manageable: mayManage(reader.session, row),
    };
  });
}

/** A live (not deleted) account; the dispatcher's `staff` scope has already checked it is in reach. */
export async function findStaff(db: Kysely<Database>, id: number): Promise<UserRow> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no staff account ${id}.`);
  return row;
}

export async function staffItem(db: Kysely<Database>, id: number, reader: Reader): Promise<StaffItem> {
  const [item] = await staffItems(db, [await findStaff(db, id)], reader);
  if (!item) throw new ActError('NOT_FOUND', `There is no staff account ${id}.`);
  return item;
}

export async function listStaff(
  db: Kysely<Database>,
  params: ActParsedParams<typeof staffListAct>,
  reader: Reader,
): Promise<ActResult<typeof staffListAct>> {
  const query = db
    .selectFrom('users')
    .selectAll()
    .where((eb) => {
      const conditions = [eb('deleted_at', 'is', null)];
      // A partner admin sees their own partner's staff only, whatever the filters say.
      if (!reachesAllStaff(reader.session)) conditions.push(eb('partner', '=', reader.session.partner));
      if (params.q) {
        conditions.push(
          eb.or([containsText(eb.ref('username'), params.q), containsText(eb.ref('email'), params.q)]),
        );
      }
      if (params.level) conditions.push(eb('level', '=', params.level));
      if (params.partner) conditions.push(eb('partner', '=', params.partner));
      if (params.state === 'active') conditions.push(eb('disabled_at', 'is', null));
      if (params.state === 'disabled') conditions.push(eb('disabled_at', 'is not', null));
      return eb.and(conditions);
    });
  const page = await fetchPage(db, query, params, (ordered) => ordered.orderBy('username').orderBy('id'));
  return { total: page.total, items: await staffItems(db, page.items, reader) };
}

// The parcel list behind the Pending / Collected pages and the CSV export: one set of filter conditions over the
// parcels table, every one of them answered by an index (substrings through the search index).
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import {
  MAX_PARCEL_OFFSET,
  MIN_SEARCH_LENGTH,
  type PARCEL_SORTS,
  type ParcelFilter,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { containsText } from '../../db/text-match.js';
import { buildingFilter, type BuildingScope } from '../../domain/buildings/scope.js';
import { dialectOf } from './dialect-of.js';
import { parcelsWithPlace, type ParcelWithPlace } from './parcel.repository.js';
import { searchTextContains } from './parcel-search-index.js';

/** The deposit dates a user typed, as ISO bounds for the buildings whose stored zone is `zone`. */
export interface DepositWindow {
  zone: string;
  from?: string;
  to?: string;
}

export interface ParcelQuery extends Omit<ParcelFilter, 'muuid' | 'from' | 'to'> {
  machineId?: number;
  /**
   * The deposit date filter, one window per time zone the buildings use: a day is the building's day, as the
   * list shows each parcel's times in its building's zone. Empty when no date is given.
   */
  deposited: DepositWindow[];
  now: Date;
}

export type ParcelSort = (typeof PARCEL_SORTS)[number];

const SORT_COLUMNS = {
  deposited: 'parcels.deposited_at',
  due: 'parcels.due_at',
  collected: 'parcels.collected_at',
  created: 'parcels.created_at',
  id: 'parcels.id',
  carrier: 'parcels.carrier',
  state: 'parcels.state',
} as const satisfies Record<ParcelSort, string>;

// Parcel ids are 32-bit; a longer run of digits can only be part of a phone number.
const PARCEL_ID_TEXT = /^\d{1,9}$/;

function parcelConditions(
  db: Kysely<Database>,
  scope: BuildingScope,
  filter: ParcelQuery,
): Expression<SqlBool>[] {
  const dialect = dialectOf(db);
  const id = sql.ref<number>('parcels.id');
  const searchText = sql.ref<string>('parcels.search_text');
  const indexed = (text: string) => searchTextContains(dialect, id, searchText, text);
  // The search index narrows to the parcels whose text holds the substring; the column check makes it exact.
  const columnContains = (column: string, text: string) =>
    sql<SqlBool>`(${indexed(text)} and ${containsText(sql.ref(column), text)})`;
  const conditions: Expression<SqlBool>[] = [
    buildingFilter(sql.ref('parcels.building_id'), scope, filter.buid),
  ];
  if (filter.machineId !== undefined) conditions.push(sql<SqlBool>`parcels.machine_id = ${filter.machineId}`);
  if (filter.c) conditions.push(columnContains('parcels.carrier', filter.c));
  if (filter.p) conditions.push(columnContains('parcels.phone', filter.p));
  if (filter.email) conditions.push(columnContains('parcels.email', filter.email));
  if (filter.id !== undefined) conditions.push(sql<SqlBool>`parcels.id = ${filter.id}`);
  if (filter.state !== 'all') conditions.push(sql<SqlBool>`parcels.state = ${filter.state}`);
  if (filter.overtime) {
    conditions.push(sql<SqlBool>`parcels.state = 'pending' and parcels.due_at < ${filter.now.toISOString()}`);
  }
  if (filter.abnormal) conditions.push(sql<SqlBool>`parcels.abnormal = 1`);
  if (filter.unattended) conditions.push(sql<SqlBool>`parcels.unattended = 1`);
  if (filter.deposited.length > 0) {
    const windows = filter.deposited.map((window) => {
      const inZone = sql<SqlBool>`parcels.building_id in (select id from buildings where timezone = ${window.zone})`;
      const from = window.from ? sql<SqlBool>`parcels.deposited_at >= ${window.from}` : sql<SqlBool>`1 = 1`;
      const to = window.to ? sql<SqlBool>`parcels.deposited_at <= ${window.to}` : sql<SqlBool>`1 = 1`;
      return sql<SqlBool>`(${inZone} and ${from} and ${to})`;
    });
    conditions.push(sql<SqlBool>`(${sql.join(windows, sql` or `)})`);
  }
  if (filter.s) {
    const text = filter.s;
    const byId = PARCEL_ID_TEXT.test(text) ? sql<SqlBool>`parcels.id = ${Number(text)}` : undefined;
    const byText = text.length >= MIN_SEARCH_LENGTH ? indexed(text) : undefined;
    if (byId && byText) conditions.push(sql<SqlBool>`(${byId} or ${byText})`);
    else conditions.push(byId ?? byText ?? sql<SqlBool>`1 = 0`);
  }
  return conditions;
}

export interface ParcelPage {
  total: number;
  capped: boolean;
  rows: ParcelWithPlace[];
}

export interface ParcelPageRequest {
  sort: ParcelSort;
  dir: 'asc' | 'desc';
  offset: number;
  count: number;
}

/** The two queries of a page: its rows, and the count of matches (stopping past the deepest reachable page). */
export function parcelPageQueries(
  db: Kysely<Database>,
  scope: BuildingScope,
  filter: ParcelQuery,
  page: ParcelPageRequest,
) {
  const conditions = parcelConditions(db, scope, filter);
  const rows = parcelsWithPlace(db)
    .where((eb) => eb.and(conditions))
    .orderBy(SORT_COLUMNS[page.sort], page.dir)
    .orderBy('parcels.id', page.dir)
    .offset(page.offset)
    .limit(page.count);
  // Counting stops past the deepest page one can reach, so a broad filter over a million parcels stays cheap.
  const matching = db
    .selectFrom('parcels')
    .select('parcels.id')
    .where((eb) => eb.and(conditions))
    .limit(MAX_PARCEL_OFFSET + 1);
  const count = db.selectFrom(matching.as('matching')).select((eb) => eb.fn.countAll<number>().as('count'));
  return { rows, count };
}

export async function listParcels(
  db: Kysely<Database>,
  scope: BuildingScope,
  filter: ParcelQuery,
  page: ParcelPageRequest,
): Promise<ParcelPage> {
  const queries = parcelPageQueries(db, scope, filter, page);
  const rows = await queries.rows.execute();
  const total = Number((await queries.count.executeTakeFirstOrThrow()).count);
  return { total: Math.min(total, MAX_PARCEL_OFFSET), capped: total > MAX_PARCEL_OFFSET, rows };
}

/**
 * Every matching parcel, newest id first, a batch at a time (keyset paging on the id), so an export of any size
 * holds one batch in memory.
 */
export async function* eachParcelBatch(
  db: Kysely<Database>,
  scope: BuildingScope,
  filter: ParcelQuery,
  batchSize = 1000,
): AsyncGenerator<ParcelWithPlace[]> {
  const conditions = parcelConditions(db, scope, filter);
  let before: number | undefined;
  for (;;) {
    let query = parcelsWithPlace(db).where((eb) => eb.and(conditions));
    if (before !== undefined) query = query.where('parcels.id', '<', before);
    const rows = await query.orderBy('parcels.id', 'desc').limit(batchSize).execute();
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    before = rows[rows.length - 1]?.id;
  }
}

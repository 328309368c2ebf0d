// `npm run bench:parcels`: the parcel list at a million parcels. Server time (the page query and its count, as the
// parcel list act runs them) p95 over BENCH_CALLS calls of
//   - the list: first page of one building's collected parcels, newest first;
//   - a phone-substring search: first page of the parcels whose phone contains seven digits of a real number;
// each beside the same queries forced to a full scan, as the ratio the indexes save. Then it streams the CSV
// export of every parcel and reports how far the heap grew. Targets: list < 20 ms, search < 50 ms.
//
// It uses DATABASE_URL when set (load it with `npm run seed:large`); otherwise a temporary SQLite database with the
// demo network and BENCH_PARCELS (1,000,000) parcels, removed at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { parcelFilter } from '@bluemanager/protocol';
import { openDatabase, openSqlite, type DatabaseHandle } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';
import { seedDemo } from '../db/seed/demo.js';
import { seedLargeParcels } from '../db/seed/large.js';
import { hashPassword } from '../domain/auth/password.js';
import type { BuildingScope } from '../domain/buildings/scope.js';
import { parcelCsv } from '../sections/parcels/parcel-csv.js';
import { eachParcelBatch, parcelPageQueries, type ParcelQuery } from '../sections/parcels/parcel-list.js';
import { ftsPhrase } from '../sections/parcels/parcel-search-index.js';
import { likePattern } from '../db/text-match.js';

const CALLS = Math.max(200, Number(process.env.BENCH_CALLS ?? 200));
// A full scan of a million rows takes long; its p95 settles well within a few dozen calls.
const BASELINE_CALLS = Number(process.env.BENCH_BASELINE_CALLS ?? 20);
const PARCELS = Number(process.env.BENCH_PARCELS ?? 1_000_000);
const TARGETS = { list: 20, search: 50 };
const ALL: BuildingScope = { kind: 'all' };
const PAGE = { sort: 'deposited', dir: 'desc', offset: 0, count: 50 } as const;

type Pair = [CompiledQuery, CompiledQuery];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function timed(calls: number, run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

function compiledPair(db: Kysely<Database>, filter: ParcelQuery): Pair {
  const { rows, count } = parcelPageQueries(db, ALL, filter, PAGE);
  return [rows.compile(), count.compile()];
}

/**
 * The same queries without the indexes. SQLite: the parcels table NOT INDEXED and the search index swapped for the
 * LIKE it stands for. PostgreSQL: on one connection with index and bitmap scans turned off.
 */
function sqliteScan(query: CompiledQuery, phone?: string): CompiledQuery {
  let text = query.sql.replaceAll('from "parcels"', 'from "parcels" not indexed');
  let parameters = [...query.parameters];
  if (phone) {
    text = text.replace(
      /"parcels"\."id" in \(select rowid from parcels_fts where parcels_fts match \?\)/,
      `lower("parcels"."search_text") like ? escape '\\'`,
    );
    parameters = parameters.map((value) => (value === ftsPhrase(phone) ? likePattern(phone) : value));
  }
  return CompiledQuery.raw(text, parameters);
}

async function runPair(db: Kysely<Database>, [rows, count]: Pair): Promise<void> {
  await db.executeQuery(rows);
  await db.executeQuery(count);
}

async function measureScan(handle: DatabaseHandle, pair: Pair, phone?: string): Promise<number[]> {
  if (handle.dialect === 'sqlite') {
    const scan: Pair = [sqliteScan(pair[0], phone), sqliteScan(pair[1], phone)];
    return timed(BASELINE_CALLS, () => runPair(handle.db, scan));
  }
  return handle.db.connection().execute(async (connection) => {
    await sql`set enable_indexscan = off`.execute(connection);
    await sql`set enable_bitmapscan = off`.execute(connection);
    await sql`set enable_indexonlyscan = off`.execute(connection);
    try {
      return await timed(BASELINE_CALLS, () => runPair(connection, pair));
    } finally {
      await sql`reset all`.execute(connection);
    }
  });
}

async function openBenchDatabase(): Promise<{ handle: DatabaseHandle; cleanup: () => void }> {
  if (process.env.DATABASE_URL) {
    const handle = openDatabase(process.env.DATABASE_URL);
    await migrateToLatest(handle);
    // Right after a bulk load PostgreSQL's visibility map is empty, so counts cannot be answered from the index
    // alone until autovacuum passes; the bench measures the steady state, as autovacuum would leave it.
    if (handle.dialect === 'postgres') await sql`vacuum (analyze) parcels`.execute(handle.db);
    console.log(
      `database: ${handle.description} (as loaded${handle.dialect === 'postgres' ? ', vacuumed' : ''})`,
    );
    return { handle, cleanup: () => undefined };
  }
  const dir = mkdtempSync(join(tmpdir(), 'bluemanager-parcels-bench-'));
  const handle = openSqlite(join(dir, 'bench.sqlite'));
  await migrateToLatest(handle);
  const started = performance.now();
  const now = new Date();
  await seedDemo(handle.db, { now, hashPassword });
  await seedLargeParcels(handle.db, { count: PARCELS, now });
  await sql`analyze`.execute(handle.db);
  console.log(
    `database: temporary SQLite, demo network + ${PARCELS.toLocaleString('en-US')} parcels seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  return { handle, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

function report(name: string, indexed: number[], scan: number[], target: number): boolean {
  const p95 = percentile(indexed, 95);
  const scanP95 = percentile(scan, 95);
  const ok = p95 < target;
  console.log(
    `${name.padEnd(8)} p95 ${p95.toFixed(2).padStart(7)} ms (p50 ${percentile(indexed, 50).toFixed(2)} ms, ${indexed.length} calls)` +
      ` | full scan p95 ${scanP95.toFixed(1).padStart(8)} ms (${scan.length} calls)` +
      ` | ${(scanP95 / p95).toFixed(0)}x saved | target < ${target} ms ${ok ? 'ok' : 'MISSED'}`,
  );
  return ok;
}

async function exportHeap(db: Kysely<Database>): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  // With --expose-gc the heap is measured after a collection every few chunks: what the export holds on to, not
  // the garbage it leaves for the next collection.
  const heap = () => {
    gc?.();
    return process.memoryUsage().heapUsed;
  };
  const before = heap();
  let peak = before;
  let rows = 0;
  let bytes = 0;
  let chunks = 0;
  const started = performance.now();
  for await (const chunk of parcelCsv(
    eachParcelBatch(db, ALL, { ...parcelFilter.parse({}), deposited: [], now: new Date() }),
    new Date(),
  )) {
    bytes += chunk.length;
    rows += chunk.split('\r\n').length - 1;
    chunks += 1;
    if (chunks % 20 === 0) peak = Math.max(peak, heap());
  }
  const mb = (value: number) => (value / 1_048_576).toFixed(1);
  console.log(
    `csv export: ${(rows - 1).toLocaleString('en-US')} rows, ${mb(bytes)} MB of CSV in ${((performance.now() - started) / 1000).toFixed(1)} s;` +
      ` heap grew at most ${mb(peak - before)} MB (${((peak - before) / bytes).toFixed(3)} of the export size)${gc ? '' : ' (run node with --expose-gc for a steadier figure)'}`,
  );
}

async function main(): Promise<void> {
  const { handle, cleanup } = await openBenchDatabase();
  const { db } = handle;
  try {
    const { total } = await db
      .selectFrom('parcels')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const newest = await db
      .selectFrom('parcels')
      .select(['building_id', 'phone'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const phone = newest.phone.slice(3);
    console.log(
      `${Number(total).toLocaleString('en-US')} parcels; list: building ${newest.building_id}, state collected; search: phone contains '${phone}'`,
    );
    const now = new Date();
    const none = parcelFilter.parse({});
    const list: ParcelQuery = { ...none, buid: newest.building_id, state: 'collected', deposited: [], now };
    const search: ParcelQuery = { ...none, p: phone, deposited: [], now };
    const listPair = compiledPair(db, list);
    const searchPair = compiledPair(db, search);
    await timed(10, () => runPair(db, listPair));
    await timed(10, () => runPair(db, searchPair));
    const listTimes = await timed(CALLS, () => runPair(db, compiledPair(db, list)));
    const searchTimes = await timed(CALLS, () => runPair(db, compiledPair(db, search)));
    const listScan = await measureScan(handle, listPair);
    const searchScan = await measureScan(handle, searchPair, phone);
    const ok = [
      report('list', listTimes, listScan, TARGETS.list),
      report('search', searchTimes, searchScan, TARGETS.search),
    ];
    await exportHeap(db);
    if (!ok.every(Boolean)) process.exitCode = 1;
  } finally {
    await handle.close();
    cleanup();
  }
}

await main();

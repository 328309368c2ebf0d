// `npm run bench:dispatch`: 100,000 queued messages (BENCH_MESSAGES) sent through the message dispatcher to the
// development outbox; prints messages per second and the peak memory, and checks the outbox's journal holds every
// message exactly once. It uses DATABASE_URL when set, otherwise a temporary SQLite database with the demo network.
//
// With DISPATCH_DRAIN=1 and DATABASE_URL it only drains that database's queue, printing "sent <n>" after each pass:
// the crash test (test/integration/dispatch-crash.test.ts) kills it mid-way and checks nothing was lost or doubled.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase, openSqlite, type DatabaseHandle } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemo } from '../db/seed/demo.js';
import { hashPassword } from '../domain/auth/password.js';
import { drainToOutbox, queueBacklog } from './outbox-messages.js';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100_000);
const BATCH = process.env.BENCH_BATCH ? Number(process.env.BENCH_BATCH) : undefined;
const MB = 1024 * 1024;

async function drainOnly(url: string): Promise<void> {
  const handle = openDatabase(url);
  const sent = await drainToOutbox(
    handle.db,
    () => new Date(),
    (total) => console.log(`sent ${total}`),
    BATCH,
  );
  console.log(`drained ${sent}`);
  await handle.db.destroy();
}

async function openBenchDatabase(): Promise<{ handle: DatabaseHandle; cleanup: () => void }> {
  if (process.env.DATABASE_URL) {
    const handle = openDatabase(process.env.DATABASE_URL);
    await migrateToLatest(handle);
    return { handle, cleanup: () => undefined };
  }
  const dir = mkdtempSync(join(tmpdir(), 'bluemanager-dispatch-bench-'));
  const handle = openSqlite(join(dir, 'bench.sqlite'));
  await migrateToLatest(handle);
  await seedDemo(handle.db, { now: new Date(), hashPassword });
  return { handle, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

async function main(): Promise<void> {
  if (process.env.DISPATCH_DRAIN === '1') {
    if (!process.env.DATABASE_URL) throw new Error('DISPATCH_DRAIN needs DATABASE_URL');
    return drainOnly(process.env.DATABASE_URL);
  }
  const { handle, cleanup } = await openBenchDatabase();
  const db = handle.db;
  try {
    // Only the backlog is measured: what the demo seed queued is sent first.
    await drainToOutbox(
      db,
      () => new Date(),
      () => undefined,
    );
    const journalled = async () =>
      Number(
        (
          await db
            .selectFrom('outbox_deliveries')
            .select([
              sql<number>`count(*)`.as('rows'),
              sql<number>`count(distinct message_id)`.as('messages'),
            ])
            .executeTakeFirstOrThrow()
        ).rows,
      );
    const before = await journalled();
    const queuedAt = performance.now();
    await queueBacklog(db, MESSAGES, new Date());
    console.log(
      `database: ${handle.dialect}; ${MESSAGES.toLocaleString('en-US')} messages queued in ${((performance.now() - queuedAt) / 1000).toFixed(1)} s`,
    );
    let peakRss = process.memoryUsage().rss;
    let peakHeap = process.memoryUsage().heapUsed;
    const started = performance.now();
    const sent = await drainToOutbox(
      db,
      () => new Date(),
      () => {
        const memory = process.memoryUsage();
        peakRss = Math.max(peakRss, memory.rss);
        peakHeap = Math.max(peakHeap, memory.heapUsed);
      },
      BATCH,
    );
    const seconds = (performance.now() - started) / 1000;
    const counts = await db
      .selectFrom('outbox_deliveries')
      .select([sql<number>`count(*)`.as('rows'), sql<number>`count(distinct message_id)`.as('messages')])
      .executeTakeFirstOrThrow();
    const rows = Number(counts.rows) - before;
    console.log(`sent ${sent.toLocaleString('en-US')} messages in ${seconds.toFixed(1)} s`);
    console.log(`messages per second: ${Math.round(sent / seconds).toLocaleString('en-US')}`);
    console.log(
      `peak memory: rss ${(peakRss / MB).toFixed(0)} MB (max resident ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB), heap ${(peakHeap / MB).toFixed(0)} MB`,
    );
    const exact = sent === MESSAGES && rows === MESSAGES && Number(counts.messages) === Number(counts.rows);
    console.log(
      `outbox journal: ${rows.toLocaleString('en-US')} deliveries, each message once: ${exact ? 'yes' : 'NO'}`,
    );
    if (!exact) process.exitCode = 1;
  } finally {
    await db.destroy();
    cleanup();
  }
}

await main();

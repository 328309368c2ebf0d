// `npm run bench:logs`: Machine Logs at a year of a thousand lockers. Server time (the act's queries: the page, its
// capped count and the names of what the page shows) p95 over BENCH_CALLS calls of
//   - the filtered first page: a random building with a category, a random building's errors in the last 30 days,
//     the fleet's errors (no building), and a building manager's three buildings, all and power only;
//   - a machine's timeline: a random locker's newest 50 entries, and a page six months back (keyset);
// target < 50 ms each. It seeds a temporary SQLite database (the demo network plus BENCH_LOCKERS lockers, 1,000,
// with BENCH_LOG_PER_DAY entries a day each, 12, for BENCH_DAYS days, 365) unless DATABASE_URL names one, which is
// measured as loaded by `npm run seed:machine-logs` (or loaded the same way first when it has no bench lockers). It prints figures; it asserts nothing and is not part of npm test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { MachineLogCategory } from '@bluemanager/protocol';
import { openDatabase, openSqlite, type DatabaseHandle } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { isDatabaseEmpty, seedDemo } from '../db/seed/demo.js';
import { createRandom, seedFrom } from '../db/seed/random.js';
import { hashPassword } from '../domain/auth/password.js';
import { loadedBenchLockers, seedLargeMachineLogs } from '../sections/logs/large-machine-logs.js';
import { listMachineLogs, machineTimeline } from '../sections/logs/machine-logs.js';

const CALLS = Math.max(50, Number(process.env.BENCH_CALLS ?? 200));
const LOCKERS = Number(process.env.BENCH_LOCKERS ?? 1000);
const DAYS = Number(process.env.BENCH_DAYS ?? 365);
const PER_DAY = Number(process.env.BENCH_LOG_PER_DAY ?? 12);
const TARGET_MS = 50;
const DAY = 86_400_000;
const CATEGORIES: readonly MachineLogCategory[] = ['door', 'parcel', 'connection', 'power', 'fault'];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function timed(run: (call: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let call = 0; call < CALLS; call++) {
    const started = performance.now();
    await run(call);
    times.push(performance.now() - started);
  }
  return times;
}

function report(name: string, times: number[]): boolean {
  const p95 = percentile(times, 95);
  const ok = p95 < TARGET_MS;
  console.log(
    `${name.padEnd(34)} p95 ${p95.toFixed(2).padStart(7)} ms (p50 ${percentile(times, 50).toFixed(2)} ms, ${times.length} calls) | target < ${TARGET_MS} ms ${ok ? 'ok' : 'MISSED'}`,
  );
  return ok;
}

async function openBenchDatabase(): Promise<{ handle: DatabaseHandle; cleanup: () => void }> {
  if (process.env.DATABASE_URL) {
    const handle = openDatabase(process.env.DATABASE_URL);
    await migrateToLatest(handle);
    return { handle, cleanup: () => undefined };
  }
  const dir = mkdtempSync(join(tmpdir(), 'bluemanager-logs-bench-'));
  const handle = openSqlite(join(dir, 'bench.sqlite'));
  await migrateToLatest(handle);
  return { handle, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

async function main(): Promise<void> {
  const { handle, cleanup } = await openBenchDatabase();
  const db = handle.db;
  try {
    const now = new Date();
    if (await isDatabaseEmpty(db)) await seedDemo(db, { now, hashPassword });
    const started = performance.now();
    const present = await loadedBenchLockers(db);
    // A database loaded by npm run seed:machine-logs is measured as it is.
    const loaded =
      present.machineIds.length > 0
        ? present
        : await seedLargeMachineLogs(db, {
            lockers: LOCKERS,
            days: DAYS,
            perDay: PER_DAY,
            now,
            onProgress: (rows) => {
              if (rows % 1_000_000 < 50_000) console.log(`  … ${rows.toLocaleString('en-US')} entries`);
            },
          });
    if (handle.dialect === 'postgres') await sql`vacuum (analyze) machine_events`.execute(db);
    const entries = await db
      .selectFrom('machine_events')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    console.log(
      `database: ${handle.description}; ${loaded.machineIds.length.toLocaleString('en-US')} bench lockers in ${loaded.buildingIds.length} buildings, ${Number(entries.count).toLocaleString('en-US')} machine log entries` +
        (loaded.rows > 0
          ? ` (${DAYS} days × ${PER_DAY} a day, loaded in ${((performance.now() - started) / 1000).toFixed(0)} s)`
          : ' (as loaded)'),
    );
    const uuids = (
      await db.selectFrom('machines').select('uuid').where('uuid', 'like', 'bench-%').execute()
    ).map((row) => row.uuid);
    const random = createRandom(seedFrom('machine-logs-bench'));
    const anyBuilding = () => random.pick(loaded.buildingIds);
    const page = { dir: 'desc', offset: 0, count: 50 } as const;
    const lastMonth = new Date(now.getTime() - 30 * DAY).toISOString().slice(0, 10);
    const halfYear = new Date(now.getTime() - 182 * DAY).toISOString();
    const all = { kind: 'all' } as const;

    const results = [
      report(
        'first page: building + category',
        await timed(() =>
          listMachineLogs(db, all, { ...page, buid: anyBuilding(), category: random.pick(CATEGORIES) }),
        ),
      ),
      report(
        'first page: building, errors, 30 days',
        await timed(() =>
          listMachineLogs(db, all, { ...page, buid: anyBuilding(), severity: 'error', from: lastMonth }),
        ),
      ),
      report(
        'first page: fleet errors',
        await timed(() => listMachineLogs(db, all, { ...page, buid: undefined, severity: 'error' })),
      ),
      // A building manager's scope: three buildings, as the dispatcher passes it.
      report(
        'first page: a manager (3 buildings)',
        await timed(() =>
          listMachineLogs(
            db,
            { kind: 'some', buildingIds: loaded.buildingIds.slice(0, 3) },
            { ...page, buid: undefined },
          ),
        ),
      ),
      report(
        'first page: a manager, power',
        await timed(() =>
          listMachineLogs(
            db,
            { kind: 'some', buildingIds: loaded.buildingIds.slice(0, 3) },
            { ...page, buid: undefined, category: 'power' },
          ),
        ),
      ),
      report(
        'timeline: newest 50',
        await timed(() => machineTimeline(db, { uuid: random.pick(uuids), count: 50 })),
      ),
      report(
        'timeline: 50 from six months back',
        await timed(() =>
          machineTimeline(db, {
            uuid: random.pick(uuids),
            count: 50,
            before_at: halfYear,
            before_id: 2_000_000_000,
          }),
        ),
      ),
    ];
    if (!results.every(Boolean)) process.exitCode = 1;
  } finally {
    await db.destroy();
    cleanup();
  }
}

await main();

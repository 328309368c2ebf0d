// `npm run bench:fleet`: the device channel under a fleet's load, next to the act channel measured in the same run,
// and the dashboards over a million parcels. Loopback only; every phase is bounded in time.
//   1. act channel baseline: encrypted act 50038 with autocannon (requests/s)
//   2. fleet load: 1,000 simulated lockers heartbeating every 10 s, depositing and collecting (p50/p99, errors)
//   3. device channel capacity: lockers calling back to back (heartbeats/s, deposits/s sustained, no error)
//   4. dashboards: a million parcels appended, the rollup rebuilt, each view timed in the server
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { actFormBody, createBrowserActCodec } from '@bluemanager/protocol';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import { openSqlite } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.js';
import { seedDemo } from '../db/seed/demo.js';
import { seedLargeParcels } from '../db/seed/large.js';
import { hashPassword } from '../domain/auth/password.js';
import { adminView } from '../sections/dashboard/admin-view.js';
import { managerView } from '../sections/dashboard/manager-view.js';
import { rebuildRollup } from '../sections/dashboard/parcel-rollup.js';
import { statisticCsv, statisticView } from '../sections/dashboard/statistic-view.js';
import { addDays, utcDay } from '../sections/dashboard/utc-days.js';
import { percentile, type SimulationOptions, type SimulationReport } from '../simulator/fleet-simulator.js';
import { provisionSimulatorMachines } from '../simulator/provision.js';
import { simulatorCredentials } from '../simulator/sim-credentials.js';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const LOCKERS = env('BENCH_LOCKERS', 1000);
const LOAD_SECONDS = env('BENCH_FLEET_SECONDS', 40);
const CAPACITY_LOCKERS = env('BENCH_CAPACITY_LOCKERS', 50);
const CAPACITY_SECONDS = env('BENCH_CAPACITY_SECONDS', 10);
const BASELINE_SECONDS = env('BENCH_SECONDS', 5);
const PARCELS = env('BENCH_PARCELS', 1_000_000);
const PASSPHRASE = 'bench';

function simulateInWorker(options: SimulationOptions): Promise<SimulationReport> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../simulator/simulate-worker.js', import.meta.url), {
      workerData: options,
    });
    worker.once('message', (report: SimulationReport) => resolve(report));
    worker.once('error', reject);
  });
}

function line(label: string, report: SimulationReport): string {
  const heartbeat = report.calls.heartbeat;
  const errors = Object.values(report.calls).reduce((sum, stats) => sum + stats.errors, 0);
  return (
    `${label}: ${(heartbeat.count / report.seconds).toFixed(0)} heartbeats/s, ${(report.deposits / report.seconds).toFixed(1)} deposits/s, ` +
    `${(report.pickups / report.seconds).toFixed(1)} pickups/s over ${report.seconds.toFixed(0)} s; heartbeat p50 ` +
    `${percentile(heartbeat.latenciesMs, 50).toFixed(1)} ms p99 ${percentile(heartbeat.latenciesMs, 99).toFixed(1)} ms; ` +
    `deposit p99 ${percentile(report.calls.deposit.latenciesMs, 99).toFixed(1)} ms; errors ${errors}`
  );
}

async function timeMs(run: () => Promise<unknown>, rounds = 5): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `median ${(times[Math.floor(rounds / 2)] ?? 0).toFixed(0)} ms (worst ${(times.at(-1) ?? 0).toFixed(0)} ms)`;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bluemanager-fleet-bench-'));
  const database = openSqlite(join(dir, 'bench.sqlite'));
  await migrateToLatest(database);
  const hash = await hashPassword(DEMO_PASSWORD);
  await seedDemo(database.db, { now: new Date(), hashPassword: async () => hash });
  await provisionSimulatorMachines(database.db, {
    count: Math.max(LOCKERS, CAPACITY_LOCKERS),
    passphrase: PASSPHRASE,
    now: new Date(),
  });
  const config = loadConfig({
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000',
    MACHINE_OFFLINE_AFTER_SECONDS: '60',
  });
  const app = await buildApp({ config, database });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const codec = createBrowserActCodec(config.aesKey, config.aesIv);
    const login = codec.decryptJson(
      await (
        await fetch(`${url}/api`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: actFormBody(8002, codec.encryptJson({ u: 'sysadmin', p: DEMO_PASSWORD })),
        })
      ).text(),
    ) as { token: string };
    const baseline = await autocannon({
      url: `${url}/api`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: actFormBody(50038, codec.encryptJson({ t: login.token })),
      connections: 10,
      duration: BASELINE_SECONDS,
      workers: 1,
    });
    if (baseline.non2xx > 0 || baseline.errors > 0) throw new Error('the act channel baseline had errors');
    console.log(
      `act channel baseline (act 50038, 10 connections): ${baseline.requests.average.toFixed(0)} requests/s, p99 ${baseline.latency.p99} ms`,
    );

    const load = await simulateInWorker({
      url,
      lockers: simulatorCredentials(PASSPHRASE, LOCKERS),
      seconds: LOAD_SECONDS,
      heartbeatSeconds: 10,
      depositChance: 0.3,
      pickupChance: 0.25,
      jamChance: 0.005,
      faultChance: 0.003,
      silentShare: 0,
      silentSeconds: 0,
      seed: 'bench-load',
    });
    console.log(line(`fleet load (${LOCKERS} lockers, heartbeat every 10 s)`, load));
    const p99 = percentile(load.calls.heartbeat.latenciesMs, 99);
    console.log(
      `  target: heartbeat p99 < 50 ms with no error: ${p99 < 50 && load.errors.length === 0 ? 'ok' : 'MISSED'}`,
    );

    const capacity = await simulateInWorker({
      url,
      lockers: simulatorCredentials(PASSPHRASE, CAPACITY_LOCKERS),
      seconds: CAPACITY_SECONDS,
      heartbeatSeconds: 0.001,
      depositChance: 0.3,
      pickupChance: 0.25,
      jamChance: 0,
      faultChance: 0,
      silentShare: 0,
      silentSeconds: 0,
      seed: 'bench-capacity',
    });
    console.log(line(`device channel capacity (${CAPACITY_LOCKERS} lockers back to back)`, capacity));
    const deviceCalls =
      Object.values(capacity.calls).reduce((sum, stats) => sum + stats.count, 0) / capacity.seconds;
    console.log(
      `  device calls/s ${deviceCalls.toFixed(0)} vs act channel ${baseline.requests.average.toFixed(0)}/s: ratio ${(deviceCalls / baseline.requests.average).toFixed(2)}`,
    );
  } finally {
    await app.close();
  }

  if (PARCELS > 0) {
    const started = performance.now();
    await seedLargeParcels(database.db, { count: PARCELS, now: new Date() });
    console.log(
      `appended ${PARCELS.toLocaleString('en-US')} parcels in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    // As `npm run seed:large` does: fresh planner statistics for the grown table.
    await sql`analyze`.execute(database.db);
  }
  const now = new Date();
  const rebuild = performance.now();
  await rebuildRollup(database.db, now);
  await sql`analyze parcel_daily`.execute(database.db);
  console.log(
    `rollup rebuilt over every parcel in ${((performance.now() - rebuild) / 1000).toFixed(1)} s (a job, not a request)`,
  );
  const all = { kind: 'all' } as const;
  const today = utcDay(now);
  const year = { from: addDays(today, -364), to: today, now };
  const twoYears = { from: addDays(today, -729), to: today, now };
  const codec = createBrowserActCodec(config.aesKey, config.aesIv);
  console.log(`dashboards for a system admin (server time, target < 200 ms):`);
  console.log(
    `  manager view (52050):            ${await timeMs(() => managerView(database.db, all, undefined, now))}`,
  );
  console.log(
    `  admin view (52051):              ${await timeMs(() => adminView(database.db, all, codec, now))}`,
  );
  console.log(
    `  statistic view, 1 year (52052):  ${await timeMs(() => statisticView(database.db, all, year))}`,
  );
  console.log(
    `  statistic view, 2 years (52052): ${await timeMs(() => statisticView(database.db, all, twoYears))}`,
  );
  console.log(
    `  statistic CSV, 2 years (52053):  ${await timeMs(() => statisticCsv(database.db, all, twoYears))}`,
  );
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}

await main();

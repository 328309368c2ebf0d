// `npm run bench:ads`: the lockers' screens reporting, and Ad Analytics over a year. Loopback only, bounded.
//   1. baseline: the same lockers' heartbeats over the same channel, measured in the same run (calls/s, p99)
//   2. ingest: 1,000 lockers each sending impression batches of 20 rows (one a minute in real life, here back to
//      back with 16 in flight), then as a real fleet would (each locker once in the minute): batches/s, p50, p99
//   3. analytics: a year of daily counts for those 1,000 lockers, then act 53520 per item, group, agent, building and
//      day over the whole year, 20 times each (p95; target under 200 ms)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KeyObject } from 'node:crypto';
import { AD_ANALYTICS_DIMENSIONS } from '@bluemanager/protocol';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import { openSqlite } from '../db/connect.js';
import type { Database } from '../db/schema.js';
import { migrateToLatest } from '../db/migrate.js';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.js';
import { seedDemo } from '../db/seed/demo.js';
import { hashPassword } from '../domain/auth/password.js';
import { devicePrivateKey } from '../domain/devices/device-keys.js';
import { adAnalytics } from '../sections/advertising/ad-analytics.js';
import { rebuildRollup } from '../sections/advertising/daily-rollup.js';
import { deviceBody, deviceHeaders } from '../simulator/device-signing.js';
import { percentile } from '../simulator/fleet-simulator.js';
import { provisionSimulatorMachines } from '../simulator/provision.js';
import { SIMULATOR_BUILDING, simulatorCredentials } from '../simulator/sim-credentials.js';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const LOCKERS = env('BENCH_LOCKERS', 1000);
const ROWS = 20;
const IN_FLIGHT = 16;
const ITEMS = 20;
const PASSPHRASE = 'bench-ads';
const DAY_MS = 86_400_000;

interface Locker {
  uuid: string;
  key: KeyObject;
  lastTime: number;
}

async function timed<T>(work: () => Promise<T>, into: number[]): Promise<T> {
  const started = performance.now();
  const result = await work();
  into.push(performance.now() - started);
  return result;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bluemanager-ads-bench-'));
  const database = openSqlite(join(dir, 'bench.sqlite'));
  const now = new Date();
  await migrateToLatest(database);
  const hash = await hashPassword(DEMO_PASSWORD);
  await seedDemo(database.db, { now, hashPassword: async () => hash });
  await provisionSimulatorMachines(database.db, { count: LOCKERS, passphrase: PASSPHRASE, now });
  const db = database.db;
  const at = now.toISOString();
  // A campaign of 20 pictures on a screen in every simulated locker.
  const yard = await db
    .selectFrom('buildings')
    .select('id')
    .where('name', '=', SIMULATOR_BUILDING)
    .executeTakeFirstOrThrow();
  const agent = await db
    .selectFrom('ad_agents')
    .select('id')
    .where('active', '=', 1)
    .executeTakeFirstOrThrow();
  const media = await db
    .selectFrom('ad_media')
    .select('sha256')
    .where('width', '=', 1080)
    .where('height', '=', 1920)
    .executeTakeFirstOrThrow();
  const group = await db
    .insertInto('ad_groups')
    .values({
      agent_id: agent.id,
      gname: 'Bench campaign',
      maker: '0',
      sts: '1',
      start_date: new Date(now.getTime() - 400 * DAY_MS).toISOString().slice(0, 10),
      end_date: new Date(now.getTime() + 30 * DAY_MS).toISOString().slice(0, 10),
      weekdays: '[1,2,3,4,5,6,7]',
      hour_from: 0,
      hour_to: 24,
      weight: 10,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('ad_group_buildings').values({ group_id: group.id, building_id: yard.id }).execute();
  const items: number[] = [];
  for (let index = 0; index < ITEMS; index++) {
    const row = await db
      .insertInto('ad_items')
      .values({
        group_id: group.id,
        type: 'image',
        name: `Bench ${index}|1080x1920`,
        duration_seconds: 10,
        media_sha256: media.sha256,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    items.push(row.id);
  }
  const screen = await db
    .selectFrom('ad_screens')
    .select('id')
    .where('width', '=', 1080)
    .where('height', '=', 1920)
    .executeTakeFirstOrThrow();
  const machines = await db.selectFrom('machines').select('id').where('building_id', '=', yard.id).execute();
  for (let start = 0; start < machines.length; start += 500) {
    await db
      .insertInto('ad_machine_screens')
      .values(
        machines
          .slice(start, start + 500)
          .map((machine) => ({ machine_id: machine.id, screen_id: screen.id })),
      )
      .onConflict((conflict) => conflict.column('machine_id').doNothing())
      .execute();
  }

  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000000' }),
    database,
  });
  const lockers: Locker[] = simulatorCredentials(PASSPHRASE, LOCKERS).map((credential) => ({
    uuid: credential.uuid,
    key: devicePrivateKey(credential.secret),
    lastTime: 0,
  }));
  const send = async (locker: Locker, call: 'heartbeat' | 'ad-report', params: object): Promise<void> => {
    const body = deviceBody(call, params as never);
    locker.lastTime = Math.max(locker.lastTime + 1, Date.now());
    const response = await app.inject({
      method: 'POST',
      url: '/device',
      payload: body,
      headers: deviceHeaders(locker.uuid, locker.key, body, locker.lastTime),
    });
    if (response.statusCode !== 200)
      throw new Error(`${call} answered ${response.statusCode}: ${response.body}`);
  };
  const batchOf = (sequence: number) => ({
    batch: `bench-batch-${sequence}`,
    rows: Array.from({ length: ROWS }, (_, index) => ({
      item: items[(sequence + index) % items.length] ?? 0,
      at: new Date(Date.now() - (index + 1) * 60_000).toISOString(),
      impressions: 3,
      touches: index % 5 === 0 ? 1 : 0,
      play_seconds: 30,
    })),
  });
  const run = async (label: string, work: (locker: Locker, sequence: number) => Promise<void>) => {
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < lockers.length) {
          const sequence = next++;
          const locker = lockers[sequence];
          if (locker) await timed(() => work(locker, sequence), latencies);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const rate = lockers.length / seconds;
    console.log(
      `${label}: ${rate.toFixed(0)} calls/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
    );
    return rate;
  };
  try {
    const baseline = await run(`baseline: ${LOCKERS} heartbeats, ${IN_FLIGHT} in flight`, (locker) =>
      send(locker, 'heartbeat', { status: '101', run_sts: '1' }),
    );
    const ingest = await run(
      `ingest: ${LOCKERS} batches of ${ROWS} rows, ${IN_FLIGHT} in flight`,
      (locker, sequence) => send(locker, 'ad-report', batchOf(sequence)),
    );
    const needed = LOCKERS / 60;
    console.log(
      `  ${(ingest / baseline).toFixed(2)}× the heartbeat rate; a fleet of ${LOCKERS} reporting once a minute needs ${needed.toFixed(1)} batches/s: ${(ingest / needed).toFixed(0)}× headroom`,
    );

    // A year of daily counts: every simulated locker, 3 of the 20 items a day.
    const rows: Database['ad_daily'][] = [];
    for (let back = 1; back <= 365; back++) {
      const day = new Date(now.getTime() - back * DAY_MS).toISOString().slice(0, 10);
      for (const machine of machines) {
        for (let k = 0; k < 3; k++) {
          const item = items[(back + machine.id + k * 7) % items.length] ?? 0;
          rows.push({
            day,
            item_id: item,
            machine_id: machine.id,
            group_id: group.id,
            agent_id: agent.id,
            building_id: yard.id,
            impressions: 100 + ((back * 7 + machine.id) % 50),
            touches: (back + machine.id) % 6,
            play_seconds: 1000,
          });
        }
      }
    }
    const filling = performance.now();
    for (let start = 0; start < rows.length; start += 1000) {
      await db
        .insertInto('ad_daily')
        .values(rows.slice(start, start + 1000))
        .onConflict((conflict) => conflict.columns(['day', 'item_id', 'machine_id']).doNothing())
        .execute();
    }
    await rebuildRollup(db);
    console.log(
      `a year of daily counts: ${rows.length} rows written (and summed per building) in ${((performance.now() - filling) / 1000).toFixed(0)} s`,
    );
    const from = new Date(now.getTime() - 365 * DAY_MS).toISOString().slice(0, 10);
    const to = now.toISOString().slice(0, 10);
    for (const by of AD_ANALYTICS_DIMENSIONS) {
      const times: number[] = [];
      for (let round = 0; round < 20; round++) await timed(() => adAnalytics(db, { from, to, by }), times);
      const p95 = percentile(times, 95);
      console.log(
        `  ad analytics per ${by} over a year: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (target < 200 ms: ${p95 < 200 ? 'ok' : 'MISSED'})`,
      );
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();

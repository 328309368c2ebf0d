// `npm run bench:load`: one server instance under staff and lockers at once, for a set time. N staff sessions work
// the parcel pages through the act channel (list, filter, detail, act) and M lockers heartbeat every 10 s, take
// deposits and hand out parcels through the device channel. Prints throughput and p50/p95/p99 per kind of call
// and the error count; exits 1 when any call failed (never because of a time: those are printed, not judged).
//   npm run bench:load -- --sessions 200 --lockers 2000 --seconds 300
//   npm run bench:load -- --short          (20 sessions, 200 lockers, 10 s: the step `npm test` runs)
// Loopback only, bounded in time; each staff session and each site of 20 lockers calls from its own 127.x address.
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { loadConfig } from '../config/config.js';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.js';
import type { SimulationOptions, SimulationReport } from '../simulator/fleet-simulator.js';
import { simulatorCredentials } from '../simulator/sim-credentials.js';
import { startLoadInstance } from './load-instance.js';
import { describeKinds, type DriverReport, type KindStats } from './load-stats.js';
import type { StaffOptions } from './staff-sessions.js';

const PASSPHRASE = 'bench-load';
const LOCKERS_PER_SITE = 20;
/** The target for every kind of call, printed beside the figures. */
const TARGET_P99_MS = 100;
// Accounts of the demo network that work the parcel pages, from the operator's admins to one building's manager.
const STAFF_ACCOUNTS = ['sysadmin', 'parceladmin', 'bdadmin', 'ykmanager', 'partneradmin', 'metro'];

interface LoadOptions {
  sessions: number;
  lockers: number;
  seconds: number;
  thinkSeconds: number;
}

function readOptions(): LoadOptions {
  const { values } = parseArgs({
    options: {
      short: { type: 'boolean', default: false },
      sessions: { type: 'string' },
      lockers: { type: 'string' },
      seconds: { type: 'string' },
      think: { type: 'string' },
    },
  });
  const short = values.short === true;
  const number = (text: string | undefined, fallback: number, name: string, max: number) => {
    const value = text === undefined ? fallback : Number(text);
    if (!Number.isFinite(value) || value <= 0 || value > max)
      throw new Error(`--${name} must be a number above 0 and at most ${max}`);
    return value;
  };
  return {
    sessions: number(values.sessions, short ? 20 : 200, 'sessions', 5_000),
    lockers: number(values.lockers, short ? 200 : 2_000, 'lockers', 20_000),
    seconds: number(values.seconds, short ? 10 : 300, 'seconds', 3_600),
    thinkSeconds: number(values.think, 2, 'think', 60),
  };
}

/** 127.<block>.x.y, one per number, never ending in .0 or .255. */
function loopbackAddresses(block: number, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const x = Math.floor(index / 250);
    return `127.${block}.${x}.${(index % 250) + 1}`;
  });
}

type StaffMessage = { kind: 'ready'; signIn: DriverReport } | { kind: 'done'; report: DriverReport };

function startWorker(file: string, data: object): Worker {
  return new Worker(new URL(file, import.meta.url), { workerData: data });
}

function nextMessage<T>(worker: Worker): Promise<T> {
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

function lockerKinds(report: SimulationReport): Record<string, KindStats> {
  return Object.fromEntries(
    Object.entries(report.calls).map(([name, stats]) => [
      name,
      { count: stats.count, errors: stats.errors, latenciesMs: stats.latenciesMs },
    ]),
  );
}

async function main(): Promise<void> {
  const options = readOptions();
  // The same key and IV as the server it starts (the environment, else the demo pair).
  const config = loadConfig(process.env);
  console.log(
    `load: ${options.sessions} staff sessions (a click every ~${options.thinkSeconds} s) and ${options.lockers} lockers ` +
      `(heartbeat every 10 s) for ${options.seconds} s against one instance (SQLite)`,
  );
  const instance = await startLoadInstance({ lockers: options.lockers, passphrase: PASSPHRASE });
  let failed = true;
  try {
    const staffOptions: StaffOptions = {
      url: instance.url,
      sessions: options.sessions,
      seconds: options.seconds,
      thinkSeconds: options.thinkSeconds,
      accounts: STAFF_ACCOUNTS,
      password: DEMO_PASSWORD,
      aesKey: config.aesKey,
      aesIv: config.aesIv,
      sourceAddresses: loopbackAddresses(1, options.sessions),
    };
    const staff = startWorker('./staff-worker.js', staffOptions);
    const ready = await nextMessage<StaffMessage>(staff);
    if (ready.kind !== 'ready') throw new Error('the staff driver answered out of turn');
    console.log(describeKinds(ready.signIn.kinds, ready.signIn.seconds).join('\n'));

    const sites = loopbackAddresses(2, Math.ceil(options.lockers / LOCKERS_PER_SITE));
    const lockerOptions: SimulationOptions = {
      url: instance.url,
      lockers: simulatorCredentials(PASSPHRASE, options.lockers),
      seconds: options.seconds,
      heartbeatSeconds: 10,
      depositChance: 0.1,
      pickupChance: 0.1,
      jamChance: 0.002,
      faultChance: 0.001,
      silentShare: 0,
      silentSeconds: 0,
      seed: 'bench-load',
      sourceAddresses: Array.from(
        { length: options.lockers },
        (_, index) => sites[Math.floor(index / LOCKERS_PER_SITE)] ?? '127.0.0.1',
      ),
    };
    const staffDone = nextMessage<StaffMessage>(staff);
    staff.postMessage(Date.now() + options.seconds * 1000);
    const lockers = startWorker('../simulator/simulate-worker.js', lockerOptions);
    const [staffAnswer, fleet] = await Promise.all([staffDone, nextMessage<SimulationReport>(lockers)]);
    await Promise.all([staff.terminate(), lockers.terminate()]);
    if (staffAnswer.kind !== 'done') throw new Error('the staff driver answered out of turn');

    const seconds = Math.max(staffAnswer.report.seconds, fleet.seconds);
    const kinds = { ...staffAnswer.report.kinds, ...lockerKinds(fleet) };
    const calls = Object.values(kinds).reduce((sum, stats) => sum + stats.count, 0);
    const errors =
      Object.values(kinds).reduce((sum, stats) => sum + stats.errors, 0) +
      Object.values(ready.signIn.kinds).reduce((sum, stats) => sum + stats.errors, 0);
    console.log(`\n${calls} calls in ${seconds.toFixed(1)} s: ${(calls / seconds).toFixed(0)} calls/s`);
    console.log(describeKinds(kinds, seconds).join('\n'));
    console.log(`  ${fleet.deposits} deposits, ${fleet.pickups} pickups`);
    const samples = [
      ...ready.signIn.errors,
      ...staffAnswer.report.errors,
      ...fleet.errors.map((error) => ({ kind: error.call, code: error.code, msg: error.msg })),
    ];
    for (const sample of samples.slice(0, 10))
      console.log(`  error: ${sample.kind} ${sample.code} ${sample.msg}`);
    const worst = Math.max(
      ...Object.values(kinds).map((stats) => {
        const sorted = [...stats.latenciesMs].sort((a, b) => a - b);
        return sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
      }),
    );
    console.log(
      `errors: ${errors}; worst p99 ${worst.toFixed(1)} ms (target: 0 errors, p99 < ${TARGET_P99_MS} ms: ` +
        `${errors === 0 && worst < TARGET_P99_MS ? 'met' : 'not met'})`,
    );
    failed = errors > 0;
  } finally {
    await instance.stop({ keepFiles: failed });
    if (failed) console.log(`the server's log is kept at ${instance.logPath}`);
  }
  process.exitCode = failed ? 1 : 0;
}

await main();

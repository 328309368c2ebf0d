// The instance a load run measures: a fresh SQLite database with the demo network and M simulated lockers, served
// by the built server (dist/main.js) in a process of its own, as `npm start` runs it, background jobs included.
// Its limits are the product's defaults: the load comes from many loopback addresses instead.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openSqlite } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts.js';
import { seedDemo } from '../db/seed/demo.js';
import { hashPassword } from '../domain/auth/password.js';
import { provisionSimulatorMachines } from '../simulator/provision.js';

const START_TIMEOUT_MS = 60_000;

export interface LoadInstance {
  url: string;
  /** The server's own log (JSON lines), kept when the run fails. */
  logPath: string;
  stop(options: { keepFiles: boolean }): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with code ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer /healthz within ${START_TIMEOUT_MS / 1000} s`);
}

export async function startLoadInstance(options: {
  lockers: number;
  passphrase: string;
}): Promise<LoadInstance> {
  const dir = mkdtempSync(join(tmpdir(), 'bluemanager-load-'));
  const databasePath = join(dir, 'load.sqlite');
  const database = openSqlite(databasePath);
  await migrateToLatest(database);
  // Every demo account shares one password: one hash serves them all and keeps the set-up quick.
  const hash = await hashPassword(DEMO_PASSWORD);
  await seedDemo(database.db, { now: new Date(), hashPassword: async () => hash });
  await provisionSimulatorMachines(database.db, {
    count: options.lockers,
    passphrase: options.passphrase,
    now: new Date(),
  });
  await database.close();

  const port = await freePort();
  const logPath = join(dir, 'server.log');
  const log = openSync(logPath, 'w');
  const main = fileURLToPath(new URL('../main.js', import.meta.url));
  // BENCH_SERVER_NODE_ARGS adds flags for the server's node (e.g. --cpu-prof to see where its time goes).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== '');
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: `sqlite:${databasePath}`,
      HOST: '127.0.0.1',
      PORT: String(port),
      PORTAL_SEED: 'none',
      DEMO_FLEET: 'off',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error instanceof Error ? error.message : String(error)} (log: ${logPath})`);
  }
  return {
    url,
    logPath,
    async stop({ keepFiles }) {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepFiles) rmSync(dir, { recursive: true, force: true });
    },
  };
}

// `npm run test:e2e`: the browser tests against a real server. Starts the built server on a free port with a fresh
// SQLite database (migrated and seeded with the demo network at start), runs Playwright with Debian's Chromium,
// and stops the server. Needs `npm run build` first (npm test builds before this step).
// `--postgres` runs them against a fresh PostgreSQL database instead (created on the server of TEST_POSTGRES_URL and
// dropped afterwards). Other arguments go to Playwright (spec files, --grep…).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureChromium } from './ensure-chromium.mjs';
import { testPostgresUrl } from './require-postgres.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
for (const built of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
  if (!existsSync(join(root, built))) {
    console.error(`${built} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

let chromium;
try {
  chromium = ensureChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the server stopped (exit ${server.exitCode}) before it answered`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url}/healthz within ${timeoutMs / 1000} s`);
}

const onPostgres = process.argv.includes('--postgres');
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== '--postgres');

/** A fresh database on the test PostgreSQL server, and how to drop it again. */
async function freshPostgresDatabase() {
  const name = `bluemanager_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: testPostgresUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bluemanager-e2e-'));
const postgres = onPostgres ? await freshPostgresDatabase() : undefined;
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const started = Date.now();
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    DATABASE_URL: postgres?.url ?? `sqlite:${join(dataDir, 'e2e.sqlite')}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  },
});

let status = 1;
try {
  await waitForHealth(baseUrl, server, 120_000);
  const result = spawnSync(
    'npx',
    ['playwright', 'test', '--config', 'apps/web/playwright.config.ts', ...playwrightArgs],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: baseUrl,
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      },
    },
  );
  status = result.status ?? 1;
} catch (error) {
  console.error(error.message);
} finally {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop().catch((error) => console.error(`could not drop the e2e database: ${error.message}`));
}
console.log(
  `browser tests${onPostgres ? ' on PostgreSQL' : ''} ${status === 0 ? 'passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(status);

// `npm run test:e2e`: the browser tests against a real server. Starts the built server on a free port with a fresh
// SQLite database (migrated and seeded with the demo network at start), runs Playwright with Debian's Chromium,
// and stops the server. Needs `npm run build` first (npm test builds before this step).
// `--postgres` runs them against a fresh PostgreSQL database instead (created on the server of TEST_POSTGRES_URL and
// dropped afterwards). Other arguments go to Playwright (spec files, --grep…).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { freePort, freshPostgresDatabase, waitForHealth } from './e2e-services.mjs';

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

const onPostgres = process.argv.includes('--postgres');
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== '--postgres');

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
    // The demo fleet stays off (NODE_ENV=test) so the data the tests read holds still; without its heartbeats the
    // lockers the seed made online would age out after the default 120 s and the offline banner would list them
    // all. Two hours, longer than any run and shorter than the 3 h the seed's offline lockers have been silent,
    // keeps the world as a fresh start shows it: those few offline, the rest online.
    MACHINE_OFFLINE_AFTER_SECONDS: '7200',
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

// Two server instances on one PostgreSQL database behind a real reverse proxy (Debian's haproxy), and the browser
// test that signs in through the proxy and sees a live event made on the other instance
// (apps/web/e2e/two-instances.spec.ts). Run by `npm test`; needs `npm run build` first.
//   node scripts/two-instances.mjs            the test
//   node scripts/two-instances.mjs --serve    the same set-up, kept running until Ctrl-C, to try by hand
// The instances share a fresh database on TEST_POSTGRES_URL's server (dropped afterwards) and, when one answers,
// the Redis at TEST_REDIS_URL (default redis://127.0.0.1:6379) for their rate limits. haproxy balances round-robin,
// adds X-Forwarded-For (the instances trust one proxy: TRUST_PROXY=1) and names the instance that answered in an
// X-Instance header, so the test can tell which one holds its event stream. Everything listens on 127.0.0.1 only.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureHaproxy } from './ensure-haproxy.mjs';
import { freePort, freshPostgresDatabase, waitForHealth } from './e2e-services.mjs';
import { checkPostgres } from './require-postgres.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const serve = process.argv.includes('--serve');
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function fail(message) {
  console.error(message);
  process.exit(1);
}

for (const built of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
  if (!existsSync(join(root, built))) fail(`${built} is missing: run \`npm run build\` first.`);
}
const postgresCheck = await checkPostgres();
if (!postgresCheck.ok) fail(postgresCheck.message);
let haproxy;
let chromium;
try {
  haproxy = ensureHaproxy();
  chromium = serve ? undefined : ensureChromium();
} catch (error) {
  fail(error.message);
}

/** Whether something answers at the Redis URL's address (the instances work without it, each counting alone). */
function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function haproxyConfig(proxyPort, instances) {
  return [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 1h',
    '  timeout server 1h',
    // Event streams stay open for as long as a page does.
    '  timeout tunnel 1h',
    '  option forwardfor',
    'frontend portal',
    `  bind 127.0.0.1:${proxyPort}`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /healthz',
    '  http-response set-header X-Instance %s',
    ...instances.map(({ name, port }) => `  server ${name} 127.0.0.1:${port} check inter 2s`),
    '',
  ].join('\n');
}

const dir = mkdtempSync(join(tmpdir(), 'bluemanager-two-'));
const database = await freshPostgresDatabase();
const sharedRedis = (await redisAnswers(redisUrl)) ? redisUrl : undefined;
const children = [];
let status = 1;
const started = Date.now();

async function startInstance(name) {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      TRUST_PROXY: '1',
      ...(sharedRedis ? { REDIS_URL: sharedRedis } : {}),
    },
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, 120_000);
  return { name, port, url };
}

async function stopAll() {
  await Promise.all(
    children
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map((child) => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        return Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      }),
  );
}

try {
  // One after the other: the first migrates and seeds the new database, the second finds it ready.
  const a = await startInstance('a');
  const b = await startInstance('b');
  const proxyPort = await freePort();
  const configPath = join(dir, 'haproxy.cfg');
  writeFileSync(configPath, haproxyConfig(proxyPort, [a, b]));
  const check = spawnSync(haproxy, ['-c', '-q', '-f', configPath], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refused its configuration:\n${check.stderr}`);
  const proxy = spawn(haproxy, ['-db', '-f', configPath], { stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(proxy);
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  await waitForHealth(proxyUrl, proxy, 30_000);
  console.log(
    `two instances (${a.url}, ${b.url}) on one PostgreSQL database behind haproxy at ${proxyUrl}` +
      (sharedRedis
        ? `, rate limits in ${sharedRedis}`
        : ', no Redis: each instance counts its own rate limits'),
  );
  if (serve) {
    console.log('Open the proxy address in a browser; Ctrl-C stops everything.');
    await new Promise((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    status = 0;
  } else {
    const result = spawnSync(
      'npx',
      ['playwright', 'test', '--config', 'apps/web/playwright.config.ts', 'e2e/two-instances.spec.ts'],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          E2E_BASE_URL: proxyUrl,
          E2E_INSTANCES: JSON.stringify({ [a.name]: a.url, [b.name]: b.url }),
          CHROMIUM_PATH: chromium,
          PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
        },
      },
    );
    status = result.status ?? 1;
  }
} catch (error) {
  console.error(error.message);
} finally {
  await stopAll();
  rmSync(dir, { recursive: true, force: true });
  await database.drop().catch((error) => console.error(`could not drop the database: ${error.message}`));
}
console.log(
  `two instances behind haproxy: ${status === 0 ? 'passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(status);

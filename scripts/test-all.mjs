// `npm test`: every check the project has, in order, stopping at the first failure.
// Services a step needs are checked first, so a missing one fails with a message that says how to provide it.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { checkPostgres } from './require-postgres.mjs';

const steps = [
  ['build', ['npm', 'run', 'build']],
  ['bundle budgets', ['npm', 'run', 'size']],
  // The project's own scripts (node:test), named one by one: a bare directory would also run test-all.mjs.
  [
    'script tests',
    [
      'node',
      '--test',
      ...readdirSync('scripts')
        .filter((name) => name.endsWith('.test.mjs'))
        .map((name) => `scripts/${name}`),
    ],
  ],
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['lint', ['npm', 'run', 'lint']],
  ['unit and integration tests (SQLite and PostgreSQL)', ['npx', 'vitest', 'run']],
  // One instance under 20 staff sessions and 200 lockers for 10 s: fails on any failed call, never on a time.
  ['short load run', ['node', 'apps/server/dist/bench/load.bench.js', '--short']],
  ['browser tests (Playwright, Chromium)', ['node', 'scripts/run-e2e.mjs']],
  // Two instances on one PostgreSQL database behind haproxy (installed here when missing, or a message says how).
  ['two instances behind a reverse proxy', ['node', 'scripts/two-instances.mjs']],
  // The fleet's pages once more on PostgreSQL: the server's scope and paging queries differ by dialect.
  [
    'browser tests of the fleet pages on PostgreSQL',
    [
      'node',
      'scripts/run-e2e.mjs',
      '--postgres',
      ...['settings', 'dashboards', 'machines', 'models', 'compartments'].map(
        (spec) => `apps/web/e2e/${spec}.spec.ts`,
      ),
    ],
  ],
];

const postgres = await checkPostgres();
if (!postgres.ok) {
  console.error(postgres.message);
  process.exit(1);
}

// The browser tests need Debian's Chromium: installed here when possible (root with apt), else a message says how.
try {
  ensureChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

for (const [name, [command, ...args]] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DB_DIALECTS: 'sqlite,postgres' },
  });
  if (result.status !== 0) {
    console.error(`\n${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name}: ok in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
}

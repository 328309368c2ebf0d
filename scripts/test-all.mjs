// `npm test`: every check the project has, in order, stopping at the first failure.
// Services a step needs are checked first, so a missing one fails with a message that says how to provide it.
// Steps in one stage run side by side (each prints its output whole when it ends, so outputs never interleave):
// only single-threaded steps that need nothing from each other share a stage, so the two cores are used without
// two heavy suites competing for them.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { checkPostgres } from './require-postgres.mjs';

/** @typedef {[name: string, command: string[]]} Step */

/** @type {Step[][]} */
const stages = [
  [['build', ['npm', 'run', 'build']]],
  [
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
  ],
  [['unit and integration tests (SQLite and PostgreSQL)', ['npx', 'vitest', 'run']]],
  // One instance under 20 staff sessions and 200 lockers for 10 s: fails on any failed call, never on a time.
  [['short load run', ['node', 'apps/server/dist/bench/load.bench.js', '--short']]],
  [['browser tests (Playwright, Chromium)', ['node', 'scripts/run-e2e.mjs']]],
  // Two instances on one PostgreSQL database behind haproxy (installed here when missing, or a message says how).
  [['two instances behind a reverse proxy', ['node', 'scripts/two-instances.mjs']]],
  // The fleet's pages once more on PostgreSQL: the server's scope and paging queries differ by dialect.
  [
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
  ],
];

const env = { ...process.env, DB_DIALECTS: 'sqlite,postgres' };
const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

/** Runs one step; alone in its stage it prints as it goes, beside others it prints its output whole at the end. */
function run([name, [command, ...args]], alone) {
  const started = Date.now();
  if (alone) console.log(`\n=== ${name} ===`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (!alone) process.stdout.write(`\n=== ${name} ===\n${Buffer.concat(output).toString()}`);
      const ok = code === 0;
      console.log(
        ok
          ? `=== ${name}: ok in ${seconds(started)} s ===`
          : `\n${name} failed (exit ${code ?? signal}) after ${seconds(started)} s.`,
      );
      resolve(ok ? 0 : (code ?? 1));
    });
  });
}

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

const started = Date.now();
for (const stage of stages) {
  const codes = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
console.log(`\nEvery check passed in ${seconds(started)} s.`);

// `npm run size`: the gzip size of the JS each entry point of the web app loads, checked against the budget of
// issue 3 (login page ≤ 120 KB, shell after login ≤ 200 KB), and proof that every section is its own chunk.
// Reads the Vite manifest of apps/web/dist, so run it after `npm run build:web`. With `--report` (the build's own
// report) it only prints: budgets fail the tests, never a build or a start.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const manifestPath = `${dist}.vite/manifest.json`;
if (!existsSync(manifestPath)) {
  console.error('apps/web/dist has no build manifest: run `npm run build:web` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const KB = 1024;
const BUDGET = { login: 120 * KB, shell: 200 * KB };

const gzipSize = (file) => gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length;

/** Every JS file a manifest entry loads statically (itself and its static imports, transitively). */
function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const files = (keys) =>
  [...staticClosure(keys)].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
const total = (list) => list.reduce((sum, file) => sum + gzipSize(file), 0);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const entry = 'index.html';
const login = files([entry, 'src/pages/login/LoginPage.tsx']);
// The signed-in routes and the shell are their own chunks, loaded together after login: both count.
const shellKeys = [entry, 'src/app/SignedInRoutes.tsx', 'src/layout/Shell.tsx', 'src/sections/core/index.ts'];
const shell = files(shellKeys);

const sections = Object.keys(manifest).filter(
  (key) => key.startsWith('src/sections/') || key.startsWith('src/pages/'),
);
const rows = [
  ['login page (entry + LoginPage)', total(login), BUDGET.login],
  ['shell after login (entry + routes + Shell + Home)', total(shell), BUDGET.shell],
];

console.log('Bundle sizes (gzip -9):');
for (const [name, size, budget] of rows)
  console.log(`  ${name.padEnd(48)} ${kb(size).padStart(9)}  (budget ${kb(budget)})`);
console.log('Chunks loaded on demand (each its own file):');
for (const key of sections)
  console.log(`  ${key.padEnd(56)} ${manifest[key].file}  ${kb(gzipSize(manifest[key].file))}`);

const shared = sections.filter((key) => !manifest[key].isDynamicEntry);
const over = rows.filter(([, size, budget]) => size > budget);
if (shared.length > 0) console.error(`Not split into their own chunks: ${shared.join(', ')}`);
if (over.length > 0) console.error(`Over budget: ${over.map(([name]) => name).join(', ')}`);
const reportOnly = process.argv.includes('--report');
process.exit(!reportOnly && (over.length > 0 || shared.length > 0) ? 1 : 0);

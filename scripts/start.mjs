// `npm start`: brings the portal up, building only what is stale. The protocol and the server build with
// `tsc -b` (incremental: nothing to do when nothing changed); the web app is built again only when one of its
// sources (or the protocol it imports) is newer than the last build. Then the server runs in this process's place.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = join(root, 'apps/web/dist/.vite/manifest.json');
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/public',
  'packages/protocol/src',
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), 0);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npx', ['tsc', '-b', 'packages/protocol', 'apps/server']);
const built = existsSync(manifest) ? statSync(manifest).mtimeMs : 0;
const changed = Math.max(...WEB_SOURCES.map((source) => newestChange(join(root, source))));
if (changed > built) run('npm', ['run', 'build:web']);
else console.log('The web app is up to date: not rebuilt.');

const server = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

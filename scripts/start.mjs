// `npm start`: brings the portal up, building only what is stale. The protocol and the server build with
// `tsc -b` (incremental: nothing to do when nothing changed); the web app is built again only when one of its
// sources (or the protocol it imports) is newer than the last build. Then the server runs in this process's place.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { webBuildIsStale } from './web-build-state.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npx', ['tsc', '-b', 'packages/protocol', 'apps/server']);
if (webBuildIsStale(root)) run('npm', ['run', 'build:web']);
else console.log('The web app is up to date: not rebuilt.');

const server = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

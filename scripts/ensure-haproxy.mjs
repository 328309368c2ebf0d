// The two-instance test puts a real reverse proxy in front of the servers: Debian's haproxy. This finds it, installs
// the `haproxy` package when it is missing and we are root with apt, and otherwise says how to get it.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CANDIDATES = [process.env.HAPROXY_PATH, '/usr/sbin/haproxy', '/usr/bin/haproxy'].filter(Boolean);

export function findHaproxy() {
  return CANDIDATES.find((path) => existsSync(path));
}

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

export function ensureHaproxy() {
  const found = findHaproxy();
  if (found) return found;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  if (root && apt) {
    console.log('haproxy is missing: installing the Debian package `haproxy` (apt-get)…');
    if (run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'haproxy'])) {
      const installed = findHaproxy();
      if (installed) return installed;
    }
  }
  throw new Error(
    'The two-instance test runs the servers behind haproxy and none was found at /usr/sbin/haproxy. Install it with\n' +
      '  sudo apt-get update && sudo apt-get install -y haproxy\n' +
      'or point HAPROXY_PATH at an haproxy binary (2.x).',
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(ensureHaproxy());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

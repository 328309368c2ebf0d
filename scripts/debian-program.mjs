// A program the tests need from Debian's packages (Chromium, haproxy): found at its usual paths or where an
// environment variable points, installed with apt when it is missing and we are root, and otherwise a message that
// says how to get it. One place, so every such program is found and installed alike.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/**
 * @param {{ label: string, debianPackage: string, candidates: (string | undefined)[], missing: string }} program
 *   `candidates` are tried in order (an environment variable's value first); `missing` says why it is needed and
 *   how to point at another binary.
 * @returns {string} the program's path
 */
export function ensureDebianProgram({ label, debianPackage, candidates, missing }) {
  const find = () => candidates.filter(Boolean).find((path) => existsSync(path));
  const found = find();
  if (found) return found;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  if (root && apt) {
    console.log(`${label} is missing: installing the Debian package \`${debianPackage}\` (apt-get)…`);
    if (run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', debianPackage])) {
      const installed = find();
      if (installed) return installed;
    }
  }
  throw new Error(
    `${missing.split('\n')[0]} Install it with\n` +
      `  sudo apt-get update && sudo apt-get install -y ${debianPackage}\n` +
      missing.split('\n').slice(1).join('\n'),
  );
}

/** Runs `ensure` when the script is started directly, printing the path or the reason. */
export function printWhenRun(moduleUrl, ensure) {
  if (process.argv[1] !== new URL(moduleUrl).pathname) return;
  try {
    console.log(ensure());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

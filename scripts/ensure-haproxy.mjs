// The two-instance test puts a real reverse proxy in front of the servers: Debian's haproxy (see
// debian-program.mjs).
import { ensureDebianProgram, printWhenRun } from './debian-program.mjs';

export function ensureHaproxy() {
  return ensureDebianProgram({
    label: 'haproxy',
    debianPackage: 'haproxy',
    candidates: [process.env.HAPROXY_PATH, '/usr/sbin/haproxy', '/usr/bin/haproxy'],
    missing:
      'The two-instance test runs the servers behind haproxy and none was found at /usr/sbin/haproxy.\n' +
      'or point HAPROXY_PATH at an haproxy binary (2.x).',
  });
}

printWhenRun(import.meta.url, ensureHaproxy);

// The built server as a process of its own (dist/main.js, as `npm start` runs it): a free port, start, wait until
// it answers /healthz, read everything it wrote.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

export function requireBuiltServer(): void {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first (npm test does).`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  child: ChildProcessWithoutNullStreams;
  /** stdout and stderr together, as written so far. */
  output: () => string;
  /** The exit code, or null when a signal ended it. */
  exited: Promise<number | null>;
}

/** Starts dist/main.js with only PATH and `env` in its environment. */
export function runServer(env: Record<string, string>): RunningServer {
  let output = '';
  const child = spawn(process.execPath, [MAIN], { env: { PATH: process.env.PATH ?? '', ...env } });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitForHealth(port: number, server: RunningServer): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy: ${server.output()}`);
}

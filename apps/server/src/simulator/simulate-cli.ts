// npm run simulate -- --lockers N --seconds S [--url http://127.0.0.1:8080] [--heartbeat S] [--passphrase P]
// drives N simulated lockers (provisioned with `npm run provision-simulator -- --lockers N`) against a running
// server on this machine, then prints what it did.
import { parseArgs } from 'node:util';
import { DEFAULT_SIMULATOR_PASSPHRASE, simulatorCredentials } from './sim-credentials.js';
import { describeReport, simulateFleet } from './fleet-simulator.js';

const { values } = parseArgs({
  options: {
    lockers: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '60' },
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    heartbeat: { type: 'string', default: '10' },
    passphrase: { type: 'string', default: process.env.SIMULATOR_PASSPHRASE ?? DEFAULT_SIMULATOR_PASSPHRASE },
  },
});

function bounded(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max)
    throw new Error(`--${name} must be from ${min} to ${max}`);
  return value;
}

try {
  const lockers = bounded('lockers', values.lockers, 1, 10_000);
  const seconds = bounded('seconds', values.seconds, 1, 3_600);
  const heartbeatSeconds = bounded('heartbeat', values.heartbeat, 0.2, 600);
  console.log(
    `Simulating ${lockers} lockers against ${values.url} for ${seconds} s (heartbeat every ${heartbeatSeconds} s)…`,
  );
  const report = await simulateFleet({
    url: values.url.replace(/\/$/, ''),
    lockers: simulatorCredentials(values.passphrase, lockers),
    seconds,
    heartbeatSeconds,
    depositChance: 0.3,
    pickupChance: 0.25,
    jamChance: 0.005,
    faultChance: 0.003,
    silentShare: 0.05,
    silentSeconds: Math.min(seconds / 2, 300),
  });
  console.log(describeReport(report));
  const unauthenticated = report.errors.some((error) => error.code === 'UNAUTHENTICATED');
  if (unauthenticated)
    console.log(
      'Some lockers were refused: provision them first with `npm run provision-simulator -- --lockers N`.',
    );
} catch (error) {
  console.error(`simulate: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

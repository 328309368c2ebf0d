// Keeps the demo alive: on a demo server the demo's own lockers heartbeat, take deposits, hand parcels out, now and
// then jam a door or fall silent for a while, through the real device channel — the fleet simulator in a worker
// thread, at a gentle pace, run after run until the server stops. Only the lockers that still carry the demo's
// derived credential are driven: one whose credential a system admin reissued is left alone.
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { demoDeviceKey, demoDeviceSecret } from '../db/seed/demo-devices.js';
import type { SimulationOptions, SimulationReport } from './fleet-simulator.js';
import type { SimulatedLockerCredential } from './sim-credentials.js';
import { amenityPlans } from './amenity-borrowers.js';
import { bikePlans } from './bike-riders.js';
import { cameraMachineIds } from './camera-shots.js';
import { courierPlans } from './courier-keys.js';

/** One run of the simulator; the next starts when it ends, so its counters are reported every so often. */
const RUN_SECONDS = 15 * 60;

export async function demoLockers(db: Kysely<Database>): Promise<SimulatedLockerCredential[]> {
  const machines = await db
    .selectFrom('machines')
    .select(['id', 'uuid', 'device_key'])
    .where('retired_at', 'is', null)
    .where('device_key', 'is not', null)
    .orderBy('id')
    .execute();
  const driven = machines.filter((machine) => machine.device_key === demoDeviceKey(machine.uuid));
  if (driven.length === 0) return [];
  const compartments = await db
    .selectFrom('compartments')
    .select(['machine_id', 'label'])
    .where(
      'machine_id',
      'in',
      driven.map((machine) => machine.id),
    )
    .where('category', 'in', ['parcel', 'cold'])
    .where('state', '=', 'free')
    .orderBy('label')
    .execute();
  const bikes = await bikePlans(
    db,
    driven.map((machine) => machine.id),
  );
  const amenities = await amenityPlans(
    db,
    driven.map((machine) => machine.id),
  );
  const cameras = await cameraMachineIds(db);
  const couriers = await courierPlans(
    db,
    driven.map((machine) => machine.id),
    new Date(),
  );
  return driven.map((machine, index) => ({
    couriers: couriers.get(machine.id),
    bike: bikes.get(machine.id),
    amenity: amenities.get(machine.id),
    camera: cameras.has(machine.id),
    index: index + 1,
    uuid: machine.uuid,
    secret: demoDeviceSecret(machine.uuid),
    compartments: compartments.filter((row) => row.machine_id === machine.id).map((row) => row.label),
  }));
}

export function demoFleetOptions(
  url: string,
  lockers: readonly SimulatedLockerCredential[],
  offlineAfterSeconds: number,
): SimulationOptions {
  // A heartbeat well inside the offline silence, so only the lockers meant to fall silent are marked offline.
  const heartbeatSeconds = Math.max(1, Math.min(30, Math.floor(offlineAfterSeconds / 4)));
  return {
    url,
    lockers,
    seconds: RUN_SECONDS,
    heartbeatSeconds,
    // Per locker and heartbeat: a few deposits a minute across the demo network, most collected within the hour.
    depositChance: 0.02,
    pickupChance: 0.03,
    jamChance: 0.0005,
    faultChance: 0.0003,
    silentShare: 0.05,
    silentSeconds: Math.min(RUN_SECONDS / 3, offlineAfterSeconds * 3),
    seed: `demo-${Date.now()}`,
  };
}

export async function startDemoFleet(options: {
  db: Kysely<Database>;
  url: string;
  offlineAfterSeconds: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}): Promise<() => Promise<void>> {
  const lockers = await demoLockers(options.db);
  if (lockers.length === 0) {
    options.log.info('demo fleet: no demo locker carries its demo credential; nothing to drive');
    return async () => undefined;
  }
  options.log.info(
    { lockers: lockers.length },
    'demo fleet: driving the demo lockers through the device channel',
  );
  let stopped = false;
  let worker: Worker | undefined;
  const runOnce = () =>
    new Promise<SimulationReport | undefined>((resolve) => {
      worker = new Worker(new URL('./simulate-worker.js', import.meta.url), {
        workerData: demoFleetOptions(options.url, lockers, options.offlineAfterSeconds),
      });
      worker.once('message', (report: SimulationReport) => resolve(report));
      worker.once('error', (error) => {
        options.log.warn({ err: error }, 'demo fleet run failed');
        resolve(undefined);
      });
      worker.once('exit', () => resolve(undefined));
      worker.unref();
    });
  const loop = (async () => {
    while (!stopped) {
      const report = await runOnce();
      if (report) {
        options.log.info(
          { deposits: report.deposits, pickups: report.pickups, errors: report.errors.length },
          'demo fleet run finished',
        );
      }
      // A failed run is not retried in a tight loop.
      if (!report && !stopped) await new Promise((resolve) => setTimeout(resolve, 5_000).unref());
    }
  })();
  return async () => {
    stopped = true;
    await worker?.terminate();
    await loop;
  };
}

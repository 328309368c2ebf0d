// The demo fleet as Developer tools drive it: whether it runs on this instance, start and stop, and one device call
// at a time for a chosen demo locker. main.ts starts it through here too, so the page and the server agree on
// whether it runs. A single call goes through the real device channel (signed with the locker's demo credential,
// injected into this server), so the channel's own checks and writes apply to it as to any locker.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DemoFleetStatus, DeviceAnswer, SimulatedCall } from '@bluemanager/protocol';
import { ActError } from '../domain/act-error.js';
import { devicePrivateKey } from '../domain/devices/device-keys.js';
import type { Database } from '../db/schema.js';
import { demoDeviceKey, demoDeviceSecret } from '../db/seed/demo-devices.js';
import { startDemoFleet } from './demo-fleet.js';
import { deviceBody, deviceHeaders } from './device-signing.js';
import { SIMULATED_CARRIERS } from './fleet-simulator.js';

export interface DemoFleetControlOptions {
  db: Kysely<Database>;
  /** The server the fleet talks to: its address once listening, and `inject` for single calls. */
  app: FastifyInstance;
  offlineAfterSeconds: number;
  /** The demo fleet's rule (config.ts): not in production unless DEMO_FLEET=on. */
  allowed: boolean;
}

/** The demo lockers a simulator can sign for: those still carrying the credential derived from their uuid. */
async function demoLockerChoices(db: Kysely<Database>): Promise<DemoFleetStatus['lockers']> {
  const rows = await db
    .selectFrom('machines')
    .innerJoin('buildings', 'buildings.id', 'machines.building_id')
    .select(['machines.uuid', 'machines.name', 'machines.device_key', 'buildings.name as building'])
    .where('machines.retired_at', 'is', null)
    .where('machines.device_key', 'is not', null)
    .orderBy('buildings.name')
    .orderBy('machines.name')
    .execute();
  return rows
    .filter((row) => row.device_key === demoDeviceKey(row.uuid))
    .map(({ uuid, name, building }) => ({ uuid, name, building }));
}

export class DemoFleetControl {
  private stopFleet: (() => Promise<void>) | undefined;
  private startedAt: Date | null = null;

  constructor(private readonly options: DemoFleetControlOptions) {}

  get running(): boolean {
    return this.stopFleet !== undefined;
  }

  async status(): Promise<DemoFleetStatus> {
    return {
      running: this.running,
      allowed: this.options.allowed,
      started_at: this.startedAt?.toISOString() ?? null,
      lockers: await demoLockerChoices(this.options.db),
    };
  }

  /** The loopback address the worker's lockers call; undefined until the server listens. */
  private loopbackUrl(): string | undefined {
    const address = this.options.app.server.address();
    return typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : undefined;
  }

  /** The demo credentials derive from a locker's uuid: outside a demo they sign nothing. */
  private assertAllowed(): void {
    if (!this.options.allowed)
      throw new ActError('CONFLICT', 'The demo fleet does not run in production unless DEMO_FLEET=on.');
  }

  async start(now: Date): Promise<void> {
    this.assertAllowed();
    if (this.running) throw new ActError('CONFLICT', 'The demo fleet is already running.');
    const url = this.loopbackUrl();
    if (!url)
      throw new ActError('CONFLICT', 'The server is not listening yet; the fleet has nowhere to call.');
    if ((await demoLockerChoices(this.options.db)).length === 0)
      throw new ActError(
        'CONFLICT',
        'No locker carries its demo credential: the fleet has nothing to drive.',
      );
    this.stopFleet = await startDemoFleet({
      db: this.options.db,
      url,
      offlineAfterSeconds: this.options.offlineAfterSeconds,
      log: this.options.app.log,
    });
    this.startedAt = now;
  }

  async stop(): Promise<void> {
    const stop = this.stopFleet;
    if (!stop) throw new ActError('CONFLICT', 'The demo fleet is not running.');
    this.stopFleet = undefined;
    this.startedAt = null;
    await stop();
  }

  /** For the server's own shutdown: stops the fleet if it runs. */
  async stopIfRunning(): Promise<void> {
    if (this.running) await this.stop();
  }

  /** One heartbeat or deposit for a demo locker, answered as the device channel answered it. */
  async send(uuid: string, call: SimulatedCall, now: Date): Promise<DeviceAnswer> {
    this.assertAllowed();
    const machine = await this.options.db
      .selectFrom('machines')
      .select(['id', 'device_key', 'device_clock'])
      .where('uuid', '=', uuid)
      .where('retired_at', 'is', null)
      .executeTakeFirst();
    if (!machine) throw new ActError('NOT_FOUND', 'There is no such locker in service.');
    if (machine.device_key !== demoDeviceKey(uuid))
      throw new ActError(
        'CONFLICT',
        'This locker no longer carries its demo credential; the simulator cannot sign for it.',
      );
    const body =
      call === 'heartbeat'
        ? deviceBody('heartbeat', { status: '101', run_sts: '1' })
        : await this.depositBody(machine.id);
    const response = await this.options.app.inject({
      method: 'POST',
      url: '/device',
      // A locker's clock only moves forward (the channel refuses a replayed time), as the fleet's own lockers keep it.
      headers: deviceHeaders(
        uuid,
        devicePrivateKey(demoDeviceSecret(uuid)),
        body,
        Math.max(now.getTime(), machine.device_clock + 1),
      ),
      payload: body,
    });
    return JSON.parse(response.payload) as DeviceAnswer;
  }

  private async depositBody(machineId: number): Promise<string> {
    const free = await this.options.db
      .selectFrom('compartments')
      .select('label')
      .where('machine_id', '=', machineId)
      .where('category', 'in', ['parcel', 'cold'])
      .where('state', '=', 'free')
      .orderBy('label')
      .executeTakeFirst();
    if (!free) throw new ActError('CONFLICT', 'This locker has no free compartment for a deposit.');
    return deviceBody('deposit', {
      carrier: SIMULATED_CARRIERS[0],
      compartment: free.label,
      phone: '4165550100',
      email: '',
      recipient: 'Demo resident',
    });
  }
}

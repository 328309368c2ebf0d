// Drives simulated lockers against a running server through the device channel: each locker heartbeats on its
// interval; carriers deposit parcels across the spec's carriers, recipients collect some, doors open and close and
// now and then jam, faults happen, and a few lockers fall silent for a while and come back. Loopback only, and
// it stops by itself after the given time.
import type { KeyObject } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DeviceAnswer, DeviceCallName, DeviceCallParams } from '@bluemanager/protocol';
import { devicePrivateKey } from '../domain/devices/device-keys.js';
import { createRandom, seedFrom, type Random } from '../db/seed/random.js';
import { deviceBody, deviceHeaders } from './device-signing.js';
import { closeLoopbackAgents, postFrom } from './loopback-post.js';
import { SIMULATOR_LAYOUT } from './provision.js';
import type { SimulatedLockerCredential } from './sim-credentials.js';
import { DEMO_FIRMWARE, LockerVitals } from './locker-vitals.js';
import { AmenityBorrowers } from './amenity-borrowers.js';
import { BikeRiders } from './bike-riders.js';
import { CameraShots } from './camera-shots.js';
import { randomCrash } from './crash-reports.js';
import { AdScreenPlayer } from './ad-screen-player.js';
import { presentKey } from './courier-keys.js';

/** Spec §9's known carriers. */
export const SIMULATED_CARRIERS = [
  'Amazon',
  'Purolator',
  'UPS',
  'DHL',
  'Canpar',
  'Canada Post',
  'FedEx',
  'Intelcom',
] as const;

export interface SimulationOptions {
  url: string;
  lockers: readonly SimulatedLockerCredential[];
  seconds: number;
  heartbeatSeconds: number;
  /** Per locker and heartbeat: the chance a carrier deposits a parcel. */
  depositChance: number;
  /** Per locker and heartbeat: the chance a recipient comes for one of the parcels inside. */
  pickupChance: number;
  /** Per locker and heartbeat: a jammed door, a fault. */
  jamChance: number;
  faultChance: number;
  /** Share of the lockers that go silent once, and for how long. */
  silentShare: number;
  silentSeconds: number;
  seed?: string;
  /** The loopback address each locker calls from (by its place in `lockers`); the system's choice when absent. */
  sourceAddresses?: readonly string[];
}

export interface CallStats {
  count: number;
  errors: number;
  latenciesMs: number[];
}

export interface SimulationReport {
  seconds: number;
  calls: Record<DeviceCallName, CallStats>;
  deposits: number;
  pickups: number;
  silent: string[];
  errors: { call: string; code: string; msg: string }[];
}

export function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!(host === 'localhost' || host === '[::1]' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host))) {
    throw new Error(`the simulator only talks to this machine (127.0.0.0/8, localhost, [::1]), not ${host}`);
  }
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

class SimulatedLocker {
  private lastTime = 0;
  private readonly key: KeyObject;
  /** The compartments it deposits into; those this run knows to be free; the codes of the parcels it put in. */
  private readonly labels: readonly string[];
  private readonly free: Set<string>;
  private readonly waiting: { code: string; label: string }[] = [];
  /** Firmware, power and network, with a power cut or a failover now and then (as often as a jam). */
  private readonly vitals: LockerVitals;
  private readonly riders: BikeRiders | undefined;
  private readonly borrowers: AmenityBorrowers | undefined;
  private readonly camera: CameraShots | undefined;
  private readonly screen: AdScreenPlayer;

  constructor(
    readonly credential: SimulatedLockerCredential,
    private readonly options: SimulationOptions,
    private readonly report: SimulationReport,
    private readonly random: Random,
    private readonly source: string | undefined,
  ) {
    this.key = devicePrivateKey(credential.secret);
    this.labels = credential.compartments ?? SIMULATOR_LAYOUT.map((entry) => entry.label);
    this.free = new Set(this.labels);
    this.vitals = new LockerVitals(credential.uuid, random, options.jamChance);
    this.riders =
      credential.bike && new BikeRiders(credential.bike, random, (name, params) => this.call(name, params));
    this.borrowers =
      credential.amenity &&
      new AmenityBorrowers(credential.amenity, random, (name, params) => this.call(name, params));
    this.camera = credential.camera ? new CameraShots((name, params) => this.call(name, params)) : undefined;
    this.screen = new AdScreenPlayer((name, params) => this.call(name, params), random);
  }

  private async call<N extends DeviceCallName>(
    name: N,
    params: DeviceCallParams<N>,
  ): Promise<DeviceAnswer<N>> {
    const body = deviceBody(name, params);
    this.lastTime = Math.max(this.lastTime + 1, Date.now());
    const stats = this.report.calls[name];
    const started = performance.now();
    let answer: DeviceAnswer<N>;
    try {
      const response = await postFrom(
        `${this.options.url}/device`,
        deviceHeaders(this.credential.uuid, this.key, body, this.lastTime),
        body,
        this.source,
      );
      answer = JSON.parse(response.text) as DeviceAnswer<N>;
    } catch (error) {
      answer = { ok: false, code: 'NETWORK', msg: error instanceof Error ? error.message : String(error) };
    }
    stats.latenciesMs.push(performance.now() - started);
    stats.count++;
    // A full or jammed compartment is part of a locker's life, not an error of the channel.
    if (!answer.ok && !(name === 'deposit' && answer.code === 'CONFLICT')) {
      stats.errors++;
      if (this.report.errors.length < 50)
        this.report.errors.push({ call: name, code: answer.code, msg: answer.msg });
    }
    return answer;
  }

  private async deposit(): Promise<void> {
    const label = [...this.free][this.random.int(0, this.free.size - 1)];
    if (label === undefined) return;
    // A locker with courier keys opens only for a key it allows, and the deposit names that key's carrier.
    const couriers = this.credential.couriers ?? [];
    const carrier =
      couriers.length > 0
        ? await presentKey(couriers, this.random, (name, params) => this.call(name, params))
        : this.random.pick(SIMULATED_CARRIERS);
    if (carrier === undefined) return;
    this.free.delete(label);
    await this.call('door', { compartment: label, state: 'open' });
    const answer = await this.call('deposit', {
      carrier,
      compartment: label,
      phone: `416555${String(this.random.int(0, 9999)).padStart(4, '0')}`,
      email: this.random.chance(0.5) ? `resident${this.random.int(1, 500)}@example.com` : '',
      recipient: `Resident ${this.random.int(1, 500)}`,
    });
    await this.call('door', { compartment: label, state: 'closed' });
    await this.camera?.shoot('deposit', label, answer.ok ? answer.data.parcelId : undefined);
    if (answer.ok) {
      this.report.deposits++;
      this.waiting.push({ code: answer.data.pickupCode, label });
    }
  }

  private async pickup(): Promise<void> {
    const index = this.random.int(0, this.waiting.length - 1);
    const parcel = this.waiting[index];
    if (!parcel) return;
    this.waiting.splice(index, 1);
    const answer = await this.call('pickup', { code: parcel.code });
    if (answer.ok) {
      this.report.pickups++;
      this.free.add(parcel.label);
    }
  }

  async run(until: number, silence: { from: number; to: number } | undefined): Promise<void> {
    const interval = this.options.heartbeatSeconds * 1000;
    // Spread the first heartbeats over one interval, as a real fleet's are.
    await sleep(this.random.between(0, interval));
    while (Date.now() < until) {
      const now = Date.now();
      if (!silence || now < silence.from || now >= silence.to) {
        await this.call('heartbeat', { status: '101', run_sts: '1', ...this.vitals.next() });
        if (this.random.chance(this.options.depositChance)) await this.deposit();
        if (this.waiting.length > 0 && this.random.chance(this.options.pickupChance)) await this.pickup();
        await this.riders?.step(this.options.depositChance * 4);
        await this.screen.step(new Date());
        await this.borrowers?.step(this.options.depositChance * 4);
        if (this.labels.length > 0 && this.random.chance(this.options.jamChance)) {
          const label = this.random.pick(this.labels);
          await this.call('door', { compartment: label, state: 'jammed' });
          // Now and then the person at the jammed door presses the help button (a support ticket).
          if (this.random.chance(0.25)) await this.call('help', { reason: 'door', compartment: label });
          await this.call('door', { compartment: label, state: 'closed' });
        }
        if (this.random.chance(this.options.faultChance)) {
          await this.call('fault', { code: 'printer', message: 'paper low' });
        }
        // Rarer than a fault: the firmware crashes, restarts and reports it (Crash Logs).
        if (this.random.chance(this.options.faultChance / 3)) {
          await this.call('crash', randomCrash(this.random, DEMO_FIRMWARE));
        }
        // Rarer than a jam: someone prises a door open.
        if (this.labels.length > 0 && this.random.chance(this.options.jamChance / 4)) {
          const label = this.random.pick(this.labels);
          await this.call('door', { compartment: label, state: 'forced' });
          await this.camera?.shoot('door-forced', label);
          await this.call('door', { compartment: label, state: 'closed' });
        }
      }
      const wait = Math.min(until - Date.now(), interval - (Date.now() - now));
      if (wait > 0) await sleep(wait);
    }
  }
}

export async function simulateFleet(options: SimulationOptions): Promise<SimulationReport> {
  assertLoopback(options.url);
  const blank = (): CallStats => ({ count: 0, errors: 0, latenciesMs: [] });
  const report: SimulationReport = {
    seconds: options.seconds,
    calls: {
      heartbeat: blank(),
      deposit: blank(),
      pickup: blank(),
      door: blank(),
      fault: blank(),
      dock: blank(),
      undock: blank(),
      snapshot: blank(),
      help: blank(),
      crash: blank(),
      'ad-playlist': blank(),
      'ad-report': blank(),
      lend: blank(),
      return: blank(),
      'express-drop-off': blank(),
      'courier-key': blank(),
    },
    deposits: 0,
    pickups: 0,
    silent: [],
    errors: [],
  };
  const random = createRandom(seedFrom(options.seed ?? 'simulator'));
  const started = Date.now();
  const until = started + options.seconds * 1000;
  const silentCount =
    options.lockers.length === 0 ? 0 : Math.max(1, Math.round(options.lockers.length * options.silentShare));
  const silentIndexes = new Set(
    random.shuffle(options.lockers.map((_, index) => index)).slice(0, silentCount),
  );
  await Promise.all(
    options.lockers.map((credential, index) => {
      let silence: { from: number; to: number } | undefined;
      if (silentIndexes.has(index)) {
        // Silent in the middle of the run, so it is seen online before and after.
        const from = started + Math.min(options.seconds * 0.25 * 1000, 2 * options.heartbeatSeconds * 1000);
        silence = { from, to: from + options.silentSeconds * 1000 };
        report.silent.push(credential.uuid);
      }
      const locker = new SimulatedLocker(
        credential,
        options,
        report,
        createRandom(seedFrom(`${options.seed ?? 'simulator'}:${index}`)),
        options.sourceAddresses?.[index],
      );
      return locker.run(until, silence);
    }),
  );
  report.seconds = (Date.now() - started) / 1000;
  closeLoopbackAgents();
  return report;
}

export function describeReport(report: SimulationReport): string {
  const lines = Object.entries(report.calls).map(
    ([name, stats]) =>
      `  ${name.padEnd(11)} ${String(stats.count).padStart(7)} calls  ${(stats.count / report.seconds).toFixed(1).padStart(8)}/s  ` +
      `p50 ${percentile(stats.latenciesMs, 50).toFixed(1)} ms  p99 ${percentile(stats.latenciesMs, 99).toFixed(1)} ms  errors ${stats.errors}`,
  );
  return [
    `${report.seconds.toFixed(1)} s: ${report.deposits} deposits, ${report.pickups} pickups, ${report.silent.length} lockers silent for a while`,
    ...lines,
    ...report.errors.slice(0, 5).map((error) => `  error: ${error.call} ${error.code} ${error.msg}`),
  ].join('\n');
}

// What a simulated locker says about itself in each heartbeat besides being alive: its firmware, what powers it,
// its battery and its network. Now and then the mains drop for a few heartbeats (the battery runs down, then the
// power comes back) or the wired link fails over to cellular and returns; the machine log records each change.
// A locker's usual network follows from its uuid, so the demo seed and the simulator agree without talking.
import type { Random } from '../db/seed/random.js';

export const DEMO_FIRMWARE = '2.4.1';
const HOME_NETWORKS = ['ethernet', 'wifi', 'cellular'] as const;
type Network = (typeof HOME_NETWORKS)[number];
/** How many heartbeats a power cut or a network failover lasts. */
const INCIDENT_BEATS = 3;

export function homeNetwork(uuid: string): Network {
  let hash = 0;
  for (const char of uuid) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return HOME_NETWORKS[hash % HOME_NETWORKS.length] ?? 'ethernet';
}

export interface Vitals {
  firmware: string;
  power: 'mains' | 'battery';
  battery: number;
  network: Network;
}

export class LockerVitals {
  private powerCut = 0;
  private failover = 0;
  private battery = 100;

  constructor(
    private readonly uuid: string,
    private readonly random: Random,
    private readonly incidentChance: number,
  ) {}

  /** The next heartbeat's report, with an incident starting now and then and ending after a few beats. */
  next(): Vitals {
    if (this.powerCut === 0 && this.random.chance(this.incidentChance)) this.powerCut = INCIDENT_BEATS;
    const home = homeNetwork(this.uuid);
    if (this.failover === 0 && home !== 'cellular' && this.random.chance(this.incidentChance)) {
      this.failover = INCIDENT_BEATS;
    }
    const onBattery = this.powerCut > 0;
    this.battery = onBattery ? Math.max(5, this.battery - this.random.int(15, 35)) : 100;
    const vitals: Vitals = {
      firmware: DEMO_FIRMWARE,
      power: onBattery ? 'battery' : 'mains',
      battery: this.battery,
      network: this.failover > 0 ? 'cellular' : home,
    };
    this.powerCut = Math.max(0, this.powerCut - 1);
    this.failover = Math.max(0, this.failover - 1);
    return vitals;
  }
}

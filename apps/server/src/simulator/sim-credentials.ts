// Simulated lockers have known credentials, derived from a passphrase and their number, so the provisioning CLI
// and the simulator agree without passing secrets around. For demos and load runs only: anyone who knows the
// passphrase can sign as these machines, which is why they live in their own building.
import { createHash } from 'node:crypto';
import type { AmenityMachinePlan } from './amenity-borrowers.js';
import type { BikeLockerPlan } from './bike-riders.js';
import type { CourierCredential } from './courier-keys.js';

export const DEFAULT_SIMULATOR_PASSPHRASE = 'bluemanager-simulator';
export const SIMULATOR_BUILDING = 'Simulator Yard';
export const SIMULATOR_MODEL = 'Simulator S12';

export interface SimulatedLockerCredential {
  index: number;
  uuid: string;
  secret: string;
  /** The parcel compartments it deposits into; the simulator model's layout when not given. */
  compartments?: readonly string[];
  /** A bike locker's docks and riders (bike-riders.ts). */
  bike?: BikeLockerPlan;
  /** An amenity machine's items and borrowers (amenity-borrowers.ts). */
  amenity?: AmenityMachinePlan;
  /** Whether it has a camera (camera-shots.ts). */
  camera?: boolean;
  /** The courier keys shown before a drop-off (courier-keys.ts); without them couriers deposit unchecked. */
  couriers?: readonly CourierCredential[];
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function simulatorCredential(passphrase: string, index: number): SimulatedLockerCredential {
  const tag = digest(`uuid:${passphrase}`).slice(0, 8);
  return {
    index,
    uuid: `sim-${tag}-${String(index).padStart(5, '0')}`,
    secret: digest(`secret:${passphrase}:${index}`),
  };
}

export function simulatorCredentials(passphrase: string, count: number): SimulatedLockerCredential[] {
  return Array.from({ length: count }, (_, index) => simulatorCredential(passphrase, index + 1));
}

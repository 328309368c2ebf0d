// Turns the building specs into the rows the demo stores, before any of them has an id. Compartment states start
// free or disabled; the parcel plan marks the ones holding a pending parcel occupied.
import { createHash } from 'node:crypto';
import { machineModeInfo, type LockerFamily } from '@bluemanager/protocol';
import type { DemoBuildingSpec, DemoMachineSpec } from './demo-network.js';
import { formatAddress } from './places.js';
import type { Random } from './random.js';
import { DAY, HOUR, MINUTE } from './time.js';

export type CompartmentState = 'free' | 'occupied' | 'disabled';

export interface PlannedCompartment {
  label: string;
  size: string;
  category: 'parcel' | 'cold' | 'bike' | 'amenity';
  state: CompartmentState;
}

export interface PlannedMachine {
  uuid: string;
  name: string;
  mm: number;
  family: LockerFamily;
  status: string;
  runSts: string;
  lastSeenAt: number;
  createdAt: number;
  /** Parcel lockers (main and miniBox) take deliveries; bike and amenity machines do not. */
  takesParcels: boolean;
  compartments: PlannedCompartment[];
}

export interface PlannedBuilding {
  spec: DemoBuildingSpec;
  address: string;
  createdAt: number;
  machines: PlannedMachine[];
}

// Row by row down a column: small doors at the top, the large ones near the floor.
const PARCEL_SIZES = ['S', 'S', 'M', 'M', 'M', 'L', 'L', 'XL'] as const;
const COLUMN_HEIGHT = 8;

/** A uuid-looking id that stays the same for the same building and place, whatever else changes in the seed. */
function machineUuid(machineName: string): string {
  const hex = createHash('sha1').update(`bluemanager-demo:${machineName}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function label(index: number): string {
  const column = String.fromCharCode(65 + Math.floor(index / COLUMN_HEIGHT));
  return `${column}${String((index % COLUMN_HEIGHT) + 1).padStart(2, '0')}`;
}

function planCompartments(random: Random, family: LockerFamily): PlannedCompartment[] {
  const compartments: PlannedCompartment[] = [];
  if (family === 'bike' || family === 'amenity') {
    const count = random.int(8, family === 'bike' ? 12 : 10);
    for (let i = 0; i < count; i++) {
      // Bikes and borrowed equipment sit in them for days; that is what occupied means here.
      const taken = random.chance(family === 'bike' ? 0.5 : 0.3);
      compartments.push({
        label: label(i),
        size: family === 'bike' ? 'XL' : random.pick(['M', 'L']),
        category: family,
        state: random.chance(0.05) ? 'disabled' : taken ? 'occupied' : 'free',
      });
    }
    return compartments;
  }
  const count = family === 'miniBox' ? random.int(8, 12) : random.int(16, 24);
  const coldCount = family === 'main' && random.chance(0.35) ? random.int(2, 4) : 0;
  for (let i = 0; i < count; i++) {
    const size = family === 'miniBox' ? random.pick(['S', 'M']) : (PARCEL_SIZES[i % COLUMN_HEIGHT] as string);
    compartments.push({
      label: label(i),
      // A few doors were never measured at installation; the portal shows them as size unknown.
      size: random.chance(0.04) ? '-1' : size,
      category: i >= count - coldCount ? 'cold' : 'parcel',
      state: random.chance(0.03) ? 'disabled' : 'free',
    });
  }
  return compartments;
}

function planMachine(
  random: Random,
  building: PlannedBuilding,
  spec: DemoMachineSpec,
  now: number,
): PlannedMachine {
  const mode = machineModeInfo(spec.mm);
  if (!mode) throw new Error(`demo machine ${spec.place} has unknown machine mode ${spec.mm}`);
  const name = `${building.spec.name}#${spec.place}`;
  const lastSeenAt =
    spec.condition === 'online'
      ? now - random.int(5, 90) * 1000
      : spec.condition === 'offline'
        ? now - random.between(3 * HOUR, 4 * DAY)
        : now - random.between(10 * DAY, 30 * DAY);
  return {
    uuid: machineUuid(name),
    name,
    mm: spec.mm,
    family: mode.family,
    status: spec.condition === 'online' ? '101' : '0',
    runSts: spec.condition === 'out-of-service' ? '0' : '1',
    lastSeenAt,
    createdAt: building.createdAt + random.between(1 * DAY, 20 * DAY),
    takesParcels: mode.family === 'main' || mode.family === 'miniBox',
    compartments: planCompartments(random, mode.family),
  };
}

export function planNetwork(
  random: Random,
  specs: readonly DemoBuildingSpec[],
  now: number,
): PlannedBuilding[] {
  return specs.map((spec) => {
    const building: PlannedBuilding = {
      spec,
      address: formatAddress(spec.street, spec.city, spec.postalCode),
      createdAt: now - random.between(200 * DAY, 900 * DAY) - random.int(0, 59) * MINUTE,
      machines: [],
    };
    building.machines = spec.machines.map((machine) => planMachine(random, building, machine, now));
    return building;
  });
}

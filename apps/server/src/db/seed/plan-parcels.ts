// Sixty days of deliveries, played forward in time against the compartments so the result is consistent: a
// compartment holds one parcel at a time, and whatever is still inside at `now` is pending with its compartment
// occupied. Timed-out, abnormal, unattended and expected parcels are placed on top so every case shows up.
import type { ParcelState } from '@bluemanager/protocol';
import { DEMO_CARRIERS } from './carriers.js';
import { makePerson, type Person } from './people.js';
import type { PlannedBuilding } from './plan-network.js';
import type { Random } from './random.js';
import { DAY, HOUR, MINUTE } from './time.js';

export interface PlannedParcel {
  building: number;
  /** Index into the building's machines. */
  machine: number;
  /** Index into the machine's compartments; null while expected or when left with the concierge. */
  compartment: number | null;
  carrier: string;
  phone: string;
  email: string;
  recipient: string;
  state: ParcelState;
  abnormal: 0 | 1;
  abnormalReason: string;
  unattended: 0 | 1;
  note: string;
  createdAt: number;
  depositedAt: number | null;
  dueAt: number | null;
  collectedAt: number | null;
}

const DELIVERIES = 4_920;
const EXPECTED = 40;
const UNATTENDED_BUILDINGS = 6;
const HISTORY_DAYS = 56;
const ABNORMAL_RATE = 0.12;
const NOTE_RATE = 0.03;

const ABNORMAL_REASONS = [
  'Door did not close',
  'Parcel too large for compartment',
  'Recipient reported damage',
  'Pickup code rejected',
  'Compartment sensor fault',
] as const;

const NOTES = [
  'Fragile#Leave at desk',
  'Signature required',
  'Perishable#Keep cold',
  'Oversized#Call on arrival',
  'Gift#Do not open',
  'Fragile',
] as const;

interface Resident extends Person {
  /** Some residents order far more than others. */
  weight: number;
}

interface Delivery {
  building: number;
  at: number;
  /** Hours until pickup; null when nobody comes and the carrier takes it back. */
  pickupHours: number | null;
}

function residentsOf(random: Random, building: PlannedBuilding): Resident[] {
  const count = Math.min(90, Math.max(30, building.spec.floors * 3));
  return Array.from({ length: count }, () => ({
    ...makePerson(random, building.spec.city.areaCodes),
    weight: random.between(0.2, 3),
  }));
}

/** Parcel compartments that can take a delivery today; disabled doors are left out of the whole history. */
function parcelCapacity(building: PlannedBuilding): number {
  return building.machines
    .filter((machine) => machine.takesParcels)
    .reduce((sum, machine) => sum + machine.compartments.filter((c) => c.state !== 'disabled').length, 0);
}

/** A delivery during local working hours, most of them around mid-afternoon. */
function deliveryTime(random: Random, utcOffset: number, now: number): number {
  for (;;) {
    const day = random.int(0, HISTORY_DAYS);
    const localHour = (random.between(8, 21) + random.between(8, 21)) / 2;
    const at = Math.floor(now / DAY) * DAY - day * DAY + (localHour - utcOffset) * HOUR;
    if (at < now - 10 * MINUTE) return at;
  }
}

function pickupHours(random: Random, overdueHours: number): number | null {
  const roll = random.next();
  if (roll < 0.45) return random.between(0.2, 8);
  if (roll < 0.75) return random.between(8, 30);
  if (roll < 0.87) return random.between(30, overdueHours);
  if (roll < 0.95) return random.between(overdueHours, overdueHours + 72);
  return null;
}

function parcelMachine(random: Random, building: PlannedBuilding): number {
  const indexes = building.machines.flatMap((machine, index) => (machine.takesParcels ? [index] : []));
  return random.pick(indexes);
}

export function planParcels(random: Random, network: PlannedBuilding[], now: number): PlannedParcel[] {
  const residents = network.map((building) => residentsOf(random, building));
  const buildingIndexes = network.map((_, index) => index);
  const capacityOf = (index: number) => parcelCapacity(network[index] as PlannedBuilding);
  const parcels: PlannedParcel[] = [];

  const contact = (building: number) => {
    const carrier = random.weighted(DEMO_CARRIERS, (c) => c.weight);
    const person = random.weighted(residents[building] as Resident[], (r) => r.weight);
    return {
      carrier: carrier.name,
      cold: carrier.cold,
      phone: person.phone,
      email: person.email,
      recipient: person.name,
      note: random.chance(NOTE_RATE) ? random.pick(NOTES) : '',
    };
  };

  const deliveries: Delivery[] = [];
  for (let i = 0; i < DELIVERIES; i++) {
    const building = random.weighted(buildingIndexes, capacityOf);
    const spec = (network[building] as PlannedBuilding).spec;
    deliveries.push({
      building,
      at: deliveryTime(random, spec.city.utcOffset, now),
      pickupHours: pickupHours(random, spec.overdueHours),
    });
  }
  // Forgotten parcels in every building, so the timed-out views have something wherever a test account looks.
  for (const building of buildingIndexes) {
    const overdueHours = (network[building] as PlannedBuilding).spec.overdueHours;
    for (let i = random.int(1, 2); i > 0; i--) {
      deliveries.push({
        building,
        at: now - (overdueHours + random.between(4, 90)) * HOUR,
        pickupHours: null,
      });
    }
  }
  deliveries.sort((a, b) => a.at - b.at);

  // When each compartment is next free, per building, machine and compartment.
  const freeFrom = network.map((building) =>
    building.machines.map((machine) => machine.compartments.map(() => 0)),
  );
  for (const delivery of deliveries) {
    const building = network[delivery.building] as PlannedBuilding;
    const details = contact(delivery.building);
    const free: { machine: number; compartment: number; cold: boolean }[] = [];
    building.machines.forEach((machine, m) => {
      // A machine that went dark takes no deliveries after it was last seen.
      if (!machine.takesParcels || delivery.at > machine.lastSeenAt) return;
      machine.compartments.forEach((compartment, c) => {
        if (compartment.state === 'disabled' || (freeFrom[delivery.building]?.[m]?.[c] ?? 0) > delivery.at)
          return;
        free.push({ machine: m, compartment: c, cold: compartment.category === 'cold' });
      });
    });
    // A full locker turns the carrier away; the delivery simply does not happen.
    if (free.length === 0) continue;
    const preferred = free.filter((slot) => slot.cold === details.cold);
    const slot = random.pick(preferred.length > 0 ? preferred : free);

    const dueAt = delivery.at + building.spec.overdueHours * HOUR;
    const leftAt =
      delivery.pickupHours === null
        ? dueAt + random.between(72, 168) * HOUR
        : delivery.at + delivery.pickupHours * HOUR;
    const stillInside = leftAt > now;
    const row = freeFrom[delivery.building]?.[slot.machine];
    if (row) row[slot.compartment] = stillInside ? Infinity : leftAt;
    const abnormal = stillInside && random.chance(ABNORMAL_RATE);
    parcels.push({
      building: delivery.building,
      machine: slot.machine,
      compartment: slot.compartment,
      carrier: details.carrier,
      phone: details.phone,
      email: details.email,
      recipient: details.recipient,
      state: stillInside ? 'pending' : delivery.pickupHours === null ? 'returned' : 'collected',
      abnormal: abnormal ? 1 : 0,
      abnormalReason: abnormal ? random.pick(ABNORMAL_REASONS) : '',
      unattended: 0,
      note: details.note,
      createdAt: delivery.at - random.between(0.5, 72) * HOUR,
      depositedAt: delivery.at,
      dueAt,
      // For a returned parcel this is when the carrier took it back out of the locker.
      collectedAt: stillInside ? null : leftAt,
    });
    if (stillInside) {
      const compartment = building.machines[slot.machine]?.compartments[slot.compartment];
      if (compartment) compartment.state = 'occupied';
    }
  }

  // Urgent unattended deliveries: the locker was full, so the concierge signed for them.
  for (const index of random.shuffle(buildingIndexes).slice(0, UNATTENDED_BUILDINGS)) {
    const building = network[index] as PlannedBuilding;
    const details = contact(index);
    const depositedAt = now - random.between(1, 60) * HOUR;
    parcels.push({
      building: index,
      machine: parcelMachine(random, building),
      compartment: null,
      carrier: details.carrier,
      phone: details.phone,
      email: details.email,
      recipient: details.recipient,
      state: 'pending',
      abnormal: 0,
      abnormalReason: '',
      unattended: 1,
      note: 'Left with concierge#Locker full',
      createdAt: depositedAt - random.between(2, 48) * HOUR,
      depositedAt,
      dueAt: depositedAt + building.spec.overdueHours * HOUR,
      collectedAt: null,
    });
  }

  // Announced by the carrier, not delivered yet.
  for (let i = 0; i < EXPECTED; i++) {
    const index = random.weighted(buildingIndexes, capacityOf);
    const building = network[index] as PlannedBuilding;
    const details = contact(index);
    parcels.push({
      building: index,
      machine: parcelMachine(random, building),
      compartment: null,
      carrier: details.carrier,
      phone: details.phone,
      email: details.email,
      recipient: details.recipient,
      state: 'expected',
      abnormal: 0,
      abnormalReason: '',
      unattended: 0,
      note: details.note,
      createdAt: now - random.between(0.5, 36) * HOUR,
      depositedAt: null,
      dueAt: null,
      collectedAt: null,
    });
  }

  // Stored in the order the carriers announced them, so ids grow with time as they would in production.
  return parcels.sort((a, b) => a.createdAt - b.createdAt);
}

// The demo fleet's models and machine history: the models the demo lockers were made from, and a few days of
// events per machine (installation, doors, a jam or a fault here and there, going offline), so the machine pages
// and the alerts have something to show. Drawn from its own seeded stream: the same `now` gives the same rows.
import type { Kysely } from 'kysely';
import { machineModeInfo } from '@bluemanager/protocol';
import type { Database } from '../schema.js';
import type { NewMachineEvent } from '../../sections/machines/machine-events.js';
import { recordMachineEvents } from '../../sections/machines/machine-events.js';
import { createRandom, seedFrom } from './random.js';
import { DAY, HOUR, MINUTE, toIso } from './time.js';

type Category = 'parcel' | 'cold' | 'bike' | 'amenity';

interface ModelSpec {
  name: string;
  mm: number;
  count: number;
  sizes: readonly string[];
  category: Category;
  cold?: number;
  retired?: boolean;
}

const MODEL_SPECS: readonly ModelSpec[] = [
  {
    name: 'BlueBox P24',
    mm: 1,
    count: 24,
    sizes: ['S', 'S', 'M', 'M', 'M', 'L', 'L', 'XL'],
    category: 'parcel',
    cold: 3,
  },
  {
    name: 'BlueBox P16',
    mm: 1,
    count: 16,
    sizes: ['S', 'S', 'M', 'M', 'M', 'L', 'L', 'XL'],
    category: 'parcel',
  },
  {
    name: 'BlueBox P20 (2019)',
    mm: 1,
    count: 20,
    sizes: ['S', 'M', 'M', 'L', 'XL'],
    category: 'parcel',
    retired: true,
  },
  {
    name: 'Metro M20',
    mm: 6,
    count: 20,
    sizes: ['S', 'S', 'M', 'M', 'M', 'L', 'L', 'XL'],
    category: 'parcel',
  },
  { name: 'Metro Security MS16', mm: 8, count: 16, sizes: ['S', 'M', 'M', 'L'], category: 'parcel' },
  {
    name: 'Jukebox J20',
    mm: 12,
    count: 20,
    sizes: ['S', 'S', 'M', 'M', 'M', 'L', 'L', 'XL'],
    category: 'parcel',
  },
  {
    name: 'EMCO E20',
    mm: 14,
    count: 20,
    sizes: ['S', 'S', 'M', 'M', 'M', 'L', 'L', 'XL'],
    category: 'parcel',
  },
  {
    name: 'VIU V16',
    mm: 16,
    count: 16,
    sizes: ['S', 'S', 'M', 'M', 'M', 'L', 'L', 'XL'],
    category: 'parcel',
  },
  { name: 'MiniBox MB10', mm: 13, count: 10, sizes: ['S', 'M'], category: 'parcel' },
  { name: 'Bike Rack B10', mm: 3, count: 10, sizes: ['XL'], category: 'bike' },
  { name: 'Amenity A8', mm: 17, count: 8, sizes: ['M', 'L'], category: 'amenity' },
];

const COLUMN_HEIGHT = 8;

function label(index: number): string {
  return `${String.fromCharCode(65 + Math.floor(index / COLUMN_HEIGHT))}${String((index % COLUMN_HEIGHT) + 1).padStart(2, '0')}`;
}

export function modelLayout(spec: ModelSpec): { label: string; size: string; category: Category }[] {
  return Array.from({ length: spec.count }, (_, i) => ({
    label: label(i),
    size: spec.sizes[i % spec.sizes.length] as string,
    category: i >= spec.count - (spec.cold ?? 0) ? 'cold' : spec.category,
  }));
}

const FAULTS = [
  'printer: paper low',
  'scanner: not responding',
  'power: running on battery',
  'screen: touch calibration lost',
];

export async function seedFleet(
  db: Kysely<Database>,
  nowMs: number,
): Promise<{ models: number; events: number }> {
  const random = createRandom(seedFrom('fleet'));
  const created = toIso(nowMs - 1000 * DAY);
  const modelIds = new Map<string, { id: number; mm: number; count: number }>();
  for (const spec of MODEL_SPECS) {
    if (!machineModeInfo(spec.mm))
      throw new Error(`demo model ${spec.name} has unknown machine mode ${spec.mm}`);
    const { id } = await db
      .insertInto('machine_models')
      .values({
        name: spec.name,
        mm: spec.mm,
        family: machineModeInfo(spec.mm)?.family ?? 'main',
        layout: JSON.stringify(modelLayout(spec)),
        retired_at: spec.retired ? toIso(nowMs - 200 * DAY) : null,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!spec.retired) modelIds.set(spec.name, { id, mm: spec.mm, count: spec.count });
  }

  const machines = await db
    .selectFrom('machines')
    .leftJoin('compartments', 'compartments.machine_id', 'machines.id')
    .select((eb) => [
      'machines.id',
      'machines.mm',
      'machines.status',
      'machines.run_sts',
      'machines.last_seen_at',
      'machines.created_at',
      eb.fn.count<number>('compartments.id').as('compartments'),
      eb.fn.min('compartments.id').as('first_compartment'),
    ])
    .groupBy([
      'machines.id',
      'machines.mm',
      'machines.status',
      'machines.run_sts',
      'machines.last_seen_at',
      'machines.created_at',
    ])
    .orderBy('machines.id')
    .execute();

  const events: NewMachineEvent[] = [];
  for (const machine of machines) {
    // The model of its mode whose size is nearest to what the locker actually has.
    const candidates = [...modelIds.values()].filter((model) => model.mm === machine.mm);
    const model = candidates.sort(
      (a, b) =>
        Math.abs(a.count - Number(machine.compartments)) - Math.abs(b.count - Number(machine.compartments)),
    )[0];
    if (model)
      await db.updateTable('machines').set({ model_id: model.id }).where('id', '=', machine.id).execute();

    const lastSeen = machine.last_seen_at ? Date.parse(machine.last_seen_at) : nowMs;
    const compartment = machine.first_compartment === null ? null : Number(machine.first_compartment);
    events.push({
      machineId: machine.id,
      kind: 'created',
      at: new Date(Date.parse(machine.created_at)),
      detail: 'installed',
    });
    for (let i = 0; i < random.int(1, 3); i++) {
      const at = Math.min(lastSeen, nowMs - random.between(2 * HOUR, 3 * DAY));
      const offset =
        compartment === null
          ? null
          : compartment + random.int(0, Math.max(0, Number(machine.compartments) - 1));
      events.push({ machineId: machine.id, kind: 'door-opened', at: new Date(at), compartmentId: offset });
      events.push({
        machineId: machine.id,
        kind: 'door-closed',
        at: new Date(at + random.int(5, 40) * 1000),
        compartmentId: offset,
      });
    }
    if (random.chance(0.15) && compartment !== null) {
      events.push({
        machineId: machine.id,
        kind: 'door-jammed',
        at: new Date(Math.min(lastSeen, nowMs - random.between(1 * HOUR, 20 * HOUR))),
        compartmentId: compartment,
      });
    }
    if (random.chance(0.2)) {
      events.push({
        machineId: machine.id,
        kind: 'fault',
        at: new Date(Math.min(lastSeen, nowMs - random.between(30 * MINUTE, 22 * HOUR))),
        detail: random.pick(FAULTS),
      });
    }
    if (machine.status !== '101' && machine.run_sts === '1') {
      events.push({
        machineId: machine.id,
        kind: 'offline',
        at: new Date(lastSeen + 2 * MINUTE),
        detail: 'no heartbeat',
      });
    }
  }
  // Whole seconds, as the rest of the seed stores times.
  const rounded = events.map((event) => ({
    ...event,
    at: new Date(Math.round(event.at.getTime() / 1000) * 1000),
  }));
  await recordMachineEvents(db, rounded);
  return { models: MODEL_SPECS.length, events: rounded.length };
}

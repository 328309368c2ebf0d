// The demo's machine log: a month of what lockers report besides parcels (firmware updates, network and power
// changes, a forced door now and then, an abnormal parcel completed at the locker), so Machine Logs has every
// category and severity on a fresh start. Machines also get the state their heartbeats would report, which the
// demo fleet then reports unchanged, so the running simulator adds only real changes.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createRandom, seedFrom, type Random } from '../../db/seed/random.js';
import { DAY, HOUR, MINUTE } from '../../db/seed/time.js';
import { DEMO_FIRMWARE, homeNetwork } from '../../simulator/locker-vitals.js';
import { recordMachineEvents, type NewMachineEvent } from '../machines/machine-events.js';

const OLDER_FIRMWARE = ['2.3.8', '2.4.0'];
const HISTORY_DAYS = 30;

interface SeedMachine {
  id: number;
  first_compartment: number | null;
}

function historyOf(random: Random, machine: SeedMachine, now: number): NewMachineEvent[] {
  const events: NewMachineEvent[] = [];
  const at = (ms: number) => new Date(Math.round(ms / 1000) * 1000);
  const add = (kind: NewMachineEvent['kind'], ms: number, detail = '', compartmentId: number | null = null) =>
    events.push({ machineId: machine.id, kind, at: at(ms), detail, compartmentId });
  const day = () => now - random.between(HOUR, HISTORY_DAYS * DAY);

  add('firmware-updated', day(), `${random.pick(OLDER_FIRMWARE)} → ${DEMO_FIRMWARE}`);
  for (let i = 0; i < random.int(0, 2); i++) {
    const from = random.pick(['ethernet', 'wifi']);
    const to = 'cellular';
    const start = day();
    add('network-changed', start, `${from} → ${to}`);
    add('network-changed', start + random.between(5 * MINUTE, 3 * HOUR), `${to} → ${from}`);
  }
  if (random.chance(0.35)) {
    const start = day();
    add('power-lost', start);
    if (random.chance(0.4)) add('battery-low', start + random.between(40 * MINUTE, 2 * HOUR), '18%');
    add('power-restored', start + random.between(2 * HOUR, 4 * HOUR));
  }
  if (random.chance(0.3)) {
    const start = day();
    add('offline', start, 'no heartbeat');
    add('online', start + random.between(3 * MINUTE, 40 * MINUTE));
  }
  if (random.chance(0.1) && machine.first_compartment !== null) {
    add('door-forced', day(), '', machine.first_compartment);
  }
  if (random.chance(0.15)) {
    add(
      'machine-abnormal-parcel-order-complate',
      day(),
      `parcel ${random.int(1000, 9999)}, ${random.pick(['damaged box', 'door left open', 'wrong compartment'])}`,
    );
  }
  return events;
}

export async function seedMachineLogs(
  db: Kysely<Database>,
  now: Date,
): Promise<Readonly<Record<string, number>>> {
  const random = createRandom(seedFrom('machine-logs'));
  const machines = await db
    .selectFrom('machines')
    .leftJoin('compartments', 'compartments.machine_id', 'machines.id')
    .select(['machines.id', 'machines.uuid', (eb) => eb.fn.min('compartments.id').as('first_compartment')])
    .where('machines.retired_at', 'is', null)
    .groupBy(['machines.id', 'machines.uuid'])
    .orderBy('machines.id')
    .execute();
  const events: NewMachineEvent[] = [];
  for (const machine of machines) {
    const first = machine.first_compartment === null ? null : Number(machine.first_compartment);
    events.push(...historyOf(random, { id: machine.id, first_compartment: first }, now.getTime()));
    await db
      .updateTable('machines')
      .set({
        firmware: DEMO_FIRMWARE,
        power_source: 'mains',
        battery: 100,
        network: homeNetwork(machine.uuid),
      })
      .where('id', '=', machine.id)
      .execute();
  }
  // Inserted in batches: SQLite and PostgreSQL both limit the parameters of one statement.
  for (let start = 0; start < events.length; start += 200) {
    await recordMachineEvents(db, events.slice(start, start + 200));
  }
  return { machine_logs: events.length };
}

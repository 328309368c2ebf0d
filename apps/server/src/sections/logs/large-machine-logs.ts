// A year of machine log for a large fleet, for the benchmark: lockers spread over the existing buildings, each
// reporting a day's worth of state changes (doors, parcels, connection, power, faults, firmware) in the mix a
// real fleet shows, written as the server writes them (category, severity and building beside each row).
import { sql, type Insertable, type Kysely } from 'kysely';
import { MACHINE_LOG_MODEL, type MachineEventKind } from '@bluemanager/protocol';
import type { Database, MachineEventsTable } from '../../db/schema.js';
import { insertRows } from '../../db/seed/insert-rows.js';
import { createRandom, seedFrom } from '../../db/seed/random.js';

const DAY = 86_400_000;
const ROWS_PER_TRANSACTION = 50_000;

/** Kinds by their share of a day's entries (the rest of the model is rarer still, and left out). */
const MIX: readonly [MachineEventKind, number][] = [
  ['door-opened', 26],
  ['door-closed', 26],
  ['deposit', 14],
  ['pickup', 13],
  ['pickup-refused', 3],
  ['online', 3],
  ['offline', 3],
  ['network-changed', 3],
  ['power-lost', 2],
  ['power-restored', 2],
  ['fault', 2],
  ['door-jammed', 1],
  ['battery-low', 0.5],
  ['door-forced', 0.3],
  ['firmware-updated', 0.2],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [, weight]) => sum + weight, 0);

export interface LargeMachineLogOptions {
  lockers: number;
  days: number;
  perDay: number;
  now: Date;
  onProgress?: (rows: number) => void;
}

export interface LargeMachineLogs {
  machineIds: number[];
  buildingIds: number[];
  rows: number;
}

/** The bench lockers already loaded (none on a fresh database), so a benchmark can measure in place. */
export async function loadedBenchLockers(db: Kysely<Database>): Promise<LargeMachineLogs> {
  const rows = await db
    .selectFrom('machines')
    .select(['id', 'building_id'])
    .where('uuid', 'like', 'bench-%')
    .execute();
  return {
    machineIds: rows.map((row) => row.id),
    buildingIds: [...new Set(rows.map((row) => row.building_id))],
    rows: 0,
  };
}

/** Adds `lockers` machines to the existing buildings and `days` of their log; returns the machine ids. */
export async function seedLargeMachineLogs(
  db: Kysely<Database>,
  options: LargeMachineLogOptions,
): Promise<LargeMachineLogs> {
  const random = createRandom(seedFrom('large-machine-logs'));
  if ((await loadedBenchLockers(db)).machineIds.length > 0) {
    throw new Error('this database already holds the bench lockers');
  }
  const buildings = await db
    .selectFrom('buildings')
    .select(['id', 'name', 'address'])
    .orderBy('id')
    .execute();
  if (buildings.length === 0) throw new Error('seed a network first: there is no building');
  const createdAt = new Date(options.now.getTime() - options.days * DAY).toISOString();
  const machines = Array.from({ length: options.lockers }, (_, index) => {
    const building = buildings[index % buildings.length] ?? buildings[0];
    return {
      uuid: `bench-${String(index).padStart(5, '0')}`,
      name: `${building?.name ?? ''}#Bench ${index + 1}`,
      mm: 1,
      family: 'main',
      status: '101',
      run_sts: '1',
      building_id: building?.id ?? 0,
      address: building?.address ?? '',
      last_seen_at: options.now.toISOString(),
      created_at: createdAt,
    };
  });
  await insertRows(db, 'machines', machines);
  const rows = await db
    .selectFrom('machines')
    .select(['id', 'building_id'])
    .where('uuid', 'like', 'bench-%')
    .orderBy('id')
    .execute();

  const start = options.now.getTime() - options.days * DAY;
  const perDayMs = DAY / options.perDay;
  let written = 0;
  let batch: Insertable<MachineEventsTable>[] = [];
  const flush = async () => {
    const pending = batch;
    batch = [];
    await db.transaction().execute((trx) => insertRows(trx, 'machine_events', pending));
    written += pending.length;
    options.onProgress?.(written);
  };
  // Time order, one slot per locker at a time, as a fleet writes it: the (time) index grows at its end.
  const slots = options.days * options.perDay;
  for (let slot = 0; slot < slots; slot++) {
    for (const machine of rows) {
      let pick = random.between(0, TOTAL_WEIGHT);
      const kind = MIX.find(([, weight]) => (pick -= weight) < 0)?.[0] ?? 'door-opened';
      const key = MACHINE_LOG_MODEL[kind];
      batch.push({
        machine_id: machine.id,
        building_id: machine.building_id,
        at: new Date(start + slot * perDayMs + random.between(0, perDayMs)).toISOString(),
        kind,
        category: key.category,
        severity: key.severity,
        compartment_id: null,
        detail: kind === 'fault' ? 'printer: paper low' : '',
      });
    }
    if (batch.length >= ROWS_PER_TRANSACTION) await flush();
  }
  if (batch.length > 0) await flush();
  await sql`analyze`.execute(db).catch(() => undefined);
  return {
    machineIds: rows.map((row) => row.id),
    buildingIds: [...new Set(rows.map((row) => row.building_id))],
    rows: written,
  };
}

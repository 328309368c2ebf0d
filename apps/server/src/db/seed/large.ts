// Appends a large parcel history (a million rows by default) to an already seeded network, to see how the portal
// behaves at production volume. The rows are past deliveries only, collected or returned, so they add nothing to
// the pending counts or to compartment occupancy. Speed comes from compiling the multi-row INSERT once through
// Kysely (so the SQL fits whichever dialect) and reusing it with fresh parameters for every batch.
import { CompiledQuery, type Insertable, type Kysely } from 'kysely';
import { parcelAddress, parcelSearchText } from '../../sections/parcels/parcel-text.js';
import type { Database, ParcelsTable } from '../schema.js';
import { DEMO_CARRIERS } from './carriers.js';
import { MAX_PARAMETERS } from './insert-rows.js';
import { makePerson, type Person } from './people.js';
import { CITIES } from './places.js';
import { createRandom, seedFrom, type Random } from './random.js';
import { DAY, HOUR } from './time.js';

export interface SeedLargeOptions {
  count: number;
  now: Date;
  /** Called after each committed batch with the number of parcels appended so far. */
  onProgress?: (done: number) => void;
}

const COLUMNS = [
  'carrier',
  'phone',
  'email',
  'recipient',
  'building_id',
  'machine_id',
  'compartment_id',
  'state',
  'abnormal',
  'abnormal_reason',
  'unattended',
  'note',
  'search_text',
  'address',
  'created_at',
  'deposited_at',
  'due_at',
  'collected_at',
  'updated_at',
] as const satisfies readonly (keyof ParcelsTable)[];

const ROWS_PER_STATEMENT = Math.floor(MAX_PARAMETERS / COLUMNS.length);
const STATEMENTS_PER_TRANSACTION = 30;
const HISTORY_DAYS = 730;
// The newest appended delivery is this old, so even a parcel returned after its longest wait left before `now`.
const HISTORY_ENDS_DAYS_AGO = 14;
const RESIDENTS_PER_MACHINE = 200;
const RETURNED_RATE = 0.03;

interface Target {
  buildingId: number;
  machineId: number;
  overdueHours: number;
  address: string;
  compartmentIds: readonly number[];
  residents: readonly Person[];
}

type Value = string | number | null;

async function loadTargets(db: Kysely<Database>, random: Random): Promise<Target[]> {
  const buildings = await db
    .selectFrom('buildings')
    .select(['id', 'name', 'address', 'overdue_hours'])
    .execute();
  const machines = await db
    .selectFrom('machines')
    .select(['id', 'building_id', 'family'])
    .orderBy('id')
    .execute();
  const compartments = await db
    .selectFrom('compartments')
    .select(['id', 'machine_id'])
    .where('category', 'in', ['parcel', 'cold'])
    .orderBy('id')
    .execute();
  const byMachine = new Map<number, number[]>();
  for (const { id, machine_id } of compartments)
    byMachine.set(machine_id, [...(byMachine.get(machine_id) ?? []), id]);
  const buildingById = new Map(buildings.map((building) => [building.id, building]));
  const parcelMachines = machines.filter(
    (machine) => machine.family === 'main' || machine.family === 'miniBox',
  );
  return (parcelMachines.length > 0 ? parcelMachines : machines).flatMap((machine) => {
    const building = buildingById.get(machine.building_id);
    if (!building) return [];
    const cityName = building.address.split('|')[1];
    const city = Object.values(CITIES).find((candidate) => candidate.name === cityName) ?? CITIES.toronto;
    return [
      {
        buildingId: building.id,
        machineId: machine.id,
        overdueHours: building.overdue_hours,
        address: parcelAddress(building.name, building.address),
        compartmentIds: byMachine.get(machine.id) ?? [],
        residents: Array.from({ length: RESIDENTS_PER_MACHINE }, () => makePerson(random, city.areaCodes)),
      },
    ];
  });
}

/** One past delivery, its values in COLUMNS order. */
function parcelValues(random: Random, target: Target, depositedAt: number, out: Value[]): void {
  const carrier = random.weighted(DEMO_CARRIERS, (c) => c.weight).name;
  const person = random.pick(target.residents);
  const returned = random.chance(RETURNED_RATE);
  const dueAt = depositedAt + target.overdueHours * HOUR;
  const pickupHours = random.next() < 0.6 ? random.between(0.2, 10) : random.between(10, target.overdueHours);
  const leftAt = returned ? dueAt + random.between(72, 168) * HOUR : depositedAt + pickupHours * HOUR;
  const leftIso = new Date(Math.round(leftAt / 1000) * 1000).toISOString();
  out.push(
    carrier,
    person.phone,
    person.email,
    person.name,
    target.buildingId,
    target.machineId,
    target.compartmentIds.length > 0 ? random.pick(target.compartmentIds) : null,
    returned ? 'returned' : 'collected',
    0,
    '',
    0,
    '',
    parcelSearchText({ carrier, phone: person.phone, email: person.email, recipient: person.name }),
    target.address,
    new Date(Math.round((depositedAt - random.between(0.5, 72) * HOUR) / 1000) * 1000).toISOString(),
    new Date(Math.round(depositedAt / 1000) * 1000).toISOString(),
    new Date(Math.round(dueAt / 1000) * 1000).toISOString(),
    leftIso,
    leftIso,
  );
}

// Every value distinct, so the check below can tell the columns apart in the compiled parameters.
const PLACEHOLDER: Insertable<ParcelsTable> = {
  carrier: 'carrier',
  phone: 'phone',
  email: 'email',
  recipient: 'recipient',
  building_id: 11,
  machine_id: 12,
  compartment_id: 13,
  state: 'state',
  abnormal: 0,
  abnormal_reason: 'abnormal_reason',
  unattended: 1,
  note: 'note',
  search_text: 'search_text',
  address: 'address',
  created_at: 'created_at',
  deposited_at: 'deposited_at',
  due_at: 'due_at',
  collected_at: 'collected_at',
  updated_at: 'updated_at',
};

/** The dialect's SQL for an INSERT of `rows` parcels, to be run again and again with other parameters. */
function insertSql(db: Kysely<Database>, rows: number): string {
  const compiled = db
    .insertInto('parcels')
    .values(Array.from({ length: rows }, () => PLACEHOLDER))
    .compile();
  const expected = COLUMNS.map((column) => PLACEHOLDER[column]);
  const firstRow = compiled.parameters.slice(0, COLUMNS.length);
  if (
    compiled.parameters.length !== rows * COLUMNS.length ||
    expected.some((value, index) => firstRow[index] !== value)
  ) {
    throw new Error('the compiled parcel INSERT does not take its parameters in COLUMNS order');
  }
  return compiled.sql;
}

export async function seedLargeParcels(db: Kysely<Database>, options: SeedLargeOptions): Promise<number> {
  const { count } = options;
  if (!Number.isSafeInteger(count) || count < 0)
    throw new Error(`parcel count must be a whole number, not ${count}`);
  const now = options.now.getTime();
  // Seeded by `now`, so a second run at another time appends different parcels rather than the same ones again.
  const random = createRandom(seedFrom(`large:${options.now.toISOString()}`));
  const targets = await loadTargets(db, random);
  if (targets.length === 0)
    throw new Error('the database has no machines to spread parcels over: seed it first');

  const fullSql = insertSql(db, ROWS_PER_STATEMENT);
  const first = now - (HISTORY_DAYS + HISTORY_ENDS_DAYS_AGO) * DAY;
  const span = HISTORY_DAYS * DAY;
  let done = 0;
  while (done < count) {
    const batchEnd = Math.min(count, done + ROWS_PER_STATEMENT * STATEMENTS_PER_TRANSACTION);
    await db.transaction().execute(async (trx) => {
      for (let start = done; start < batchEnd; start += ROWS_PER_STATEMENT) {
        const rows = Math.min(ROWS_PER_STATEMENT, batchEnd - start);
        const parameters: Value[] = [];
        // In time order: the indexes on (building, state, deposited_at) and (state, due_at) then grow at the end.
        for (let row = start; row < start + rows; row++) {
          parcelValues(
            random,
            random.pick(targets),
            first + ((row + random.next()) / count) * span,
            parameters,
          );
        }
        const sql = rows === ROWS_PER_STATEMENT ? fullSql : insertSql(db, rows);
        await trx.executeQuery(CompiledQuery.raw(sql, parameters));
      }
    });
    done = batchEnd;
    options.onProgress?.(done);
  }
  return done;
}

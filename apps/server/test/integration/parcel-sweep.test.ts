// The background sweep: reminders on the building's schedule, overdue once, safe with several instances at once.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../src/db/connect.js';
import type { Database } from '../../src/db/schema.js';
import { extendDue } from '../../src/sections/parcels/parcel-lifecycle.js';
import { sweepParcels } from '../../src/jobs/parcel-sweep.js';
import { depositInto, freeCompartment, seededDatabase, STAFF } from '../support/parcel-fixtures.js';
import type { TestDatabase } from '../support/test-database.js';
import { SEED_NOW } from '../support/test-portal.js';
import { testDialects } from '../support/test-dialects.js';

const HOUR = 3_600_000;
const at = (hours: number) => new Date(SEED_NOW.getTime() + hours * HOUR);

describe.each(testDialects())('parcel sweep on %s', (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let second: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await seededDatabase(dialect);
    db = database.handle.db;
    // A second server instance on the same schema; SQLite is served by one instance, so it shares the handle.
    second = dialect === 'postgres' ? openPostgres(database.url) : undefined;
  });
  afterAll(async () => {
    await second?.close();
    await database?.drop();
  });

  const logOf = async (parcelId: number) =>
    (
      await db
        .selectFrom('operation_log')
        .select('message')
        .where('category', '=', 'Parcel')
        .where('target', '=', String(parcelId))
        .orderBy('id')
        .execute()
    ).map((row) => row.message);
  const eventsOf = async (parcelId: number) =>
    (
      await db
        .selectFrom('messages')
        .select('event')
        .where('parcel_id', '=', parcelId)
        .where('channel', '=', 'sms')
        .orderBy('id')
        .execute()
    ).map((row) => row.event);

  it('marks the parcels already past due overdue, once, with several instances sweeping at once', async () => {
    const pastDue = await db
      .selectFrom('parcels')
      .select('id')
      .where('state', '=', 'pending')
      .where('due_at', '<', SEED_NOW.toISOString())
      .execute();
    expect(pastDue.length).toBeGreaterThan(0);
    const reports = await Promise.all([sweepParcels(db, SEED_NOW), sweepParcels(second?.db ?? db, SEED_NOW)]);
    expect(reports.reduce((sum, report) => sum + report.overdue, 0)).toBe(pastDue.length);
    const logged = await db
      .selectFrom('operation_log')
      .select('target')
      .where('operation', '=', 'parcel-overdue')
      .execute();
    expect(logged.map((row) => Number(row.target)).sort((a, b) => a - b)).toEqual(
      pastDue.map((row) => row.id).sort((a, b) => a - b),
    );
    expect(await sweepParcels(db, SEED_NOW)).toEqual({ overdue: 0, reminded: 0, failed: 0 });
  });

  it("reminds on the building's schedule, then tells the recipient once that the parcel is overdue", async () => {
    const compartment = await freeCompartment(db);
    await db
      .updateTable('buildings')
      .set({ overdue_hours: 72, reminder_every_hours: 24, reminder_limit: 2 })
      .where('id', '=', compartment.buildingId)
      .execute();
    const { parcelId } = await depositInto(db, compartment, SEED_NOW);
    // Other demo parcels fall due meanwhile, so the steps are checked on this parcel's own messages.
    const after = async (hours: number) => {
      await sweepParcels(db, at(hours));
      return (await eventsOf(parcelId)).slice(1);
    };
    expect(await after(23)).toEqual([]);
    expect(await after(25)).toEqual(['reminder']);
    expect(await after(26)).toEqual(['reminder']);
    expect(await after(49)).toEqual(['reminder', 'reminder']);
    // The limit is two: no third reminder, and the next would fall after the due time anyway.
    expect(await after(71)).toEqual(['reminder', 'reminder']);
    expect(await after(73)).toEqual(['reminder', 'reminder', 'overdue']);
    expect(await after(80)).toEqual(['reminder', 'reminder', 'overdue']);
    expect(await eventsOf(parcelId)).toEqual(['deposited', 'reminder', 'reminder', 'overdue']);
    expect(await logOf(parcelId)).toEqual([
      `Parcel ${parcelId} deposited`,
      `Parcel ${parcelId} reminder sent`,
      `Parcel ${parcelId} reminder sent`,
      `Parcel ${parcelId} overdue`,
    ]);
    const row = await db
      .selectFrom('parcels')
      .selectAll()
      .where('id', '=', parcelId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      overdue: 1,
      reminders_sent: 2,
      last_reminder_at: at(49).toISOString(),
      next_reminder_at: null,
    });

    // Extended, it is no longer overdue, and becomes overdue again when the new time passes.
    await extendDue(db, { parcelId, hours: 24, actor: STAFF, now: at(80) });
    expect((await after(90)).filter((event) => event === 'overdue')).toHaveLength(1);
    expect((await after(105)).filter((event) => event === 'overdue')).toHaveLength(2);
  });

  it('a building whose stored time zone does not exist neither fails its deposits nor stalls the sweep', async () => {
    // Such a row predates the zone check (or was written by hand); the clock reads it as UTC.
    const broken = await freeCompartment(db);
    await db
      .updateTable('buildings')
      .set({ timezone: 'Mars/Olympus_Mons', overdue_hours: 72, reminder_every_hours: 24, reminder_limit: 2 })
      .where('id', '=', broken.buildingId)
      .execute();
    const { parcelId: brokenParcel } = await depositInto(db, broken, SEED_NOW);
    const other = await db
      .selectFrom('compartments')
      .innerJoin('machines', 'machines.id', 'compartments.machine_id')
      .select([
        'compartments.id',
        'compartments.machine_id as machineId',
        'machines.building_id as buildingId',
      ])
      .where('compartments.state', '=', 'free')
      .where('compartments.category', 'in', ['parcel', 'cold'])
      .where('machines.building_id', '!=', broken.buildingId)
      .orderBy('compartments.id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('buildings')
      .set({ overdue_hours: 72, reminder_every_hours: 24, reminder_limit: 2 })
      .where('id', '=', other.buildingId)
      .execute();
    const { parcelId: otherParcel } = await depositInto(db, other, SEED_NOW);
    const report = await sweepParcels(db, at(25));
    expect(report.failed).toBe(0);
    expect(await eventsOf(brokenParcel)).toEqual(['deposited', 'reminder']);
    expect(await eventsOf(otherParcel)).toEqual(['deposited', 'reminder']);
  });

  it('sends no reminders when the building turned them off', async () => {
    const compartment = await freeCompartment(db);
    await db
      .updateTable('buildings')
      .set({ reminder_limit: 0 })
      .where('id', '=', compartment.buildingId)
      .execute();
    const { parcelId } = await depositInto(db, compartment, SEED_NOW);
    const row = await db
      .selectFrom('parcels')
      .select('next_reminder_at')
      .where('id', '=', parcelId)
      .executeTakeFirstOrThrow();
    expect(row.next_reminder_at).toBeNull();
  });
});

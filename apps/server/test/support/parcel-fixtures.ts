// Helpers for parcel tests: free compartments to deposit into, and a deposit with sensible defaults.
import type { Kysely } from 'kysely';
import type { DialectName } from '../../src/db/dialect.js';
import type { Database } from '../../src/db/schema.js';
import { depositParcel, type DepositInput } from '../../src/sections/parcels/parcel-lifecycle.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export const STAFF = { kind: 'user', userId: 1, username: 'tester', ip: '127.0.0.1' } as const;

/** A free parcel compartment, optionally in one building, not among `skip`. */
export async function freeCompartment(
  db: Kysely<Database>,
  options: { buildingId?: number; state?: string } = {},
): Promise<{ id: number; machineId: number; buildingId: number; label: string }> {
  let query = db
    .selectFrom('compartments')
    .innerJoin('machines', 'machines.id', 'compartments.machine_id')
    .select([
      'compartments.id',
      'compartments.machine_id as machineId',
      'machines.building_id as buildingId',
      'compartments.label',
    ])
    .where('compartments.state', '=', options.state ?? 'free')
    .where('compartments.category', 'in', ['parcel', 'cold'])
    .orderBy('compartments.id');
  if (options.buildingId !== undefined) query = query.where('machines.building_id', '=', options.buildingId);
  return query.executeTakeFirstOrThrow();
}

export async function depositInto(
  db: Kysely<Database>,
  compartment: { id: number; machineId: number },
  now: Date,
  overrides: Partial<DepositInput> = {},
) {
  return depositParcel(db, {
    machineId: compartment.machineId,
    compartmentId: compartment.id,
    carrier: 'Amazon',
    phone: '4165550199',
    email: 'robin.test@example.com',
    recipient: 'Robin Test',
    actor: STAFF,
    now,
    ...overrides,
  });
}

/** A migrated database seeded with the demo network, without an app: for service tests. */
export async function seededDatabase(dialect: DialectName): Promise<TestDatabase> {
  return createTestDatabase(dialect, 'seeded');
}

/** The outbox as a test reads it: one parcel's messages, and every other queued message pushed out of the way. */
export function outboxOf(db: Kysely<Database>) {
  return {
    messagesOf: (parcelId: number) =>
      db.selectFrom('messages').selectAll().where('parcel_id', '=', parcelId).orderBy('id').execute(),
    /** Only this parcel's messages are due, so a dispatch's report counts them alone. */
    isolate: (parcelId: number) =>
      db
        .updateTable('messages')
        .set({ next_attempt_at: '9999-01-01T00:00:00.000Z' })
        .where((eb) => eb.or([eb('parcel_id', '!=', parcelId), eb('parcel_id', 'is', null)]))
        .where('status', '=', 'queued')
        .execute(),
  };
}

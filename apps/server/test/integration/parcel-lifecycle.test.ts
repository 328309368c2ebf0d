// Every parcel transition, the refused ones included, straight on the service.
import { CODE_MASK } from '../../src/sections/sms/pickup-code-secrecy.js';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import {
  clearAbnormal,
  collectParcel,
  completeManually,
  extendDue,
  findPendingParcelByPickupCode,
  markAbnormal,
  resendPickupCode,
  returnToCarrier,
} from '../../src/sections/parcels/parcel-lifecycle.js';
import { hashPickupCode } from '../../src/sections/parcels/pickup-code.js';
import { depositInto, freeCompartment, seededDatabase, STAFF } from '../support/parcel-fixtures.js';
import type { TestDatabase } from '../support/test-database.js';
import { SEED_NOW } from '../support/test-portal.js';
import { testDialects } from '../support/test-dialects.js';

const HOUR = 3_600_000;

describe.each(testDialects())('parcel lifecycle on %s', (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  const now = () => SEED_NOW;
  beforeAll(async () => {
    database = await seededDatabase(dialect);
    db = database.handle.db;
  });
  afterAll(() => database?.drop());

  const parcel = (id: number) =>
    db.selectFrom('parcels').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const compartmentState = async (id: number) =>
    (await db.selectFrom('compartments').select('state').where('id', '=', id).executeTakeFirstOrThrow())
      .state;
  const logOf = (id: number) =>
    db
      .selectFrom('operation_log')
      .select(['message', 'username'])
      .where('category', '=', 'Parcel')
      .where('target', '=', String(id))
      .orderBy('id')
      .execute();
  const messagesOf = (id: number) =>
    db.selectFrom('messages').selectAll().where('parcel_id', '=', id).orderBy('id').execute();

  it('deposits: occupies the compartment, sets the due time, keeps only the code hash, queues the messages', async () => {
    const compartment = await freeCompartment(db);
    const building = await db
      .selectFrom('buildings')
      .select(['overdue_hours', 'name'])
      .where('id', '=', compartment.buildingId)
      .executeTakeFirstOrThrow();
    const { parcelId, pickupCode } = await depositInto(db, compartment, now());
    expect(pickupCode).toMatch(/^\d{6}$/);
    const row = await parcel(parcelId);
    expect(row).toMatchObject({
      state: 'pending',
      building_id: compartment.buildingId,
      machine_id: compartment.machineId,
      compartment_id: compartment.id,
      unattended: 0,
      deposited_at: now().toISOString(),
      due_at: new Date(now().getTime() + building.overdue_hours * HOUR).toISOString(),
      pickup_code_hash: hashPickupCode(compartment.machineId, pickupCode),
    });
    expect(JSON.stringify(row)).not.toContain(pickupCode);
    expect(await compartmentState(compartment.id)).toBe('occupied');
    expect(await logOf(parcelId)).toEqual([{ message: `Parcel ${parcelId} deposited`, username: 'tester' }]);
    const messages = await messagesOf(parcelId);
    expect(messages.map((m) => [m.event, m.channel, m.recipient, m.status])).toEqual([
      ['deposited', 'sms', '4165550199', 'queued'],
      ['deposited', 'email', 'robin.test@example.com', 'queued'],
    ]);
    // The code travels to the recipient but is not stored where staff read messages (pickup-code-secrecy.test.ts).
    expect(messages[0]?.body).toContain(CODE_MASK);
    expect(messages.map((m) => m.secret)).toEqual([pickupCode, pickupCode]);
    expect(messages[1]?.subject).toBe('Your Amazon parcel is ready for pickup');
    expect(messages[1]?.body).toContain('Hello Robin Test,');
    expect(messages[1]?.body).toContain(building.name);
  });

  it('refuses a deposit into an occupied or out-of-service compartment, or a compartment of another locker', async () => {
    const occupied = await freeCompartment(db, { state: 'occupied' });
    await expect(depositInto(db, occupied, now())).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Compartment ${occupied.label} is occupied.`,
    });
    const disabled = await freeCompartment(db, { state: 'disabled' });
    await expect(depositInto(db, disabled, now())).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Compartment ${disabled.label} is out of service.`,
    });
    const free = await freeCompartment(db);
    const other = await db
      .selectFrom('machines')
      .select('id')
      .where('id', '!=', free.machineId)
      .executeTakeFirstOrThrow();
    await expect(depositInto(db, { id: free.id, machineId: other.id }, now())).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(depositInto(db, { id: free.id, machineId: 999_999 }, now())).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'There is no locker 999999.',
    });
    await expect(depositInto(db, free, now(), { carrier: ' ' })).rejects.toMatchObject({
      code: 'INVALID_PARAMS',
    });
    await expect(depositInto(db, free, now(), { phone: '', email: '' })).rejects.toMatchObject({
      code: 'INVALID_PARAMS',
    });
    // Nothing of the refused deposits stayed behind.
    expect(await compartmentState(free.id)).toBe('free');
  });

  it('deposits without a compartment as an unattended delivery', async () => {
    const compartment = await freeCompartment(db);
    const { parcelId } = await depositInto(db, { id: 0, machineId: compartment.machineId }, now(), {
      compartmentId: null,
    });
    expect(await parcel(parcelId)).toMatchObject({ unattended: 1, compartment_id: null, state: 'pending' });
  });

  it('finds a pending parcel by its pickup code on its own locker only', async () => {
    const compartment = await freeCompartment(db);
    const { parcelId, pickupCode } = await depositInto(db, compartment, now());
    expect(
      await findPendingParcelByPickupCode(db, { machineId: compartment.machineId, code: pickupCode }),
    ).toEqual({
      parcelId,
    });
    const wrong = pickupCode === '000000' ? '000001' : '000000';
    expect(
      await findPendingParcelByPickupCode(db, { machineId: compartment.machineId, code: wrong }),
    ).toBeUndefined();
    expect(await findPendingParcelByPickupCode(db, { machineId: 999_999, code: pickupCode })).toBeUndefined();
    expect(
      await findPendingParcelByPickupCode(db, { machineId: compartment.machineId, code: '12ab' }),
    ).toBeUndefined();
  });

  it('collects once: frees the compartment, kills the code, tells the recipient; a second collect is refused', async () => {
    const compartment = await freeCompartment(db);
    const { parcelId, pickupCode } = await depositInto(db, compartment, now());
    const machine = { kind: 'machine', machineId: compartment.machineId, uuid: 'locker-uuid' } as const;
    await collectParcel(db, { parcelId, actor: machine, now: now() });
    expect(await parcel(parcelId)).toMatchObject({
      state: 'collected',
      collected_at: now().toISOString(),
      pickup_code_hash: null,
    });
    expect(await compartmentState(compartment.id)).toBe('free');
    expect(
      await findPendingParcelByPickupCode(db, { machineId: compartment.machineId, code: pickupCode }),
    ).toBeUndefined();
    expect((await logOf(parcelId)).at(-1)).toEqual({
      message: `Parcel ${parcelId} collected`,
      username: 'locker locker-uuid',
    });
    expect((await messagesOf(parcelId)).map((m) => m.event)).toContain('collected');
    await expect(collectParcel(db, { parcelId, actor: STAFF, now: now() })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Parcel ${parcelId} was already collected, so it cannot be collected.`,
    });
    await expect(collectParcel(db, { parcelId: 999_999, actor: STAFF, now: now() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('lets only one of two simultaneous collects win', async () => {
    const { parcelId } = await depositInto(db, await freeCompartment(db), now());
    const outcomes = await Promise.allSettled([
      collectParcel(db, { parcelId, actor: STAFF, now: now() }),
      collectParcel(db, { parcelId, actor: STAFF, now: now() }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({
      reason: { code: 'CONFLICT' },
    });
  });

  it("completes manually with a reason, logged as 'Parcel {} completed manually'", async () => {
    const compartment = await freeCompartment(db);
    const { parcelId } = await depositInto(db, compartment, now());
    await expect(
      completeManually(db, { parcelId, reason: '  ', actor: STAFF, now: now() }),
    ).rejects.toMatchObject({
      code: 'INVALID_PARAMS',
    });
    await completeManually(db, { parcelId, reason: 'Handed over at the desk', actor: STAFF, now: now() });
    expect(await parcel(parcelId)).toMatchObject({
      state: 'collected',
      close_reason: 'Handed over at the desk',
    });
    expect(await compartmentState(compartment.id)).toBe('free');
    expect((await logOf(parcelId)).at(-1)?.message).toBe(
      `Parcel ${parcelId} completed manually: Handed over at the desk`,
    );
    await expect(
      completeManually(db, { parcelId, reason: 'again', actor: STAFF, now: now() }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Parcel ${parcelId} was already collected, so it cannot be completed manually.`,
    });
  });

  it('returns a pending or expected parcel to the carrier, never a collected one', async () => {
    const compartment = await freeCompartment(db);
    const { parcelId } = await depositInto(db, compartment, now());
    await returnToCarrier(db, { parcelId, reason: 'Refused', actor: STAFF, now: now() });
    expect(await parcel(parcelId)).toMatchObject({ state: 'returned', close_reason: 'Refused' });
    expect(await compartmentState(compartment.id)).toBe('free');
    expect((await logOf(parcelId)).at(-1)?.message).toBe(`Parcel ${parcelId} returned to carrier: Refused`);
    await expect(returnToCarrier(db, { parcelId, actor: STAFF, now: now() })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Parcel ${parcelId} was already returned to the carrier, so it cannot be returned to the carrier.`,
    });
    const collected = await db
      .selectFrom('parcels')
      .select('id')
      .where('state', '=', 'collected')
      .executeTakeFirstOrThrow();
    await expect(
      returnToCarrier(db, { parcelId: collected.id, actor: STAFF, now: now() }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Parcel ${collected.id} was already collected, so it cannot be returned to the carrier.`,
    });
    const expected = await db
      .selectFrom('parcels')
      .select('id')
      .where('state', '=', 'expected')
      .executeTakeFirstOrThrow();
    await returnToCarrier(db, { parcelId: expected.id, actor: STAFF, now: now() });
    expect((await parcel(expected.id)).state).toBe('returned');
  });

  it('flags and clears abnormal, refusing to do either twice or on a closed parcel', async () => {
    const { parcelId } = await depositInto(db, await freeCompartment(db), now());
    await markAbnormal(db, { parcelId, reason: 'Door did not close', actor: STAFF, now: now() });
    expect(await parcel(parcelId)).toMatchObject({ abnormal: 1, abnormal_reason: 'Door did not close' });
    await expect(
      markAbnormal(db, { parcelId, reason: 'again', actor: STAFF, now: now() }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Parcel ${parcelId} is already flagged abnormal.`,
    });
    await expect(markAbnormal(db, { parcelId, reason: '', actor: STAFF, now: now() })).rejects.toMatchObject({
      code: 'INVALID_PARAMS',
    });
    await clearAbnormal(db, { parcelId, actor: STAFF, now: now() });
    expect(await parcel(parcelId)).toMatchObject({ abnormal: 0, abnormal_reason: '' });
    await expect(clearAbnormal(db, { parcelId, actor: STAFF, now: now() })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Parcel ${parcelId} is not flagged abnormal.`,
    });
    await collectParcel(db, { parcelId, actor: STAFF, now: now() });
    await expect(
      markAbnormal(db, { parcelId, reason: 'late', actor: STAFF, now: now() }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect((await logOf(parcelId)).map((entry) => entry.message)).toEqual([
      `Parcel ${parcelId} deposited`,
      `Parcel ${parcelId} flagged abnormal: Door did not close`,
      `Parcel ${parcelId} no longer abnormal`,
      `Parcel ${parcelId} collected`,
    ]);
  });

  it('extends the due time from the later of now and the old due time, and clears overdue', async () => {
    const { parcelId } = await depositInto(db, await freeCompartment(db), now());
    const before = await parcel(parcelId);
    await db.updateTable('parcels').set({ overdue: 1 }).where('id', '=', parcelId).execute();
    const { dueAt } = await extendDue(db, { parcelId, hours: 24, actor: STAFF, now: now() });
    expect(dueAt).toBe(new Date(Date.parse(before.due_at ?? '') + 24 * HOUR).toISOString());
    expect(await parcel(parcelId)).toMatchObject({ due_at: dueAt, overdue: 0 });
    await expect(extendDue(db, { parcelId, hours: 0, actor: STAFF, now: now() })).rejects.toMatchObject({
      code: 'INVALID_PARAMS',
    });
    await collectParcel(db, { parcelId, actor: STAFF, now: now() });
    await expect(extendDue(db, { parcelId, hours: 24, actor: STAFF, now: now() })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: `Parcel ${parcelId} was already collected, so it cannot be extended.`,
    });
  });

  it('resends a fresh pickup code: the new one works, the old one no longer does', async () => {
    const compartment = await freeCompartment(db);
    const { parcelId, pickupCode } = await depositInto(db, compartment, now());
    await resendPickupCode(db, { parcelId, actor: STAFF, now: now() });
    const messages = await messagesOf(parcelId);
    const resent = messages.filter((m) => m.event === 'code-resent');
    expect(resent.map((m) => m.channel)).toEqual(['sms', 'email']);
    const newCode = resent[0]?.secret ?? '';
    expect(newCode).toMatch(/^\d{6}$/);
    const lookup = (code: string) =>
      findPendingParcelByPickupCode(db, { machineId: compartment.machineId, code });
    expect(await lookup(newCode)).toEqual({ parcelId });
    if (newCode !== pickupCode) expect(await lookup(pickupCode)).toBeUndefined();
    await returnToCarrier(db, { parcelId, actor: STAFF, now: now() });
    await expect(resendPickupCode(db, { parcelId, actor: STAFF, now: now() })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('writes the messages in the building language', async () => {
    const compartment = await freeCompartment(db);
    await db
      .updateTable('buildings')
      .set({ notify_language: 'fr' })
      .where('id', '=', compartment.buildingId)
      .execute();
    const { parcelId } = await depositInto(db, compartment, now());
    const [sms] = await messagesOf(parcelId);
    expect(sms).toMatchObject({ language: 'fr' });
    expect(sms?.body).toContain('Votre colis Amazon');
    await db
      .updateTable('buildings')
      .set({ notify_language: 'en' })
      .where('id', '=', compartment.buildingId)
      .execute();
  });
});

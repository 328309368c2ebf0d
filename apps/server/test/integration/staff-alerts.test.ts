// A building's managers are told by email what its lockers need — a locker gone offline, a jammed door, a fault,
// parcels overdue — when the building's notification preferences ask for it and name an address.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import { machineByUuid, toDeviceMachine, type DeviceMachine } from '../../src/domain/devices/device-auth.js';
import { doorEvent, faultEvent, heartbeat } from '../../src/domain/devices/device-health.js';
import { alertAddresses } from '../../src/sections/sms/staff-alerts.js';
import { listTemplates, saveTemplate } from '../../src/sections/sms/template.repository.js';
import { sweepOfflineMachines } from '../../src/jobs/offline-sweep.js';
import { sweepParcels } from '../../src/jobs/parcel-sweep.js';
import { depositInto, freeCompartment, seededDatabase } from '../support/parcel-fixtures.js';
import type { TestDatabase } from '../support/test-database.js';
import { SEED_NOW } from '../support/test-portal.js';
import { testDialects } from '../support/test-dialects.js';

const HOUR = 3_600_000;

describe('alert addresses', () => {
  it('reads several addresses from the building’s email preference and drops what is not one', () => {
    expect(alertAddresses(' a@x.ca, b@y.ca;a@x.ca  not-an-address c@z.ca')).toEqual([
      'a@x.ca',
      'b@y.ca',
      'c@z.ca',
    ]);
    expect(alertAddresses('')).toEqual([]);
  });
});

describe.each(testDialects())('staff alerts on %s', (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let machine: DeviceMachine;
  beforeAll(async () => {
    database = await seededDatabase(dialect);
    db = database.handle.db;
    const compartment = await freeCompartment(db);
    const machines = await db
      .selectFrom('machines')
      .select('uuid')
      .where('id', '=', compartment.machineId)
      .execute();
    const [row] = await machineByUuid(db, machines[0]?.uuid ?? '');
    if (!row) throw new Error('the seeded machine is missing');
    machine = toDeviceMachine(row);
  });
  afterAll(() => database?.drop());

  const setPreferences = (
    values: Partial<Record<'notify_offline' | 'notify_faults' | 'notify_overdue', 0 | 1>> & {
      notify_email?: string;
    },
  ) => db.updateTable('buildings').set(values).where('id', '=', machine.buildingId).execute();
  const alerts = (event: string) =>
    db
      .selectFrom('messages')
      .select(['recipient', 'channel', 'subject', 'body', 'status', 'parcel_id'])
      .where('building_id', '=', machine.buildingId)
      .where('event', '=', event)
      .orderBy('id')
      .execute();
  const clearAlerts = () => db.deleteFrom('messages').where('parcel_id', 'is', null).execute();

  beforeEach(async () => {
    await clearAlerts();
    await setPreferences({
      notify_offline: 1,
      notify_faults: 1,
      notify_overdue: 1,
      notify_email: 'desk@example.com; super@example.com',
    });
  });

  it('emails every address when the sweep marks a silent locker offline', async () => {
    await db
      .updateTable('machines')
      .set({ status: '101', run_sts: '1', last_seen_at: new Date(SEED_NOW.getTime() - HOUR).toISOString() })
      .where('id', '=', machine.id)
      .execute();
    expect(await sweepOfflineMachines(db, SEED_NOW, 120)).toContain(machine.id);
    const sent = await alerts('locker-offline');
    expect(sent.map((m) => m.recipient)).toEqual(['desk@example.com', 'super@example.com']);
    const place = machine.name.split('#').join(' ');
    expect(sent[0]).toMatchObject({ channel: 'email', status: 'queued', parcel_id: null });
    expect(sent[0]?.subject).toContain(place);
    expect(sent[0]?.body).toContain('no heartbeat for 120 s');
  });

  it('tells nobody when the building asked not to be told, or named no address', async () => {
    await setPreferences({ notify_offline: 0 });
    await heartbeat(
      db,
      { ...machine, status: '101', runSts: '1' },
      { status: '0', run_sts: '1' },
      SEED_NOW,
      120,
    );
    expect(await alerts('locker-offline')).toEqual([]);
    await setPreferences({ notify_offline: 1, notify_email: '' });
    await heartbeat(
      db,
      { ...machine, status: '101', runSts: '1' },
      { status: '0', run_sts: '1' },
      SEED_NOW,
      120,
    );
    expect(await alerts('locker-offline')).toEqual([]);
    await setPreferences({ notify_email: 'desk@example.com' });
    await heartbeat(
      db,
      { ...machine, status: '101', runSts: '1' },
      { status: '0', run_sts: '1' },
      SEED_NOW,
      120,
    );
    expect((await alerts('locker-offline')).map((m) => m.body)).toEqual([
      expect.stringContaining('reported status 0'),
    ]);
  });

  it('emails a jammed door and a fault, in the building’s language, but not an ordinary door', async () => {
    const { label } = await freeCompartment(db, { buildingId: machine.buildingId });
    await db
      .updateTable('buildings')
      .set({ notify_language: 'fr' })
      .where('id', '=', machine.buildingId)
      .execute();
    try {
      await doorEvent(db, machine, { compartment: label, state: 'open' }, SEED_NOW);
      expect(await alerts('locker-fault')).toEqual([]);
      await doorEvent(db, machine, { compartment: label, state: 'jammed' }, SEED_NOW);
      await faultEvent(db, machine, { code: 'printer', message: 'paper low' }, SEED_NOW);
      const sent = await alerts('locker-fault');
      expect(sent).toHaveLength(4);
      expect(sent[0]?.subject).toContain('signale un problème');
      expect(sent[0]?.body).toContain(`compartment ${label} is jammed`);
      expect(sent[2]?.body).toContain('printer: paper low');
      await setPreferences({ notify_faults: 0 });
      await faultEvent(db, machine, { code: 'printer', message: '' }, SEED_NOW);
      expect(await alerts('locker-fault')).toHaveLength(4);
    } finally {
      await db
        .updateTable('buildings')
        .set({ notify_language: 'en' })
        .where('id', '=', machine.buildingId)
        .execute();
    }
  });

  it('sends one overdue email per building and sweep, counting its newly overdue parcels', async () => {
    const first = await freeCompartment(db, { buildingId: machine.buildingId });
    await depositInto(db, first, SEED_NOW);
    const second = await freeCompartment(db, { buildingId: machine.buildingId });
    await depositInto(db, second, SEED_NOW);
    // Everything due before the building's threshold is long past, so this sweep marks many parcels at once.
    const later = new Date(SEED_NOW.getTime() + 400 * HOUR);
    const newlyOverdue = await db
      .selectFrom('parcels')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('building_id', '=', machine.buildingId)
      .where('state', '=', 'pending')
      .where('overdue', '=', 0)
      .where('due_at', '<', later.toISOString())
      .executeTakeFirstOrThrow();
    expect(Number(newlyOverdue.n)).toBeGreaterThanOrEqual(2);
    let passes = 0;
    while ((await sweepParcels(db, later)).overdue > 0 && passes < 50) passes++;
    const sent = await alerts('parcels-overdue');
    const counts = sent
      .filter((m) => m.recipient === 'desk@example.com')
      .map((m) => Number(/^(\d+)/.exec(m.body)?.[1]));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(Number(newlyOverdue.n));
    expect(counts.length).toBeLessThanOrEqual(passes + 1);
  });

  it('starts with the alert templates in every language, editable by email only', async () => {
    const templates = (await listTemplates(db, { offset: 0, count: 100 })).items;
    for (const event of ['locker-offline', 'locker-fault', 'parcels-overdue']) {
      expect(
        templates
          .filter((t) => t.event === event)
          .map((t) => `${t.language}/${t.channel}`)
          .sort(),
      ).toEqual(['de/email', 'en/email', 'fr/email', 'pt/email']);
    }
    const edit = {
      event: 'locker-fault',
      language: 'en',
      subject: '{building} needs you',
      body: '{locker}: {detail}',
    };
    const writer = { actor: { userId: null, username: 'test', ip: '127.0.0.1' }, now: SEED_NOW };
    await expect(saveTemplate(db, { ...edit, channel: 'sms' }, writer)).rejects.toMatchObject({
      code: 'INVALID_PARAMS',
      message: expect.stringMatching(/by email only/),
    });
    await expect(saveTemplate(db, { ...edit, channel: 'email' }, writer)).resolves.toMatchObject(edit);
  });
});

// Machines, models and compartments: the lists in scope with their filters, the machine page, and the system
// admins' writes with every refusal.
import { isOfflineLocker } from '@bluemanager/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';
import { testDialects } from '../support/test-dialects.js';

interface Summary {
  uuid: string;
  name: string;
  mm: number;
  status: string;
  run_sts: string;
  offline: boolean;
  buid: number;
  bname: string;
  last_seen: string | null;
  model: string | null;
  retired: boolean;
}
interface Page {
  total: number;
  items: Summary[];
}
interface Model {
  id: number;
  name: string;
  mm: number;
  family: string;
  compartments: number;
  retired: boolean;
}

const data = <T>(body: Record<string, unknown>) => (body as { data: T }).data;

describe.each(testDialects())('machines, models and compartments on %s', (dialect) => {
  let portal: TestPortal;
  let sysadmin: string;
  let bdadmin: string;
  let metro: string;
  const db = () => portal.database.handle.db;

  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    sysadmin = await portal.login('sysadmin');
    bdadmin = await portal.login('bdadmin');
    metro = await portal.login('metro');
  });
  afterAll(() => portal?.close());

  describe('machine list', () => {
    it('lists every machine for a system admin with the total, and only its own for a manager', async () => {
      const all = data<Page>((await portal.act('machines', { t: sysadmin, count: 1000 })).body);
      const count = await db()
        .selectFrom('machines')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(all.total).toBe(Number(count.n));
      expect(all.items).toHaveLength(all.total);
      const own = data<Page>((await portal.act('machines', { t: bdadmin })).body);
      const managed = await portal.managedBuildings('bdadmin');
      expect(own.total).toBeGreaterThan(0);
      expect(own.items.every((item) => managed.includes(item.buid))).toBe(true);
      expect(all.items.filter((item) => managed.includes(item.buid))).toHaveLength(own.total);
    });

    it("filters offline and online by spec §5's rule", async () => {
      const offline = data<Page>((await portal.act('machines', { t: sysadmin, online: 'offline' })).body);
      const online = data<Page>(
        (await portal.act('machines', { t: sysadmin, online: 'online', count: 1000 })).body,
      );
      expect(offline.total).toBeGreaterThan(0);
      for (const item of offline.items) {
        expect(item.offline).toBe(true);
        expect(isOfflineLocker(item)).toBe(true);
      }
      for (const item of online.items) expect(isOfflineLocker(item)).toBe(false);
      // Out-of-service machines (run_sts 0) are not offline whatever their status.
      expect(online.items.some((item) => item.run_sts === '0' && item.status !== '101')).toBe(true);
    });

    it('filters by mode, family, run state and text, sorts and pages', async () => {
      const metroLockers = data<Page>((await portal.act('machines', { t: sysadmin, mm: 6 })).body);
      expect(metroLockers.total).toBeGreaterThan(0);
      expect(metroLockers.items.every((item) => item.mm === 6)).toBe(true);
      const bikes = data<Page>((await portal.act('machines', { t: sysadmin, family: 'bike' })).body);
      expect(bikes.items.every((item) => item.mm === 3)).toBe(true);
      const outOfService = data<Page>((await portal.act('machines', { t: sysadmin, run_sts: '0' })).body);
      expect(outOfService.items.every((item) => item.run_sts === '0')).toBe(true);
      const text = data<Page>((await portal.act('machines', { t: sysadmin, q: 'harbourfront' })).body);
      expect(text.total).toBeGreaterThan(0);
      expect(text.items.every((item) => item.name.toLowerCase().includes('harbourfront'))).toBe(true);
      const byBuilding = data<Page>(
        (await portal.act('machines', { t: sysadmin, sort: 'building', dir: 'desc', count: 1000 })).body,
      );
      const names = byBuilding.items.map((item) => item.bname);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
      const bySeen = data<Page>(
        (await portal.act('machines', { t: sysadmin, sort: 'last_seen', count: 1000 })).body,
      );
      const seen = bySeen.items.map((item) => item.last_seen ?? '');
      expect(seen).toEqual([...seen].sort());
      const page = data<Page>((await portal.act('machines', { t: sysadmin, offset: 5, count: 5 })).body);
      const first = data<Page>((await portal.act('machines', { t: sysadmin, count: 10 })).body);
      expect(page.items.map((item) => item.uuid)).toEqual(first.items.slice(5).map((item) => item.uuid));
      expect((await portal.act('machines', { t: sysadmin, sort: 'colour' })).body).toMatchObject({
        code: 'INVALID_PARAMS',
      });
    });

    it("refuses another building's uid", async () => {
      const other = await db()
        .selectFrom('buildings')
        .select('id')
        .where('name', '=', 'Thames Crossing')
        .executeTakeFirstOrThrow();
      expect((await portal.act('machines', { t: bdadmin, buid: other.id })).body).toMatchObject({
        code: 'FORBIDDEN',
      });
    });
  });

  describe('machine page', () => {
    it('shows the compartment grid and recent events of a machine in scope', async () => {
      const [machine] = data<Page>((await portal.act('machines', { t: bdadmin, mm: 1 })).body).items;
      if (!machine) throw new Error('bdadmin has no parcel locker');
      const { body } = await portal.act('machine detail', { t: bdadmin, uuid: machine.uuid });
      const detail = data<{
        machine: Summary & { credential: boolean };
        compartments: {
          label: string;
          size: string;
          occupied: boolean;
          door: string;
          out_of_service: boolean;
          state: string;
        }[];
        events: { kind: string; at: string }[];
      }>(body);
      expect(detail.machine.uuid).toBe(machine.uuid);
      expect(detail.machine.model).toMatch(/^BlueBox/);
      expect(detail.compartments.length).toBeGreaterThan(10);
      for (const compartment of detail.compartments) {
        expect(compartment.occupied).toBe(compartment.state === 'occupied');
        expect(compartment.out_of_service).toBe(compartment.state === 'disabled');
        expect(['closed', 'open', 'jammed']).toContain(compartment.door);
      }
      expect(detail.compartments.some((compartment) => compartment.occupied)).toBe(true);
      expect(detail.events.length).toBeGreaterThan(0);
      const times = detail.events.map((event) => event.at);
      expect(times).toEqual([...times].sort().reverse());
    });

    it('refuses a locker outside the scope and tells an admin when none exists', async () => {
      const other = await db()
        .selectFrom('machines')
        .innerJoin('buildings', 'buildings.id', 'machines.building_id')
        .select('machines.uuid')
        .where('buildings.name', '=', 'Thames Crossing')
        .executeTakeFirstOrThrow();
      expect((await portal.act('machine detail', { t: bdadmin, uuid: other.uuid })).body).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect((await portal.act('machine detail', { t: bdadmin, uuid: 'no-such-locker' })).body).toMatchObject(
        {
          code: 'FORBIDDEN',
        },
      );
      expect(
        (await portal.act('machine detail', { t: sysadmin, uuid: 'no-such-locker' })).body,
      ).toMatchObject({
        code: 'NOT_FOUND',
      });
    });
  });

  describe('models and machine writes', () => {
    const layout = [
      { label: 'A01', size: 'S', category: 'parcel' },
      { label: 'A02', size: 'M', category: 'parcel' },
      { label: 'A03', size: 'L', category: 'cold' },
    ];

    it('lists the seeded models; retired ones only on request', async () => {
      const models = data<{ total: number; items: Model[] }>(
        (await portal.act('machine models', { t: bdadmin })).body,
      );
      expect(models.items.length).toBeGreaterThanOrEqual(8);
      expect(models.total).toBe(models.items.length);
      expect(models.items.every((model) => !model.retired)).toBe(true);
      const withRetired = data<{ items: Model[] }>(
        (await portal.act('machine models', { t: sysadmin, retired: true })).body,
      ).items;
      expect(withRetired.some((model) => model.retired)).toBe(true);
      // Sorted and paged on the server like every list.
      const byMode = data<{ total: number; items: Model[] }>(
        (await portal.act('machine models', { t: bdadmin, sort: 'mm', dir: 'desc', offset: 1, count: 3 }))
          .body,
      );
      expect(byMode.total).toBe(models.total);
      expect(byMode.items).toHaveLength(3);
      const modes = byMode.items.map((model) => model.mm);
      expect(modes).toEqual([...modes].sort((a, b) => b - a));
    });

    it('lets only operator system admins write', async () => {
      const partner = await portal.login('partneradmin');
      for (const token of [bdadmin, partner, metro]) {
        const refused = await portal.act('create machine model', { t: token, name: 'Nope', mm: 1, layout });
        expect(refused.body).toMatchObject({ code: 'FORBIDDEN' });
        expect((await portal.act('retire machine', { t: token, uuid: 'x' })).body).toMatchObject({
          code: 'FORBIDDEN',
        });
      }
    });

    it('creates, edits and retires a model, logged, refusing duplicates and second retirements', async () => {
      const created = await portal.act('create machine model', {
        t: sysadmin,
        name: 'Test T3',
        mm: 1,
        layout,
      });
      const model = data<Model>(created.body);
      expect(model).toMatchObject({
        name: 'Test T3',
        mm: 1,
        family: 'main',
        compartments: 3,
        retired: false,
      });
      expect(
        (await portal.act('create machine model', { t: sysadmin, name: 'Test T3', mm: 1, layout })).body,
      ).toMatchObject({
        code: 'CONFLICT',
      });
      expect(
        (await portal.act('create machine model', { t: sysadmin, name: 'Bad', mm: 99, layout })).body,
      ).toMatchObject({
        code: 'INVALID_PARAMS',
      });
      expect(
        (
          await portal.act('create machine model', {
            t: sysadmin,
            name: 'Dup labels',
            mm: 1,
            layout: [layout[0], layout[0]],
          })
        ).body,
      ).toMatchObject({ code: 'INVALID_PARAMS' });
      const renamed = data<Model>(
        (await portal.act('update machine model', { t: sysadmin, id: model.id, name: 'Test T3b' })).body,
      );
      expect(renamed.name).toBe('Test T3b');
      expect((await portal.act('retire machine model', { t: sysadmin, id: model.id })).body).toMatchObject({
        ret: 1,
        data: { retired: true },
      });
      expect((await portal.act('retire machine model', { t: sysadmin, id: model.id })).body).toMatchObject({
        code: 'CONFLICT',
      });
      expect(
        (await portal.act('update machine model', { t: sysadmin, id: model.id, name: 'again' })).body,
      ).toMatchObject({
        code: 'CONFLICT',
      });
      expect((await portal.act('retire machine model', { t: sysadmin, id: 999999 })).body).toMatchObject({
        code: 'NOT_FOUND',
      });
      const building = await db().selectFrom('buildings').select('id').executeTakeFirstOrThrow();
      expect(
        (
          await portal.act('create machine', {
            t: sysadmin,
            model_id: model.id,
            buid: building.id,
            place: 'Hall',
          })
        ).body,
      ).toMatchObject({
        code: 'CONFLICT',
      });
      const logged = await db()
        .selectFrom('operation_log')
        .select('operation')
        .where('category', '=', 'Machine')
        .execute();
      expect(logged.map((row) => row.operation)).toEqual(
        expect.arrayContaining(['machine-model-created', 'machine-model-updated', 'machine-model-retired']),
      );
    });

    it('installs a machine from a model, edits it and retires it', async () => {
      const model = data<Model>(
        (await portal.act('create machine model', { t: sysadmin, name: 'Test T4', mm: 6, layout })).body,
      );
      const building = await db()
        .selectFrom('buildings')
        .select(['id', 'name'])
        .where('name', '=', 'Thames Crossing')
        .executeTakeFirstOrThrow();
      const created = data<{ uuid: string; name: string; secret: string }>(
        (
          await portal.act('create machine', {
            t: sysadmin,
            model_id: model.id,
            buid: building.id,
            place: 'Atrium',
          })
        ).body,
      );
      expect(created.name).toBe('Thames Crossing#Atrium');
      expect(created.secret).toMatch(/^[0-9a-f]{64}$/);
      const stored = await db()
        .selectFrom('machines')
        .selectAll()
        .where('uuid', '=', created.uuid)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ mm: 6, family: 'main', model_id: model.id, building_id: building.id });
      expect(stored.device_key).not.toContain(created.secret);
      const compartments = await db()
        .selectFrom('compartments')
        .selectAll()
        .where('machine_id', '=', stored.id)
        .orderBy('label')
        .execute();
      expect(compartments.map((c) => [c.label, c.size, c.category, c.state])).toEqual([
        ['A01', 'S', 'parcel', 'free'],
        ['A02', 'M', 'parcel', 'free'],
        ['A03', 'L', 'cold', 'free'],
      ]);
      expect(
        (
          await portal.act('create machine', {
            t: sysadmin,
            model_id: model.id,
            buid: building.id,
            place: 'Atrium',
          })
        ).body,
      ).toMatchObject({
        code: 'CONFLICT',
      });
      expect(
        (await portal.act('create machine', { t: sysadmin, model_id: model.id, buid: 999999, place: 'X' }))
          .body,
      ).toMatchObject({
        code: 'NOT_FOUND',
      });

      const updated = data<Summary>(
        (
          await portal.act('update machine', {
            t: sysadmin,
            uuid: created.uuid,
            run_sts: '0',
            name: 'Thames Crossing#Front',
          })
        ).body,
      );
      expect(updated).toMatchObject({ run_sts: '0', name: 'Thames Crossing#Front', offline: false });
      // A rename may not take the name of another active machine, as an installation may not.
      expect(
        (
          await portal.act('update machine', {
            t: sysadmin,
            uuid: created.uuid,
            name: 'Thames Crossing#Lobby',
          })
        ).body,
      ).toMatchObject({ code: 'CONFLICT', msg: 'A machine is already named Thames Crossing#Lobby.' });
      expect((await portal.act('update machine', { t: sysadmin, uuid: created.uuid })).body).toMatchObject({
        code: 'INVALID_PARAMS',
      });
      expect(
        (await portal.act('update machine', { t: sysadmin, uuid: created.uuid, buid: 999999 })).body,
      ).toMatchObject({
        code: 'NOT_FOUND',
      });

      const [first] = compartments;
      if (!first) throw new Error('no compartment');
      const disabled = await portal.act('update compartment', {
        t: sysadmin,
        id: first.id,
        out_of_service: true,
        size: '-1',
      });
      expect(disabled.body).toMatchObject({ data: { out_of_service: true, size: '-1', state: 'disabled' } });
      const enabled = await portal.act('update compartment', {
        t: sysadmin,
        id: first.id,
        out_of_service: false,
      });
      expect(enabled.body).toMatchObject({ data: { out_of_service: false, state: 'free' } });

      const credential = data<{ secret: string }>(
        (await portal.act('reissue machine credential', { t: sysadmin, uuid: created.uuid })).body,
      );
      expect(credential.secret).not.toBe(created.secret);

      const retired = await portal.act('retire machine', { t: sysadmin, uuid: created.uuid });
      expect(retired.body).toMatchObject({ ret: 1, data: { retired: true } });
      expect((await portal.act('retire machine', { t: sysadmin, uuid: created.uuid })).body).toMatchObject({
        code: 'CONFLICT',
      });
      expect(
        (await portal.act('reissue machine credential', { t: sysadmin, uuid: created.uuid })).body,
      ).toMatchObject({
        code: 'CONFLICT',
      });
      const active = data<Page>(
        (await portal.act('machines', { t: sysadmin, q: 'Thames Crossing#Front' })).body,
      );
      expect(active.total).toBe(0);
      const listed = data<Page>((await portal.act('machines', { t: sysadmin, retired: true })).body);
      expect(listed.items.map((item) => item.uuid)).toContain(created.uuid);
    });

    it('refuses to retire a machine or disable a compartment that holds a waiting parcel', async () => {
      const parcel = await db()
        .selectFrom('parcels')
        .innerJoin('machines', 'machines.id', 'parcels.machine_id')
        .select(['machines.uuid', 'parcels.compartment_id'])
        .where('parcels.state', '=', 'pending')
        .where('parcels.compartment_id', 'is not', null)
        .executeTakeFirstOrThrow();
      expect((await portal.act('retire machine', { t: sysadmin, uuid: parcel.uuid })).body).toMatchObject({
        code: 'CONFLICT',
      });
      expect(
        (
          await portal.act('update compartment', {
            t: sysadmin,
            id: parcel.compartment_id,
            out_of_service: true,
          })
        ).body,
      ).toMatchObject({
        code: 'CONFLICT',
      });
      expect(
        (await portal.act('update compartment', { t: sysadmin, id: 999999, out_of_service: true })).body,
      ).toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  describe('compartments (metro staff)', () => {
    interface Compartments {
      total: number;
      items: { size: string; category: string; buid: number; muuid: string }[];
    }
    const list = async (token: string, params: object) =>
      data<Compartments>((await portal.act('compartments', { t: token, count: 1000, ...params })).body);

    it("applies spec §4's size filter: all, undefined, defined, or a size substring", async () => {
      const all = await list(metro, {});
      const undefinedSize = await list(metro, { size: 'undefined' });
      const defined = await list(metro, { size: 'defined' });
      expect(all.total).toBeGreaterThan(0);
      expect(undefinedSize.total + defined.total).toBe(all.total);
      expect(undefinedSize.items.every((item) => item.size.includes('-1'))).toBe(true);
      expect(defined.items.every((item) => !item.size.includes('-1'))).toBe(true);
      const large = await list(metro, { size: 'L' });
      expect(large.items.every((item) => item.size.toLowerCase().includes('l'))).toBe(true);
      expect(large.items.some((item) => item.size === 'XL')).toBe(true);
      const sysUndefined = await list(sysadmin, { size: 'undefined' });
      expect(sysUndefined.total).toBeGreaterThan(0);
    });

    it('filters by category and keeps to the metro staff lockers', async () => {
      const cold = await list(sysadmin, { category: 'cold' });
      expect(cold.total).toBeGreaterThan(0);
      expect(cold.items.every((item) => item.category === 'cold')).toBe(true);
      const own = await list(metro, {});
      const managed = await portal.managedBuildings('metro');
      expect(own.items.every((item) => managed.includes(item.buid))).toBe(true);
      const other = await db()
        .selectFrom('machines')
        .select('uuid')
        .where('building_id', 'not in', managed)
        .executeTakeFirstOrThrow();
      expect((await portal.act('compartments', { t: metro, uuid: other.uuid })).body).toMatchObject({
        code: 'FORBIDDEN',
      });
    });

    it("refuses a building outside the metro staff's scope, and tells an admin when none exists", async () => {
      const managed = await portal.managedBuildings('metro');
      const other = await db()
        .selectFrom('buildings')
        .select('id')
        .where('id', 'not in', managed)
        .executeTakeFirstOrThrow();
      expect((await portal.act('compartments', { t: metro, buid: other.id })).body).toMatchObject({
        code: 'FORBIDDEN',
        msg: `Building ${other.id} is not one of yours.`,
      });
      expect((await portal.act('compartments', { t: metro, buid: managed[0] })).status).toBe(200);
      expect((await portal.act('compartments', { t: sysadmin, buid: 999999 })).body).toMatchObject({
        code: 'NOT_FOUND',
      });
    });

    it('is for metro staff and system admins only', async () => {
      expect((await portal.act('compartments', { t: bdadmin })).body).toMatchObject({ code: 'FORBIDDEN' });
      const parcelAdmin = await portal.login('parceladmin');
      expect((await portal.act('compartments', { t: parcelAdmin })).body).toMatchObject({
        code: 'FORBIDDEN',
      });
    });
  });

  describe('alerts', () => {
    it("gives the offline banner and the last day's jams and faults, as the building asked", async () => {
      const { body } = await portal.act('fleet alerts', { t: sysadmin });
      const alerts = data<{
        offline: { name: string }[];
        banner: string;
        events: { kind: string; buid: number }[];
      }>(body);
      expect(alerts.offline.length).toBeGreaterThan(0);
      expect(alerts.banner).toBe(
        `Offline locker : ${alerts.offline.map((machine) => machine.name).join(';')}`,
      );
      expect(alerts.events.some((event) => event.kind === 'fault' || event.kind === 'door-jammed')).toBe(
        true,
      );
      const [event] = alerts.events;
      if (!event) throw new Error('no event');
      await db()
        .updateTable('buildings')
        .set({ notify_faults: 0, notify_offline: 0 })
        .where('id', '=', event.buid)
        .execute();
      const quiet = data<{ events: { buid: number }[] }>(
        (await portal.act('fleet alerts', { t: sysadmin })).body,
      );
      expect(quiet.events.some((item) => item.buid === event.buid)).toBe(false);
    });
  });
});

import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MACHINE_MODES, PARCEL_STATES, upgradeLevel } from '@bluemanager/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite, type DatabaseHandle } from '../../src/db/connect.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.js';
import { isDatabaseEmpty, seedDemo, type SeedSummary } from '../../src/db/seed/demo.js';
import { seedLargeParcels } from '../../src/db/seed/large.js';

// Real argon2 is tested elsewhere; here it would only make the seed slow.
const fastHash = async (password: string) => `test-hash:${password}`;
const NOW = new Date('2026-11-01T12:00:00Z');

const directory = mkdtempSync(join(tmpdir(), 'bluemanager-seed-'));
const handles: DatabaseHandle[] = [];

async function freshDatabase(name: string): Promise<DatabaseHandle> {
  const handle = openSqlite(join(directory, `${name}.sqlite`));
  handles.push(handle);
  await migrateToLatest(handle);
  return handle;
}

async function parcelDigest(handle: DatabaseHandle): Promise<string> {
  const rows = await handle.db.selectFrom('parcels').selectAll().orderBy('id').execute();
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

afterAll(async () => {
  for (const handle of handles) await handle.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('demo seed', () => {
  let demo: DatabaseHandle;
  let summary: SeedSummary;

  beforeAll(async () => {
    demo = await freshDatabase('demo');
    expect(await isDatabaseEmpty(demo.db)).toBe(true);
    summary = await seedDemo(demo.db, { now: NOW, hashPassword: fastHash });
  });

  it('reports what it wrote and leaves the database non-empty', async () => {
    expect(await isDatabaseEmpty(demo.db)).toBe(false);
    const { count } = await demo.db
      .selectFrom('parcels')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(summary.parcels);
    expect(summary.parcels).toBeGreaterThan(4_500);
    expect(summary.parcels).toBeLessThan(5_500);
    expect(summary.users).toBe(DEMO_ACCOUNTS.length);
  });

  it('has two partners with their carriers and the service urls', async () => {
    const partners = await demo.db.selectFrom('partners').select(['code', 'name']).orderBy('code').execute();
    expect(partners).toEqual([
      { code: 'BB', name: 'BlueBox' },
      { code: 'YK-Gold', name: 'YK Gold Properties' },
    ]);
    const carriers = await demo.db.selectFrom('partner_carriers').selectAll().execute();
    expect(carriers).toHaveLength(16);
    expect(carriers).toContainEqual(
      expect.objectContaining({
        partner: 'YK-Gold',
        carrier: 'Canada Post',
        logo: 'assets/images/carriers/canada-post.png',
      }),
    );
    const urls = await demo.db.selectFrom('service_urls').selectAll().execute();
    expect(urls).toContainEqual({ key: 'rc_url', url: '/assets/images/carriers/' });
  });

  it('has about twenty Canadian buildings with well-formed addresses', async () => {
    const buildings = await demo.db.selectFrom('buildings').selectAll().execute();
    expect(buildings.length).toBeGreaterThanOrEqual(18);
    expect(buildings.length).toBeLessThanOrEqual(22);
    for (const building of buildings) {
      const parts = building.address.split('|');
      expect(parts).toHaveLength(5);
      expect(parts[4]).toBe('Canada');
      expect(parts[2]).toMatch(/^(AB|BC|MB|NB|NL|NS|ON|PE|QC|SK)$/);
      expect(parts[3]).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
      expect(building.timezone).toMatch(/^America\//);
      expect([48, 72, 96]).toContain(building.overdue_hours);
    }
    const ykGold = buildings.filter((building) => building.partner === 'YK-Gold');
    expect(ykGold.length).toBeGreaterThanOrEqual(3);
    expect(ykGold.length).toBeLessThanOrEqual(4);
  });

  it('has every machine mode, in its family, with 1 to 3 machines per building', async () => {
    const machines = await demo.db.selectFrom('machines').selectAll().execute();
    for (const mode of MACHINE_MODES) {
      const ofMode = machines.filter((machine) => machine.mm === mode.mm);
      expect(ofMode.length, `mm ${mode.mm}`).toBeGreaterThan(0);
      for (const machine of ofMode) expect(machine.family).toBe(mode.family);
    }
    const perBuilding = new Map<number, number>();
    for (const machine of machines)
      perBuilding.set(machine.building_id, (perBuilding.get(machine.building_id) ?? 0) + 1);
    for (const count of perBuilding.values()) {
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(3);
    }
    expect(machines.some((m) => m.status !== '101' && m.run_sts === '1')).toBe(true);
    expect(machines.some((m) => m.run_sts === '0')).toBe(true);
    expect(new Set(machines.map((m) => m.uuid)).size).toBe(machines.length);
  });

  it('has every parcel state, timed-out pending parcels in several buildings, abnormal and unattended ones', async () => {
    const parcels = await demo.db.selectFrom('parcels').selectAll().execute();
    for (const state of PARCEL_STATES)
      expect(
        parcels.some((parcel) => parcel.state === state),
        state,
      ).toBe(true);
    const timedOut = parcels.filter(
      (p) => p.state === 'pending' && p.due_at !== null && p.due_at < NOW.toISOString(),
    );
    expect(new Set(timedOut.map((parcel) => parcel.building_id)).size).toBeGreaterThanOrEqual(3);
    expect(
      parcels.some((p) => p.state === 'pending' && p.due_at !== null && p.due_at > NOW.toISOString()),
    ).toBe(true);
    expect(parcels.filter((p) => p.abnormal === 1 && p.abnormal_reason !== '').length).toBeGreaterThan(0);
    const unattended = parcels.filter((parcel) => parcel.unattended === 1);
    expect(unattended.length).toBeGreaterThan(0);
    for (const parcel of unattended) expect([parcel.state, parcel.compartment_id]).toEqual(['pending', null]);
  });

  it('keeps parcel times and fields consistent', async () => {
    const parcels = await demo.db.selectFrom('parcels').selectAll().execute();
    const earliest = new Date(NOW.getTime() - 61 * 24 * 3_600_000).toISOString();
    for (const parcel of parcels) {
      expect(parcel.created_at >= earliest).toBe(true);
      expect(parcel.updated_at <= NOW.toISOString()).toBe(true);
      if (parcel.state === 'expected') {
        expect([parcel.deposited_at, parcel.due_at, parcel.compartment_id]).toEqual([null, null, null]);
        continue;
      }
      expect(parcel.deposited_at).not.toBeNull();
      expect(parcel.created_at <= (parcel.deposited_at ?? '')).toBe(true);
      if (parcel.state === 'collected' || parcel.state === 'returned') {
        expect(parcel.compartment_id).not.toBeNull();
        expect((parcel.collected_at ?? '') > (parcel.deposited_at ?? '')).toBe(true);
      }
      expect(parcel.phone).toMatch(/^\d{10}$/);
      expect(parcel.address.split('|')).toHaveLength(6);
    }
  });

  it('puts one pending parcel at most in a compartment, and marks that compartment occupied', async () => {
    const pending = await demo.db
      .selectFrom('parcels')
      .innerJoin('compartments', 'compartments.id', 'parcels.compartment_id')
      .select([
        'parcels.compartment_id',
        'parcels.machine_id',
        'compartments.machine_id as compartment_machine',
        'compartments.state',
      ])
      .where('parcels.state', '=', 'pending')
      .execute();
    expect(pending.length).toBeGreaterThan(0);
    expect(new Set(pending.map((row) => row.compartment_id)).size).toBe(pending.length);
    for (const row of pending) {
      expect(row.state).toBe('occupied');
      expect(row.compartment_machine).toBe(row.machine_id);
    }
  });

  it('gives every demo account the level the table promises', async () => {
    const users = await demo.db.selectFrom('users').selectAll().execute();
    for (const account of DEMO_ACCOUNTS) {
      const user = users.find((candidate) => candidate.username === account.username);
      expect(user, account.username).toBeDefined();
      if (!user) continue;
      expect(user.password_hash).toBe(`test-hash:${DEMO_PASSWORD}`);
      expect([user.level, user.partner, user.is_demo]).toEqual([account.storedLevel, account.partner, 1]);
      const buildings = await demo.db
        .selectFrom('user_buildings')
        .innerJoin('buildings', 'buildings.id', 'user_buildings.building_id')
        .select(['buildings.id', 'buildings.name', 'buildings.partner'])
        .where('user_buildings.user_id', '=', user.id)
        .execute();
      expect(buildings.map((building) => building.name).sort()).toEqual([...account.buildings].sort());
      for (const building of buildings) expect(building.partner).toBe(account.partner);
      const modes = buildings.length
        ? (
            await demo.db
              .selectFrom('machines')
              .select('mm')
              .where(
                'building_id',
                'in',
                buildings.map((building) => building.id),
              )
              .execute()
          ).map((machine) => machine.mm)
        : [];
      const effective = upgradeLevel({
        storedLevel: account.storedLevel,
        partner: account.partner,
        machineModes: modes,
      });
      expect([effective.level, effective.bPartner], account.username).toEqual([
        account.expectedLevel,
        account.bPartner,
      ]);
    }
    const bdadminModes = new Set(
      (
        await demo.db
          .selectFrom('machines')
          .innerJoin('user_buildings', 'user_buildings.building_id', 'machines.building_id')
          .innerJoin('users', 'users.id', 'user_buildings.user_id')
          .select('machines.mm')
          .where('users.username', '=', 'bdadmin')
          .execute()
      ).map((row) => row.mm),
    );
    expect([...bdadminModes].sort()).toEqual([1, 3]);
  });

  it('gives building-level accounts their own buildings, with timed-out parcels and pending join requests', async () => {
    const links = await demo.db
      .selectFrom('user_buildings')
      .innerJoin('users', 'users.id', 'user_buildings.user_id')
      .select(['users.username', 'user_buildings.building_id'])
      .execute();
    const owners = new Map<number, string>();
    for (const link of links) {
      expect(owners.get(link.building_id), `building ${link.building_id}`).toBeUndefined();
      owners.set(link.building_id, link.username);
    }
    const timedOut = await demo.db
      .selectFrom('parcels')
      .select('building_id')
      .distinct()
      .where('state', '=', 'pending')
      .where('due_at', '<', NOW.toISOString())
      .execute();
    const withTimedOut = new Set(timedOut.map((row) => row.building_id));
    for (const account of DEMO_ACCOUNTS.filter((a) => a.buildings.length > 0)) {
      const own = links.filter((link) => link.username === account.username).map((link) => link.building_id);
      expect(
        own.some((id) => withTimedOut.has(id)),
        account.username,
      ).toBe(true);
    }
    const pendingJoins = await demo.db
      .selectFrom('unit_join_requests')
      .innerJoin('user_buildings', 'user_buildings.building_id', 'unit_join_requests.building_id')
      .innerJoin('users', 'users.id', 'user_buildings.user_id')
      .select(['users.username'])
      .where('unit_join_requests.status', '=', 0)
      .execute();
    const usernames = pendingJoins.map((row) => row.username);
    expect(usernames.filter((name) => name === 'bdadmin').length).toBeGreaterThanOrEqual(3);
    expect(usernames.filter((name) => name === 'ykmanager').length).toBeGreaterThanOrEqual(2);
  });

  it('writes requests and an operation log', async () => {
    expect(summary.unit_join_requests).toBeGreaterThanOrEqual(50);
    expect(summary.support_requests).toBeGreaterThanOrEqual(20);
    const support = await demo.db.selectFrom('support_requests').selectAll().execute();
    expect(support.some((request) => request.building_id === null)).toBe(true);
    const log = await demo.db.selectFrom('operation_log').selectAll().execute();
    expect(log.length).toBeGreaterThanOrEqual(24);
    for (const entry of log) expect(entry.message).not.toContain('{}');
  });

  it('seeds the same rows for the same now', async () => {
    const again = await freshDatabase('again');
    await seedDemo(again.db, { now: NOW, hashPassword: fastHash });
    expect(await parcelDigest(again)).toBe(await parcelDigest(demo));
  });
});

describe('large seed', () => {
  it('appends exactly the asked number of parcels to existing buildings and machines', async () => {
    const handle = await freshDatabase('large');
    const { parcels: before } = await seedDemo(handle.db, { now: NOW, hashPassword: fastHash });
    const progress: number[] = [];
    const appended = await seedLargeParcels(handle.db, {
      count: 5_000,
      now: NOW,
      onProgress: (done) => progress.push(done),
    });
    expect(appended).toBe(5_000);
    expect(progress.at(-1)).toBe(5_000);
    const { count } = await handle.db
      .selectFrom('parcels')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(before + 5_000);

    const { mismatched } = await handle.db
      .selectFrom('parcels')
      .leftJoin('machines', 'machines.id', 'parcels.machine_id')
      .leftJoin('buildings', 'buildings.id', 'parcels.building_id')
      .leftJoin('compartments', 'compartments.id', 'parcels.compartment_id')
      .select((eb) => eb.fn.countAll<number>().as('mismatched'))
      .where((eb) =>
        eb.or([
          eb('machines.id', 'is', null),
          eb('buildings.id', 'is', null),
          eb('machines.building_id', '!=', eb.ref('parcels.building_id')),
          eb.and([
            eb('parcels.compartment_id', 'is not', null),
            eb('compartments.machine_id', '!=', eb.ref('parcels.machine_id')),
          ]),
        ]),
      )
      .executeTakeFirstOrThrow();
    expect(Number(mismatched)).toBe(0);

    // History only: the pending parcels, and so compartment occupancy, stay as the demo left them.
    const appendedStates = await handle.db
      .selectFrom('parcels')
      .select('state')
      .distinct()
      .where('id', '>', before)
      .execute();
    expect(appendedStates.map((row) => row.state).sort()).toEqual(['collected', 'returned']);
  });
});

// The demo keeps itself alive: the lockers online at seed time carry a derived credential the demo fleet signs
// with, and drive through the real device channel; a locker whose credential was reissued is left alone.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/config.js';
import { seedDemo } from '../../src/db/seed/demo.js';
import { devicePublicKey, newDeviceSecret } from '../../src/domain/devices/device-keys.js';
import { demoFleetOptions, demoLockers } from '../../src/simulator/demo-fleet.js';
import { simulateFleet } from '../../src/simulator/fleet-simulator.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import '../../src/sections/bluekey/bluekey.tables.js';
import { testDialects } from '../support/test-dialects.js';

describe.each(testDialects())('demo fleet on %s', (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seedDemo(database.handle.db, { now: new Date(), hashPassword: async () => 'not-a-real-hash' });
    app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database: database.handle });
    url = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('drives the lockers online at seed time, with their free parcel compartments', async () => {
    const db = database.handle.db;
    const lockers = await demoLockers(db);
    const online = await db
      .selectFrom('machines')
      .select('uuid')
      .where('status', '=', '101')
      .orderBy('id')
      .execute();
    expect(lockers.map((locker) => locker.uuid)).toEqual(online.map((machine) => machine.uuid));
    expect(lockers.some((locker) => (locker.compartments ?? []).length > 0)).toBe(true);

    // A system admin reissued one credential: the demo no longer signs for that locker.
    const [first] = lockers;
    await db
      .updateTable('machines')
      .set({ device_key: devicePublicKey(newDeviceSecret()) })
      .where('uuid', '=', first?.uuid ?? '')
      .execute();
    expect((await demoLockers(db)).map((locker) => locker.uuid)).not.toContain(first?.uuid);
  });

  it('heartbeats and deposits through the device channel without an error', async () => {
    const lockers = (await demoLockers(database.handle.db)).slice(0, 6);
    const report = await simulateFleet({
      ...demoFleetOptions(url, lockers, 4),
      seconds: 3,
      depositChance: 1,
      silentShare: 0,
    });
    expect(report.errors).toEqual([]);
    expect(report.calls.heartbeat.count).toBeGreaterThanOrEqual(lockers.length);
    expect(report.deposits).toBeGreaterThan(0);
    // The couriers showed their demo keys first (BlueKey), and each check is a use.
    expect(lockers.some((locker) => (locker.couriers ?? []).length > 0)).toBe(true);
    expect(report.calls['courier-key'].count).toBeGreaterThan(0);
    const uses = await database.handle.db
      .selectFrom('courier_key_uses')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('at', '>', new Date(Date.now() - 60_000).toISOString())
      .executeTakeFirstOrThrow();
    expect(Number(uses.n)).toBe(report.calls['courier-key'].count);
  });
});

// The demo fleet runs the amenity machines too: their borrowers lend and return items through the signed device
// channel, without an error, and every loan holds a deposit in the ledger and every return settles one.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config/config.js';
import { seedDemo } from '../../db/seed/demo.js';
import { demoFleetOptions, demoLockers } from '../../simulator/demo-fleet.js';
import { simulateFleet } from '../../simulator/fleet-simulator.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { testDialects } from '../../../test/support/test-dialects.js';

describe.each(testDialects())('amenity machines in the demo fleet on %s', (dialect) => {
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

  it('lends and takes back items at the demo amenity machines, each with its deposit', async () => {
    const db = database.handle.db;
    const machines = (await demoLockers(db)).filter((locker) => locker.amenity !== undefined);
    expect(machines.length).toBeGreaterThan(0);
    expect(machines.every((machine) => (machine.amenity?.members.length ?? 0) > 0)).toBe(true);
    const started = new Date().toISOString();
    // Five seconds leave room for a loaded test machine (at three, this test failed once when run beside others).
    const report = await simulateFleet({
      ...demoFleetOptions(url, machines, 4),
      seconds: 5,
      depositChance: 1,
      silentShare: 0,
    });
    expect(report.errors).toEqual([]);
    expect(report.calls.lend.errors + report.calls.return.errors).toBe(0);
    expect(report.calls.lend.count).toBeGreaterThan(0);
    expect(report.calls.return.count).toBeGreaterThan(0);
    const lent = await db
      .selectFrom('amenity_deposits')
      .select('id')
      .where('lent_at', '>=', started)
      .execute();
    expect(lent.length).toBe(report.calls.lend.count);
    const taken = await db
      .selectFrom('amenity_ledger')
      .select('id')
      .where('entry', '=', 'taken')
      .where('at', '>=', started)
      .execute();
    expect(taken.length).toBe(report.calls.lend.count);
    const settled = await db
      .selectFrom('amenity_deposits')
      .select('id')
      .where('returned_at', '>=', started)
      .execute();
    expect(settled.length).toBe(report.calls.return.count);
  });
});

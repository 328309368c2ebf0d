// The demo fleet runs the bike lockers too: their riders dock and undock through the signed device channel, without
// an error, and the sessions they start and end are the portal's own.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config/config.js';
import { seedDemo } from '../../db/seed/demo.js';
import { demoFleetOptions, demoLockers } from '../../simulator/demo-fleet.js';
import { simulateFleet } from '../../simulator/fleet-simulator.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { testDialects } from '../../../test/support/test-dialects.js';

describe.each(testDialects())('bike lockers in the demo fleet on %s', (dialect) => {
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

  it('docks and undocks bikes at the demo bike lockers', async () => {
    const db = database.handle.db;
    const lockers = (await demoLockers(db)).filter((locker) => locker.bike !== undefined);
    expect(lockers.length).toBeGreaterThan(0);
    expect(lockers.every((locker) => (locker.bike?.riders.length ?? 0) > 0)).toBe(true);
    const started = new Date().toISOString();
    const report = await simulateFleet({
      ...demoFleetOptions(url, lockers, 4),
      seconds: 3,
      depositChance: 1,
      silentShare: 0,
    });
    expect(report.errors).toEqual([]);
    expect(report.calls.dock.count).toBeGreaterThan(0);
    expect(report.calls.undock.count).toBeGreaterThan(0);
    const docked = await db
      .selectFrom('bike_sessions')
      .select('id')
      .where('started_at', '>=', started)
      .execute();
    expect(docked.length).toBe(report.calls.dock.count);
    const undocked = await db
      .selectFrom('bike_sessions')
      .select('id')
      .where('ending', '=', 'undocked')
      .where('ended_at', '>=', started)
      .execute();
    expect(undocked.length).toBe(report.calls.undock.count);
  });
});

// The demo fleet's cameras: a camera locker of the demo uploads a picture of each deposit through the signed device
// channel, without an error, and the picture is filed with its parcel.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config/config.js';
import { seedDemo } from '../../db/seed/demo.js';
import { demoFleetOptions, demoLockers } from '../../simulator/demo-fleet.js';
import { simulateFleet } from '../../simulator/fleet-simulator.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { testDialects } from '../../../test/support/test-dialects.js';

describe.each(testDialects())('cameras in the demo fleet on %s', (dialect) => {
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

  it('uploads a picture of every deposit at a camera locker', async () => {
    const db = database.handle.db;
    const lockers = (await demoLockers(db)).filter((locker) => locker.camera).slice(0, 3);
    expect(lockers.length).toBeGreaterThan(0);
    const started = new Date().toISOString();
    const report = await simulateFleet({
      ...demoFleetOptions(url, lockers, 4),
      seconds: 3,
      depositChance: 1,
      silentShare: 0,
    });
    expect(report.errors).toEqual([]);
    expect(report.calls.snapshot.count).toBe(report.calls.deposit.count);
    expect(report.calls.snapshot.count).toBeGreaterThan(0);
    const filed = await db
      .selectFrom('camera_snapshots')
      .select(['parcel_id', 'event'])
      .where('taken_at', '>=', started)
      .execute();
    expect(filed.length).toBe(report.calls.snapshot.count);
    expect(filed.filter((row) => row.event === 'deposit' && row.parcel_id !== null).length).toBe(
      report.deposits,
    );
  });
});

// The demo fleet's cameras: a camera locker of the demo uploads a picture of each deposit through the signed device
// channel, without an error, and the picture is filed with its parcel.
import { describe, expect, it } from 'vitest';
import { demoFleetOptions, demoLockers } from '../../simulator/demo-fleet.js';
import { simulateFleet } from '../../simulator/fleet-simulator.js';
import { demoSeededServer } from '../../../test/support/demo-seeded-server.js';
import { testDialects } from '../../../test/support/test-dialects.js';

describe.each(testDialects())('cameras in the demo fleet on %s', (dialect) => {
  const server = demoSeededServer(dialect);

  it('uploads a picture of every deposit at a camera locker', async () => {
    const db = server().database.handle.db;
    const lockers = (await demoLockers(db)).filter((locker) => locker.camera).slice(0, 3);
    expect(lockers.length).toBeGreaterThan(0);
    const started = new Date().toISOString();
    const report = await simulateFleet({
      ...demoFleetOptions(server().url, lockers, 4),
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

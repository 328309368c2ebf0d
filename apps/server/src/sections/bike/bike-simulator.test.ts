// The demo fleet runs the bike lockers too: their riders dock and undock through the signed device channel, without
// an error, and the sessions they start and end are the portal's own.
import { describe, expect, it } from 'vitest';
import { demoFleetOptions, demoLockers } from '../../simulator/demo-fleet.js';
import { simulateFleet } from '../../simulator/fleet-simulator.js';
import { demoSeededServer } from '../../../test/support/demo-seeded-server.js';
import { testDialects } from '../../../test/support/test-dialects.js';

describe.each(testDialects())('bike lockers in the demo fleet on %s', (dialect) => {
  const server = demoSeededServer(dialect);

  it('docks and undocks bikes at the demo bike lockers', async () => {
    const db = server().database.handle.db;
    const lockers = (await demoLockers(db)).filter((locker) => locker.bike !== undefined);
    expect(lockers.length).toBeGreaterThan(0);
    expect(lockers.every((locker) => (locker.bike?.riders.length ?? 0) > 0)).toBe(true);
    const started = new Date().toISOString();
    const report = await simulateFleet({
      ...demoFleetOptions(server().url, lockers, 4),
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

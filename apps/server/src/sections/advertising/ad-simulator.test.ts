// The demo fleet's screens: the demo lockers fetch their playlists and report what they played through the signed
// device channel, without an error, and Ad Analytics counts it the same day.
import { describe, expect, it } from 'vitest';
import { demoFleetOptions, demoLockers } from '../../simulator/demo-fleet.js';
import { simulateFleet } from '../../simulator/fleet-simulator.js';
import { demoSeededServer } from '../../../test/support/demo-seeded-server.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { adAnalytics } from './ad-analytics.js';

describe.each(testDialects())('screens in the demo fleet on %s', (dialect) => {
  const server = demoSeededServer(dialect);

  it('fetches playlists and reports showings that Ad Analytics counts', async () => {
    const db = server().database.handle.db;
    // The lockers whose screen plays a campaign that runs at every hour of every day, so the run shows something.
    const allDay = await db
      .selectFrom('machines')
      .innerJoin('ad_machine_screens', 'ad_machine_screens.machine_id', 'machines.id')
      .innerJoin('ad_group_buildings', 'ad_group_buildings.building_id', 'machines.building_id')
      .innerJoin('ad_groups', 'ad_groups.id', 'ad_group_buildings.group_id')
      .select('machines.uuid')
      .where('ad_groups.hour_from', '=', 0)
      .where('ad_groups.hour_to', '=', 24)
      .where('ad_groups.sts', '=', '1')
      .execute();
    const uuids = new Set(allDay.map((row) => row.uuid));
    const lockers = (await demoLockers(db)).filter((locker) => uuids.has(locker.uuid)).slice(0, 6);
    expect(lockers.length).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    const before = await adAnalytics(db, { from: today, to: today, by: 'day' });
    const report = await simulateFleet({
      ...demoFleetOptions(server().url, lockers, 4),
      seconds: 4.5,
      depositChance: 0,
      pickupChance: 0,
      jamChance: 0,
      faultChance: 0,
      silentShare: 0,
    });
    expect(report.errors).toEqual([]);
    expect(report.calls['ad-playlist'].count).toBeGreaterThanOrEqual(lockers.length);
    expect(report.calls['ad-report'].count).toBeGreaterThan(0);
    const after = await adAnalytics(db, { from: today, to: today, by: 'day' });
    expect(after.totals.impressions).toBeGreaterThan(before.totals.impressions);
  });
});

// The demo fleet runs the amenity machines too: their borrowers lend and return items through the signed device
// channel, without an error, and every loan holds a deposit in the ledger and every return settles one.
import { describe, expect, it } from 'vitest';
import { demoFleetOptions, demoLockers } from '../../simulator/demo-fleet.js';
import { simulateFleet } from '../../simulator/fleet-simulator.js';
import { demoSeededServer } from '../../../test/support/demo-seeded-server.js';
import { testDialects } from '../../../test/support/test-dialects.js';

describe.each(testDialects())('amenity machines in the demo fleet on %s', (dialect) => {
  const server = demoSeededServer(dialect);

  it('lends and takes back items at the demo amenity machines, each with its deposit', async () => {
    const db = server().database.handle.db;
    const machines = (await demoLockers(db)).filter((locker) => locker.amenity !== undefined);
    expect(machines.length).toBeGreaterThan(0);
    expect(machines.every((machine) => (machine.amenity?.members.length ?? 0) > 0)).toBe(true);
    const started = new Date().toISOString();
    // Five seconds leave room for a loaded test machine (at three, this test failed once when run beside others).
    const report = await simulateFleet({
      ...demoFleetOptions(server().url, machines, 4),
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

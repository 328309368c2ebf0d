// The fleet simulator against a real server on loopback: 50 lockers for about fifteen seconds. Deposits and
// pickups go through, silent lockers are marked offline by the sweep (and show in the banner), and come back.
import type { FastifyInstance } from 'fastify';
import { actFormBody, createBrowserActCodec } from '@bluemanager/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/config.js';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.js';
import { seedDemo } from '../../src/db/seed/demo.js';
import { hashPassword } from '../../src/domain/auth/password.js';
import { outboxProvider } from '../../src/sections/sms/message-provider.js';
import { startBackgroundJobs } from '../../src/jobs/background-jobs.js';
import { simulateFleet, type SimulationReport } from '../../src/simulator/fleet-simulator.js';
import { provisionSimulatorMachines } from '../../src/simulator/provision.js';
import { simulatorCredentials } from '../../src/simulator/sim-credentials.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { testDialects } from '../support/test-dialects.js';

const LOCKERS = 50;
const SECONDS = 16;

describe.each(testDialects())('fleet simulator on %s', (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let stopJobs: (() => Promise<void>) | undefined;
  let url: string;
  let report: SimulationReport;
  const banners: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const hash = await hashPassword(DEMO_PASSWORD);
    await seedDemo(database.handle.db, { now: new Date(), hashPassword: async () => hash });
    await provisionSimulatorMachines(database.handle.db, {
      count: LOCKERS,
      passphrase: 'test',
      now: new Date(),
    });
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Heartbeats every second: five seconds of silence leave room for a slow test machine (four were once too
      // few when the machine ran many test suites at once).
      MACHINE_OFFLINE_AFTER_SECONDS: '5',
    });
    app = await buildApp({ config, database: database.handle });
    url = await app.listen({ host: '127.0.0.1', port: 0 });
    // The server's own jobs, as main.ts starts them: the offline sweep is what this test watches.
    stopJobs = startBackgroundJobs({
      db: database.handle.db,
      providers: { sms: outboxProvider, email: outboxProvider },
      log: app.log,
      offlineAfterSeconds: config.machineOfflineAfterSeconds,
    });

    const codec = createBrowserActCodec(config.aesKey, config.aesIv);
    const act = async (code: number, params: object) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api',
        payload: actFormBody(code, codec.encryptJson(params)),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      return codec.decryptJson(response.payload) as { token?: string; data?: { banner: string } };
    };
    // The simulator lockers' building belongs to no manager; a system admin reads its banner.
    const admin = (await act(8002, { u: 'sysadmin', p: DEMO_PASSWORD })).token;
    expect(admin).toBeTruthy();
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const alerts = await act(52040, { t: admin });
        banners.push(alerts.data?.banner ?? '');
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
    })();
    report = await simulateFleet({
      url,
      lockers: simulatorCredentials('test', LOCKERS),
      seconds: SECONDS,
      heartbeatSeconds: 1,
      depositChance: 0.3,
      pickupChance: 0.3,
      jamChance: 0.01,
      faultChance: 0.01,
      silentShare: 0.06,
      silentSeconds: 8,
    });
    polling = false;
    await poll;
  }, 120_000);
  afterAll(async () => {
    await stopJobs?.();
    await app?.close();
    await database?.drop();
  });

  it('deposits and collects parcels without a single channel error', async () => {
    expect(report.errors).toEqual([]);
    expect(report.deposits).toBeGreaterThan(50);
    expect(report.pickups).toBeGreaterThan(10);
    expect(report.calls.heartbeat.count).toBeGreaterThan(LOCKERS * (SECONDS - 8));
    const db = database.handle.db;
    const building = await db
      .selectFrom('buildings')
      .select('id')
      .where('name', '=', 'Simulator Yard')
      .executeTakeFirstOrThrow();
    const parcels = await db
      .selectFrom('parcels')
      .select(['state', 'carrier'])
      .where('building_id', '=', building.id)
      .execute();
    expect(parcels).toHaveLength(report.deposits);
    expect(parcels.filter((parcel) => parcel.state === 'collected')).toHaveLength(report.pickups);
    expect(new Set(parcels.map((parcel) => parcel.carrier)).size).toBeGreaterThanOrEqual(6);
  });

  it('marks the silent lockers offline, shows them in the banner, and back online when they return', async () => {
    const db = database.handle.db;
    expect(report.silent.length).toBe(3);
    const machines = await db
      .selectFrom('machines')
      .select(['id', 'uuid', 'name'])
      .where('uuid', 'in', report.silent)
      .execute();
    for (const machine of machines) {
      const kinds = (
        await db
          .selectFrom('machine_events')
          .select('kind')
          .where('machine_id', '=', machine.id)
          .orderBy('id')
          .execute()
      )
        .map((event) => event.kind)
        .filter((kind) => kind === 'offline' || kind === 'online');
      // Offline while silent, then online again once it talked; what happens after that depends on how loaded
      // the machine running the test is, so the final state is not asserted.
      const firstOffline = kinds.indexOf('offline');
      expect(firstOffline).toBeGreaterThanOrEqual(0);
      expect(kinds.slice(firstOffline + 1)).toContain('online');
      expect(banners.some((banner) => banner.includes(machine.name))).toBe(true);
    }
    // Lockers that kept talking were never marked offline.
    const others = await db
      .selectFrom('machine_events')
      .innerJoin('machines', 'machines.id', 'machine_events.machine_id')
      .select('machines.uuid')
      .where('machine_events.kind', '=', 'offline')
      .where('machines.uuid', 'like', 'sim-%')
      .execute();
    expect(new Set(others.map((row) => row.uuid))).toEqual(new Set(report.silent));
  });
});

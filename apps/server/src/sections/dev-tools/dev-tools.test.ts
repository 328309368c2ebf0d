// Developer tools (acts 66001–66005) on both databases: the health figures come from the server's own sources
// (package.json, the migrator, the /metrics registry, the crash reports); the demo fleet starts and stops only for
// system admins and never in production unless DEMO_FLEET=on; a simulated heartbeat or deposit goes through the real
// device channel; the act console's calls are refused by the server as any call is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { DemoFleetStatus, ServerHealth } from '@bluemanager/protocol';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { migrationsFor } from '../../db/migrate.js';
import { serverRuntimeOf } from './server-runtime.js';

const VERSION = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

describe.each(testDialects())('developer tools on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
  });
  afterAll(() => portal?.close());

  const db = () => portal.database.handle.db;
  const data = async <T>(promise: Promise<{ status: number; body: Record<string, unknown> }>) => {
    const { status, body } = await promise;
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data as T;
  };
  const firstOf = (status: DemoFleetStatus) => {
    const [locker] = status.lockers;
    if (!locker) throw new Error('the demo seed has no demo locker');
    return locker;
  };

  it('reports version, database, migrations, queue, streams and errors from the server’s own sources', async () => {
    portal.clock.advance(90_000);
    const health = await data<ServerHealth>(portal.act('server health', { t: admin }));
    const known = Object.keys(await migrationsFor(dialect)).length;
    expect(health).toMatchObject({
      version: VERSION,
      dialect,
      migrations: { applied: known, known },
      event_streams: 0,
      node: process.version,
    });
    expect(health.uptime_seconds).toBeGreaterThanOrEqual(90);
    const queued = await db()
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'failed')
      .executeTakeFirstOrThrow();
    expect(health.queue.failed).toBe(Number(queued.count));
    // A server failure counted by the act channel's metrics shows here; a refusal does not.
    await portal.act('server health', { t: 'not-a-token' });
    const again = await data<ServerHealth>(portal.act('server health', { t: admin }));
    expect(again.errors.server).toBe(health.errors.server);
    serverRuntimeOf(db()).metrics.device('deposit', 'INTERNAL');
    const failed = await data<ServerHealth>(portal.act('server health', { t: admin }));
    expect(failed.errors.server).toBe(health.errors.server + 1);
  });

  it('counts the crash reports of the last day', async () => {
    const before = await data<ServerHealth>(portal.act('server health', { t: admin }));
    const { id } = await db()
      .insertInto('crash_groups')
      .values({
        origin: 'portal',
        signature: 'dev-tools-test',
        title: 'TypeError',
        frame: '',
        count: 1,
        versions: '[]',
        first_seen: portal.clock.now.toISOString(),
        last_seen: portal.clock.now.toISOString(),
        resolved_by: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('crash_reports')
      .values({
        group_id: id,
        at: portal.clock.now.toISOString(),
        version: '1',
        message: 'x',
        stack: '',
        events: '[]',
        route: '',
      })
      .execute();
    const after = await data<ServerHealth>(portal.act('server health', { t: admin }));
    expect(after.errors.crashes_24h).toBe(before.errors.crashes_24h + 1);
  });

  it('lists the demo lockers and sends one heartbeat and one deposit through the device channel', async () => {
    const status = await data<DemoFleetStatus>(portal.act('demo fleet status', { t: admin }));
    expect(status).toMatchObject({ running: false, allowed: true, started_at: null });
    expect(status.lockers.length).toBeGreaterThan(0);
    const locker = firstOf(status);
    expect(locker.name).not.toBe('');

    const beat = await data<{ ok: boolean; data: { offlineAfterSeconds: number } }>(
      portal.act('simulate locker call', { t: admin, uuid: locker.uuid, call: 'heartbeat' }),
    );
    expect(beat).toMatchObject({
      ok: true,
      data: { offlineAfterSeconds: portal.config.machineOfflineAfterSeconds },
    });
    const machine = await db()
      .selectFrom('machines')
      .select(['id', 'last_seen_at'])
      .where('uuid', '=', locker.uuid)
      .executeTakeFirstOrThrow();
    expect(machine.last_seen_at).toBe(portal.clock.now.toISOString());

    const parcels = () =>
      db()
        .selectFrom('parcels')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('machine_id', '=', machine.id)
        .executeTakeFirstOrThrow();
    const before = Number((await parcels()).count);
    const deposit = await data<{ ok: boolean; data: { parcelId: number } }>(
      portal.act('simulate locker call', { t: admin, uuid: locker.uuid, call: 'deposit' }),
    );
    expect(deposit.ok).toBe(true);
    expect(Number((await parcels()).count)).toBe(before + 1);
    const log = await db()
      .selectFrom('operation_log')
      .select(['target', 'message'])
      .where('operation', '=', 'locker-call-simulated')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.target).toBe(locker.name);
  });

  it('refuses a locker that no longer carries its demo credential, an unknown one and a bad call', async () => {
    const locker = firstOf(await data<DemoFleetStatus>(portal.act('demo fleet status', { t: admin })));
    await db()
      .updateTable('machines')
      .set({ device_key: 'reissued' })
      .where('uuid', '=', locker.uuid)
      .execute();
    const reissued = await portal.act('simulate locker call', {
      t: admin,
      uuid: locker.uuid,
      call: 'heartbeat',
    });
    expect(reissued.body).toMatchObject({ code: 'CONFLICT' });
    const status = await data<DemoFleetStatus>(portal.act('demo fleet status', { t: admin }));
    expect(status.lockers.some((entry) => entry.uuid === locker.uuid)).toBe(false);
    const unknown = await portal.act('simulate locker call', {
      t: admin,
      uuid: 'no-such-locker',
      call: 'heartbeat',
    });
    expect(['NOT_FOUND', 'FORBIDDEN']).toContain(unknown.body.code);
    const bad = await portal.act('simulate locker call', {
      t: admin,
      uuid: firstOf(status).uuid,
      call: 'reboot',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'INVALID_PARAMS' });
  });

  it('starts and stops the demo fleet once the server listens, and refuses a second start or stop', async () => {
    const notListening = await portal.act('start demo fleet', { t: admin });
    expect(notListening.body).toMatchObject({ code: 'CONFLICT' });
    await portal.app.listen({ host: '127.0.0.1', port: 0 });
    const started = await data<DemoFleetStatus>(portal.act('start demo fleet', { t: admin }));
    expect(started).toMatchObject({ running: true, started_at: portal.clock.now.toISOString() });
    expect((await portal.act('start demo fleet', { t: admin })).body).toMatchObject({ code: 'CONFLICT' });
    const stopped = await data<DemoFleetStatus>(portal.act('stop demo fleet', { t: admin }));
    expect(stopped).toMatchObject({ running: false, started_at: null });
    expect((await portal.act('stop demo fleet', { t: admin })).body).toMatchObject({ code: 'CONFLICT' });
    const operations = await db()
      .selectFrom('operation_log')
      .select('operation')
      .where('operation', 'in', ['demo-fleet-started', 'demo-fleet-stopped'])
      .execute();
    expect(operations.map((row) => row.operation).sort()).toEqual([
      'demo-fleet-started',
      'demo-fleet-stopped',
    ]);
  });

  it('counts the live event streams open on this instance', async () => {
    // The server listens since the fleet test above.
    const address = portal.app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('the server is not listening');
    const streams = async () =>
      (await data<ServerHealth>(portal.act('server health', { t: admin }))).event_streams;
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${address.port}/api/events?t=${admin}`, {
      signal: controller.signal,
    });
    const reader = response.body?.getReader();
    await reader?.read();
    expect(await streams()).toBe(1);
    controller.abort();
    await expect.poll(streams).toBe(0);
  });

  it('refuses every level but the operator’s system admins, whatever the console sends', async () => {
    for (const username of ['bdadmin', 'parceladmin', 'partneradmin']) {
      const token = await portal.login(username);
      const calls = await Promise.all([
        portal.act('server health', { t: token }),
        portal.act('demo fleet status', { t: token }),
        portal.act('start demo fleet', { t: token }),
        portal.act('stop demo fleet', { t: token }),
        portal.act('simulate locker call', { t: token, uuid: 'x', call: 'heartbeat' }),
      ]);
      for (const { status, body } of calls) {
        expect(status).toBe(403);
        expect(body).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
    // The console sends through the same channel: a parcel admin's call to a system admin's act is refused there.
    const parcelAdmin = await portal.login('parceladmin');
    const refused = await portal.act('save release note', { t: parcelAdmin, title: 'x', body: 'y' });
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe.each(testDialects())('developer tools in production on %s', (dialect) => {
  let portal: TestPortal;
  afterAll(() => portal?.close());

  it('refuses to start the demo fleet or send a simulated call in production unless DEMO_FLEET=on', async () => {
    portal = await startTestPortal(dialect, {
      NODE_ENV: 'production',
      PORTAL_AES_KEY: 'production-key-0123456789abcdef!',
      PORTAL_AES_IV: 'production-iv-01',
      SETTINGS_SECRET_KEY: '0123456789abcdef'.repeat(4),
    });
    await portal.app.listen({ host: '127.0.0.1', port: 0 });
    const admin = await portal.login('sysadmin');
    const status = await portal.act('demo fleet status', { t: admin });
    expect(status.body).toMatchObject({ data: { running: false, allowed: false } });
    const start = await portal.act('start demo fleet', { t: admin });
    expect(start.body).toMatchObject({ code: 'CONFLICT', msg: expect.stringContaining('DEMO_FLEET=on') });
    const [locker] = (status.body.data as DemoFleetStatus).lockers;
    const single = await portal.act('simulate locker call', {
      t: admin,
      uuid: locker?.uuid,
      call: 'heartbeat',
    });
    expect(single.body).toMatchObject({ code: 'CONFLICT', msg: expect.stringContaining('DEMO_FLEET=on') });
  });
});

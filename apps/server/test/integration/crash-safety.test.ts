// Crash safety, on both databases: the built server takes a stream of writes (lockers' deposits and pickups
// through the signed device route, staff acts on the same parcels) and is killed with SIGKILL in the middle of it.
// Started again on the same database, it must hold every write it answered as done, and no write half-done: no
// parcel without its compartment's state, its operation-log entry or its locker event, no compartment occupied
// by nobody. A write in flight at the kill may be there or not, but whole.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actFormBody,
  createBrowserActCodec,
  type DeviceCallName,
  type DeviceCallParams,
} from '@bluemanager/protocol';
import { DEMO_AES_IV, DEMO_AES_KEY } from '../../src/config/config.js';
import type { Database } from '../../src/db/schema.js';
import { seedDemo } from '../../src/db/seed/demo.js';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.js';
import { hashPassword } from '../../src/domain/auth/password.js';
import { devicePrivateKey } from '../../src/domain/devices/device-keys.js';
import { deviceBody, deviceHeaders } from '../../src/simulator/device-signing.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { testDialects } from '../support/test-dialects.js';
import {
  freePort,
  requireBuiltServer,
  runServer,
  waitForHealth,
  type RunningServer,
} from '../support/server-process.js';

const LOCKERS = 4;
/** The kill comes once this many writes were answered, or after this long, whichever is first. */
const KILL_AFTER_WRITES = 80;
const KILL_AFTER_MS = 6000;

interface Locker {
  uuid: string;
  secret: string;
  id: number;
  free: string[];
  /** Parcels deposited here and not yet picked up: their compartment and code. */
  pending: { parcelId: number; compartment: string; code: string }[];
  lastTime: number;
}

/** What the server answered as done. */
interface Answered {
  deposits: Map<number, { lockerId: number; compartment: string }>;
  pickups: Set<number>;
  flagged: Set<number>;
}

describe.each(testDialects())('crash safety on %s', (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let server: RunningServer | undefined;
  let port: number;
  const codec = createBrowserActCodec(DEMO_AES_KEY, DEMO_AES_IV);

  const start = async () => {
    port = await freePort();
    server = runServer({
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_FLEET: 'off',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    await waitForHealth(port, server);
  };
  const act = async (code: number, params: object) => {
    const response = await fetch(`http://127.0.0.1:${port}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: actFormBody(code, codec.encryptJson(params)),
    });
    return codec.decryptJson(await response.text()) as Record<string, unknown> & { ret?: number };
  };
  const device = async <N extends DeviceCallName>(locker: Locker, call: N, params: DeviceCallParams<N>) => {
    const body = deviceBody(call, params);
    locker.lastTime = Math.max(locker.lastTime + 1, Date.now());
    const response = await fetch(`http://127.0.0.1:${port}/device`, {
      method: 'POST',
      headers: deviceHeaders(locker.uuid, devicePrivateKey(locker.secret), body, locker.lastTime),
      body,
    });
    return (await response.json()) as { ok: boolean; data?: Record<string, unknown>; msg?: string };
  };

  beforeAll(async () => {
    requireBuiltServer();
    database = await createTestDatabase(dialect);
    db = database.handle.db;
    await seedDemo(db, { now: new Date(), hashPassword });
  }, 120_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.drop();
  });

  it('keeps every answered write, and none half-done, across a SIGKILL', async () => {
    await start();
    const login = (await act(8002, { u: 'sysadmin', p: DEMO_PASSWORD })) as { token?: string };
    const token = login.token ?? '';
    expect(token).not.toBe('');

    // Lockers of our own in one building, so the checks below see only what this test wrote.
    const model = await db
      .selectFrom('machine_models')
      .select('id')
      .where('name', '=', 'BlueBox P16')
      .executeTakeFirstOrThrow();
    const building = await db
      .selectFrom('buildings')
      .select('id')
      .where('name', '=', 'Maple Court')
      .executeTakeFirstOrThrow();
    const lockers: Locker[] = [];
    for (let index = 0; index < LOCKERS; index += 1) {
      const created = (await act(52012, {
        t: token,
        model_id: model.id,
        buid: building.id,
        place: `Crash ${index}`,
      })) as { data?: { uuid: string; secret: string } };
      if (!created.data) throw new Error(`create machine: ${JSON.stringify(created)}`);
      const { uuid, secret } = created.data;
      const machine = await db
        .selectFrom('machines')
        .select('id')
        .where('uuid', '=', uuid)
        .executeTakeFirstOrThrow();
      const compartments = await db
        .selectFrom('compartments')
        .select('label')
        .where('machine_id', '=', machine.id)
        .where('state', '=', 'free')
        .where('category', 'in', ['parcel', 'cold'])
        .execute();
      lockers.push({
        uuid,
        secret,
        id: machine.id,
        free: compartments.map((row) => row.label),
        pending: [],
        lastTime: 0,
      });
    }
    const lockerIds = lockers.map((locker) => locker.id);

    const answered: Answered = { deposits: new Map(), pickups: new Set(), flagged: new Set() };
    const count = () => answered.deposits.size + answered.pickups.size + answered.flagged.size;
    let killed = false;
    let inFlightAtKill = 0;
    let inFlight = 0;
    const tracked = async <T>(request: () => Promise<T>): Promise<T> => {
      inFlight += 1;
      try {
        return await request();
      } finally {
        inFlight -= 1;
      }
    };

    // One worker per locker: deposit while doors are free, pick up every third step, flag every other deposit.
    const work = async (locker: Locker) => {
      for (let step = 0; !killed; step += 1) {
        const pickupTurn = step % 3 === 2 || locker.free.length === 0;
        if (pickupTurn && locker.pending.length > 0) {
          const parcel = locker.pending.shift();
          if (!parcel) continue;
          const answer = await tracked(() => device(locker, 'pickup', { code: parcel.code }));
          if (!answer.ok) throw new Error(`pickup: ${JSON.stringify(answer)}`);
          answered.pickups.add(parcel.parcelId);
          locker.free.push(parcel.compartment);
          continue;
        }
        const compartment = locker.free.shift();
        if (!compartment) continue;
        const answer = await tracked(() =>
          device(locker, 'deposit', {
            carrier: 'Canada Post',
            compartment,
            phone: '4165550100',
            recipient: `Crash ${step}`,
          }),
        );
        if (!answer.ok || !answer.data) throw new Error(`deposit: ${JSON.stringify(answer)}`);
        const parcelId = Number(answer.data.parcelId);
        answered.deposits.set(parcelId, { lockerId: locker.id, compartment });
        locker.pending.push({ parcelId, compartment, code: String(answer.data.pickupCode) });
        if (parcelId % 2 === 0) {
          const flag = await tracked(() => act(51015, { t: token, id: parcelId, reason: 'Dented box' }));
          if (flag.ret !== 1) throw new Error(`flag: ${JSON.stringify(flag)}`);
          answered.flagged.add(parcelId);
        }
      }
    };
    const running = server;
    if (!running) throw new Error('no server');
    const started = Date.now();
    const killer = (async () => {
      while (count() < KILL_AFTER_WRITES && Date.now() - started < KILL_AFTER_MS) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      inFlightAtKill = inFlight;
      running.child.kill('SIGKILL');
      killed = true;
    })();
    // A request cut by the kill fails (connection reset): that ends its worker, and is the point of the test.
    const workers = await Promise.allSettled(lockers.map(work));
    await killer;
    expect(await running.exited).toBeNull();
    expect(running.child.signalCode).toBe('SIGKILL');
    for (const worker of workers) {
      if (worker.status === 'rejected')
        expect(String(worker.reason)).toMatch(/fetch failed|terminated|ECONN/);
    }
    expect(count()).toBeGreaterThan(10);
    expect(inFlightAtKill).toBeGreaterThan(0);

    // Started again on the same database, it serves, and everything it answered is there.
    await start();

    const parcels = await db
      .selectFrom('parcels')
      .leftJoin('compartments', 'compartments.id', 'parcels.compartment_id')
      .select([
        'parcels.id',
        'parcels.state',
        'parcels.abnormal',
        'parcels.machine_id',
        'parcels.compartment_id',
        'compartments.label',
        'compartments.state as compartment_state',
      ])
      .where('parcels.machine_id', 'in', lockerIds)
      .execute();
    const byId = new Map(parcels.map((parcel) => [parcel.id, parcel]));
    const oplog = await db
      .selectFrom('operation_log')
      .select(['operation', 'target'])
      .where('operation', 'in', ['parcel-deposited', 'parcel-collected', 'parcel-flagged-abnormal'])
      .execute();
    const logged = (operation: string, parcelId: number) =>
      oplog.filter((entry) => entry.operation === operation && entry.target === String(parcelId)).length;
    const events = await db
      .selectFrom('machine_events')
      .select(['kind', 'detail'])
      .where('machine_id', 'in', lockerIds)
      .execute();
    const eventsOf = (kind: string, parcelId: number) =>
      events.filter(
        (event) =>
          event.kind === kind &&
          (event.detail === `parcel ${parcelId}` || event.detail.startsWith(`parcel ${parcelId} `)),
      ).length;

    for (const [parcelId, deposit] of answered.deposits) {
      const parcel = byId.get(parcelId);
      expect(parcel, `deposit ${parcelId}`).toBeDefined();
      expect(parcel).toMatchObject({ machine_id: deposit.lockerId, label: deposit.compartment });
    }
    for (const parcelId of answered.pickups) expect(byId.get(parcelId)?.state).toBe('collected');
    for (const parcelId of answered.flagged) expect(byId.get(parcelId)?.abnormal).toBe(1);

    // Nothing half-done, answered or not: each parcel whole, each compartment's state matching its parcels.
    for (const parcel of parcels) {
      const where = `parcel ${parcel.id} (${parcel.state})`;
      expect(logged('parcel-deposited', parcel.id), where).toBe(1);
      expect(eventsOf('deposit', parcel.id), where).toBe(1);
      expect(logged('parcel-flagged-abnormal', parcel.id), where).toBe(parcel.abnormal);
      if (parcel.state === 'pending') {
        expect(parcel.compartment_state, where).toBe('occupied');
        expect(logged('parcel-collected', parcel.id), where).toBe(0);
      } else {
        expect(parcel.state, where).toBe('collected');
        expect(logged('parcel-collected', parcel.id), where).toBe(1);
        expect(eventsOf('pickup', parcel.id), where).toBe(1);
      }
    }
    const occupied = await db
      .selectFrom('compartments')
      .select('id')
      .where('machine_id', 'in', lockerIds)
      .where('state', '=', 'occupied')
      .execute();
    const pendingIn = parcels.filter((parcel) => parcel.state === 'pending').map((p) => p.compartment_id);
    expect(new Set(pendingIn).size).toBe(pendingIn.length);
    expect(occupied.map((row) => row.id).sort()).toEqual(pendingIn.sort());

    // And it takes writes again.
    const [first] = lockers;
    if (!first) throw new Error('no locker');
    const again = await device(first, 'heartbeat', { status: '101', run_sts: '1' });
    expect(again.ok).toBe(true);
  }, 90_000);
});

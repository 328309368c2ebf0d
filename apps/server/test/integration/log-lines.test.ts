// The server's log, as main.ts configures it (Fastify's own pino logger, JSON lines), at its most talkative level:
// every line written while a request is served carries that request's id (`reqId`), one id per request; and no
// secret reaches a line during a login, a locker's deposit and a pickup: not the password (right or wrong), the
// session token, the device secret nor the pickup code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceCallName, DeviceCallParams } from '@bluemanager/protocol';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.js';
import { devicePrivateKey } from '../../src/domain/devices/device-keys.js';
import { deviceBody, deviceHeaders } from '../../src/simulator/device-signing.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';
import { testDialects } from '../support/test-dialects.js';

interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  [key: string]: unknown;
}

const WRONG_PASSWORD = 'Not-The-Password-4711';

describe.each(testDialects())('log lines on %s', (dialect) => {
  let portal: TestPortal;
  const lines: string[] = [];
  /** What each request wrote to the log: the lines between its start and its answer (calls run one at a time). */
  const written: { what: string; lines: LogLine[] }[] = [];

  beforeAll(async () => {
    portal = await startTestPortal(
      dialect,
      { LOG_LEVEL: 'trace' },
      { logDestination: { write: (line: string) => void lines.push(line) } },
    );
  });
  afterAll(() => portal?.close());

  async function logged<T>(what: string, request: () => Promise<T>): Promise<T> {
    const from = lines.length;
    const result = await request();
    written.push({ what, lines: lines.slice(from).map((line) => JSON.parse(line) as LogLine) });
    return result;
  }

  it('carries the request id on every line of a request, and no secret on any line', async () => {
    const refused = await logged('wrong login', () =>
      portal.act('login', { u: 'sysadmin', p: WRONG_PASSWORD }),
    );
    expect(refused.body.code).toBe('BAD_CREDENTIALS');
    const login = await logged('login', () => portal.act('login', { u: 'sysadmin', p: DEMO_PASSWORD }));
    const token = String(login.body.token);
    expect(token.length).toBeGreaterThan(20);

    const model = await portal.database.handle.db
      .selectFrom('machine_models')
      .select('id')
      .where('name', '=', 'BlueBox P16')
      .executeTakeFirstOrThrow();
    const building = await portal.database.handle.db
      .selectFrom('buildings')
      .select('id')
      .where('name', '=', 'Maple Court')
      .executeTakeFirstOrThrow();
    const created = await logged('create machine', () =>
      portal.act('create machine', { t: token, model_id: model.id, buid: building.id, place: 'Log Test' }),
    );
    const machine = created.body.data as { uuid: string; secret: string };
    const compartment = await portal.database.handle.db
      .selectFrom('compartments')
      .innerJoin('machines', 'machines.id', 'compartments.machine_id')
      .select('compartments.label')
      .where('machines.uuid', '=', machine.uuid)
      .where('compartments.category', '=', 'parcel')
      .executeTakeFirstOrThrow();

    let lastTime = portal.clock.now.getTime();
    const device = <N extends DeviceCallName>(call: N, params: DeviceCallParams<N>) =>
      logged(`device ${call}`, async () => {
        const body = deviceBody(call, params);
        lastTime += 1;
        const response = await portal.app.inject({
          method: 'POST',
          url: '/device',
          payload: body,
          headers: deviceHeaders(machine.uuid, devicePrivateKey(machine.secret), body, lastTime),
        });
        return response.json() as { ok: boolean; data?: Record<string, unknown> };
      });
    expect((await device('heartbeat', { status: '101', run_sts: '1' })).ok).toBe(true);
    const deposit = await device('deposit', {
      carrier: 'Canada Post',
      compartment: compartment.label,
      phone: '4165550123',
      recipient: 'Logan Reed',
    });
    expect(deposit.ok).toBe(true);
    const pickupCode = String(deposit.data?.pickupCode);
    expect(pickupCode).toMatch(/^\d{6}$/);
    const parcelId = Number(deposit.data?.parcelId);
    const wrongCode = pickupCode === '000000' ? '111111' : '000000';
    expect((await device('pickup', { code: wrongCode })).ok).toBe(false);
    expect((await device('pickup', { code: pickupCode })).ok).toBe(true);
    await logged('parcel detail', () => portal.act('parcel detail', { t: token, id: parcelId }));
    await logged('csv export', () =>
      portal.app.inject({
        url: '/api/parcels/export.csv?state=pending',
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    await logged('event stream with a bad token', () =>
      portal.app.inject({ url: `/api/events?t=${token}x` }),
    );
    await logged('logout', () => portal.act('logout', { t: token }));

    // Every request wrote at least its own line, each line with the request's id, one id per request.
    const ids = new Set<string>();
    for (const { what, lines: own } of written) {
      expect(own.length, what).toBeGreaterThan(0);
      const reqIds = new Set(own.map((line) => line.reqId));
      expect([...reqIds], what).toEqual([expect.stringMatching(/^req-/)]);
      const [id] = reqIds;
      expect(ids.has(String(id)), `${what} reuses ${id}`).toBe(false);
      ids.add(String(id));
    }
    // The act line names the act, never its parameters.
    const actLine = written.find((entry) => entry.what === 'login')?.lines.find((line) => line.msg === 'act');
    expect(actLine).toMatchObject({ act: 8002, ret: expect.any(Number) });

    const everything = lines.join('\n');
    const digitsAlone = (code: string) => new RegExp(`(?<!\\d)${code}(?!\\d)`);
    expect(everything).not.toContain(DEMO_PASSWORD);
    expect(everything).not.toContain(WRONG_PASSWORD);
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(machine.secret);
    expect(everything).not.toMatch(digitsAlone(pickupCode));
  });
});

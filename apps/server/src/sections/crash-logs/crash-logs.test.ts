// Crash Logs (acts 61101–61103, device call `crash`, POST /api/client-errors) on both databases: the demo groups;
// a locker's crash joins its group whatever the address or number in its message, counts the locker once, and
// reopens a resolved group (logged); the browser's errors are grouped alike, refused when malformed and limited per
// address; resolving is logged; other roles are refused.
import type { DeviceCallName, DeviceCallParams } from '@bluemanager/protocol';
import { CLIENT_ERROR_ROUTE, CLIENT_ERRORS_PER_MINUTE } from '@bluemanager/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDeviceSecret } from '../../db/seed/demo-devices.js';
import { devicePrivateKey } from '../../domain/devices/device-keys.js';
import { deviceBody, deviceHeaders } from '../../simulator/device-signing.js';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { crashSignature } from './crash-signature.js';

describe.each(testDialects())('crash logs on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  let lastTime = 0;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
  });
  afterAll(() => portal?.close());

  const db = () => portal.database.handle.db;
  const groups = async (params: Record<string, unknown> = {}) => {
    const { body } = await portal.act('crash groups', { t: admin, count: 200, ...params });
    expect(body).toMatchObject({ ret: 1 });
    if (!body.data) throw new Error('no data');
    return body.data;
  };
  const nextTime = () => (lastTime = Math.max(lastTime + 1, portal.clock.now.getTime()));
  const device = async <N extends DeviceCallName>(uuid: string, name: N, params: DeviceCallParams<N>) => {
    const body = deviceBody(name, params);
    const response = await portal.app.inject({
      method: 'POST',
      url: '/device',
      payload: body,
      headers: deviceHeaders(uuid, devicePrivateKey(demoDeviceSecret(uuid)), body, nextTime()),
    });
    return response.json() as {
      ok: boolean;
      code?: string;
      data?: { group: number; count: number; reopened: boolean };
    };
  };
  const lockers = () =>
    db()
      .selectFrom('machines')
      .select(['id', 'uuid'])
      .where('retired_at', 'is', null)
      .where('device_key', 'is not', null)
      .orderBy('id')
      .limit(2)
      .execute();
  const postError = (payload: unknown, address = '198.51.100.7') =>
    portal.app.inject({
      method: 'POST',
      url: CLIENT_ERROR_ROUTE,
      payload: payload as object,
      remoteAddress: address,
    });

  it('seeds locker and portal groups with counts, machines and versions, one resolved', async () => {
    const all = await groups();
    expect(new Set(all.items.map((item) => item.origin))).toEqual(new Set(['locker', 'portal']));
    expect(all.items.some((item) => item.resolved)).toBe(true);
    expect(all.items.some((item) => item.reopened_at !== null && !item.resolved)).toBe(true);
    const locker = all.items.find((item) => item.origin === 'locker' && item.machines > 1);
    expect(locker?.count).toBeGreaterThan(locker?.machines ?? 0);
    expect(locker?.versions.length).toBeGreaterThan(0);
    const open = await groups({ state: 'open' });
    expect(open.items.every((item) => !item.resolved)).toBe(true);
    expect((await groups({ origin: 'portal' })).items.every((item) => item.origin === 'portal')).toBe(true);
    expect((await groups({ q: 'watchdog' })).items.map((item) => item.title)).toEqual([
      'Watchdog reset: UI thread blocked for 30 s',
    ]);
  });

  it('groups a locker’s crashes by signature, counts each locker once, and reopens a resolved group', async () => {
    const [first, second] = await lockers();
    if (!first || !second) throw new Error('no lockers');
    const crash = {
      firmware: '2.5.0',
      message: 'Bus error at 0x1000 reading board 3',
      stack: 'at board::read (board.c:10)\nat main (main.c:1)',
      events: ['door B01 opened', 'board 3 silent'],
    };
    const one = await device(first.uuid, 'crash', crash);
    expect(one).toMatchObject({ ok: true, data: { count: 1, reopened: false } });
    const two = await device(second.uuid, 'crash', {
      ...crash,
      message: 'Bus error at 0x2ff0 reading board 7',
      stack: 'at board::read (board.c:14)\nat main (main.c:1)',
    });
    expect(two.data).toMatchObject({ group: one.data?.group, count: 2 });
    await device(first.uuid, 'crash', crash);
    const { body } = await portal.act('crash group', { t: admin, id: one.data?.group ?? 0 });
    expect(body.data?.group).toMatchObject({ count: 3, machines: 2, versions: ['2.5.0'], resolved: false });
    expect(body.data?.reports[0]?.events).toEqual(['door B01 opened', 'board 3 silent']);
    expect(body.data?.machines.map((machine) => machine.muuid).sort()).toEqual(
      [first.uuid, second.uuid].sort(),
    );

    const resolved = await portal.act('resolve crash group', {
      t: admin,
      id: one.data?.group ?? 0,
      resolved: true,
    });
    expect(resolved.body.data).toMatchObject({ resolved: true, resolved_by: 'sysadmin' });
    const again = await device(second.uuid, 'crash', crash);
    expect(again.data).toMatchObject({ group: one.data?.group, count: 4, reopened: true });
    const reopened = await groups({ state: 'open', muuid: second.uuid });
    expect(reopened.items.find((item) => item.id === one.data?.group)).toMatchObject({ resolved: false });
    const log = await db()
      .selectFrom('operation_log')
      .select(['operation', 'username'])
      .where('operation', 'in', ['crash-group-resolved', 'crash-group-reopened'])
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(log.map((entry) => entry.operation)).toEqual(['crash-group-reopened', 'crash-group-resolved']);
    const bad = await device(first.uuid, 'crash', { ...crash, message: '' });
    expect(bad).toMatchObject({ ok: false, code: 'INVALID_PARAMS' });
  });

  it('records the portal’s browser errors by signature, refuses malformed ones, and limits each address', async () => {
    const error = {
      message: "TypeError: Cannot read properties of null (reading 'id')",
      stack: 'TypeError: x\n    at OrderPage (http://localhost/assets/OrderPage-AbCdEf12.js:3:140)',
      route: '#/orders/12',
      version: '1.3.0',
    };
    expect((await postError(error)).statusCode).toBe(204);
    const rebuilt = { ...error, stack: error.stack.replace('AbCdEf12.js:3:140', 'ZyXwVu98.js:3:177') };
    expect((await postError(rebuilt)).statusCode).toBe(204);
    const found = await groups({ origin: 'portal', q: 'reading' });
    const group = found.items.find(
      (item) => item.title.includes("(reading '?')") || item.title.includes('null'),
    );
    expect(group).toMatchObject({ count: 2, machines: 0 });
    expect(crashSignature('portal', error.message, error.stack)).toBe(
      crashSignature('portal', rebuilt.message, rebuilt.stack),
    );
    expect((await postError({ stack: 'no message' })).statusCode).toBe(400);
    expect((await postError({ message: 'x'.repeat(501) })).statusCode).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < CLIENT_ERRORS_PER_MINUTE + 2; i++)
      statuses.push((await postError({ message: `Loop ${i}` }, '198.51.100.99')).statusCode);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 204).length).toBe(CLIENT_ERRORS_PER_MINUTE);
  });

  it('refuses other roles, and a missing group is not found', async () => {
    for (const username of ['parceladmin', 'bdadmin', 'partneradmin']) {
      const token = await portal.login(username);
      const { body } = await portal.act('crash groups', { t: token });
      expect(body).toMatchObject({ code: 'FORBIDDEN' });
    }
    const missing = await portal.act('crash group', { t: admin, id: 2_000_000_000 });
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND' });
  });
});

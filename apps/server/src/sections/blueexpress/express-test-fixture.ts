// What BlueExpress's server tests share (blueexpress.test.ts, express-premium.test.ts): creating a shipment for a
// sender at the origin locker, answering the locker's drop-off call signed as that locker, moving a shipment along,
// and counting rows. The tests keep their own portal, admin token and origin; this reads them when it runs.
import type { DeviceCallName, DeviceCallParams, ExpressShipment } from '@bluemanager/protocol';
import { expect } from 'vitest';
import { demoDeviceSecret } from '../../db/seed/demo-devices.js';
import { devicePrivateKey } from '../../domain/devices/device-keys.js';
import { deviceBody, deviceHeaders } from '../../simulator/device-signing.js';
import type { TestPortal } from '../../../test/support/test-portal.js';

export type ExpressResponse = { status: number; body: Record<string, unknown> };

/** A locker with a free compartment of `size`, where the tests' shipments start. */
export interface ExpressPlace {
  buid: number;
  muuid: string;
  machineId: number;
  size: string;
}

/** What a locker's device call answers. */
export interface DeviceAnswer {
  ok: boolean;
  code?: string;
  msg?: string;
  retryAfterSeconds?: number;
  data?: { number: string; compartment: string };
}

type Counted =
  'express_shipments' | 'orders' | 'express_events' | 'parcels' | 'messages' | 'operation_log' | 'refunds';

interface ExpressTestContext {
  /** Tells the idempotency keys of one file (and database) from another's. */
  prefix: string;
  portal: () => TestPortal;
  admin: () => string;
  origin: () => ExpressPlace;
}

export function expressFixture({ prefix, portal, admin, origin }: ExpressTestContext) {
  let keys = 0;
  let lastTime = 0;
  const key = (what: string) => `${prefix}-${what}-${(keys += 1)}`;
  const ok = <T>(response: ExpressResponse): T => {
    expect(response.body.code, JSON.stringify(response.body)).toBeUndefined();
    expect(response.status).toBe(200);
    return response.body.data as T;
  };
  // A device signs each call with a time later than its last, or the portal takes it for a replay.
  const deviceCall = async <N extends DeviceCallName>(name: N, params: DeviceCallParams<N>, uuid: string) => {
    const body = deviceBody(name, params);
    lastTime = Math.max(lastTime + 1, portal().clock.now.getTime());
    const response = await portal().app.inject({
      method: 'POST',
      url: '/device',
      payload: body,
      headers: deviceHeaders(uuid, devicePrivateKey(demoDeviceSecret(uuid)), body, lastTime),
    });
    return response.json() as DeviceAnswer;
  };
  const dropOff = (code: string, muuid = origin().muuid) => deviceCall('express-drop-off', { code }, muuid);
  const create = (memberId: number, params: Record<string, unknown> = {}, token = admin()) =>
    portal().act('create express shipment', {
      t: token,
      buid: origin().buid,
      muuid: origin().muuid,
      member_id: memberId,
      recipient: 'Ada Lovelace',
      recipient_phone: '(416) 555-0199',
      destination: 'address',
      address: '1 Front St W, Toronto',
      size: origin().size,
      service: 'next-day',
      method: 'pm_card_visa',
      key: key('create'),
      ...params,
    });
  const created = async (memberId: number, params: Record<string, unknown> = {}) =>
    ok<{ shipment: ExpressShipment; code: string }>(await create(memberId, params));
  const move = (id: number, to: string, token = admin()) =>
    portal().act('move express shipment', { t: token, id, to });
  const count = async (table: Counted) =>
    Number(
      (
        await portal()
          .database.handle.db.selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { key, ok, deviceCall, dropOff, create, created, move, count };
}

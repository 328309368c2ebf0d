// A locker in a browser test: the device channel (POST /device) signed with the machine's Ed25519 secret exactly
// as docs/protocol.md's "Device channel" says, with node:crypto alone.
import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import {
  DEVICE_HEADERS,
  deviceSigningText,
  type DeviceCallName,
  type DeviceCallParams,
} from '@bluemanager/protocol';

// The DER header that wraps a raw 32-byte Ed25519 seed as PKCS#8, so node:crypto can load it.
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface DeviceAnswer {
  status: number;
  body: { ok: boolean; data?: Record<string, unknown>; code?: string; msg?: string };
}

export interface Locker {
  call<N extends DeviceCallName>(call: N, params: DeviceCallParams<N>): Promise<DeviceAnswer>;
}

export function locker(baseURL: string, uuid: string, secretHex: string): Locker {
  const key: KeyObject = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, Buffer.from(secretHex, 'hex')]),
    format: 'der',
    type: 'pkcs8',
  });
  // Each request must be later than the last one the server accepted from this machine.
  let lastTime = 0;
  return {
    async call(call, params) {
      lastTime = Math.max(Date.now(), lastTime + 1);
      const time = String(lastTime);
      const body = JSON.stringify({ call, params });
      const signature = sign(null, Buffer.from(deviceSigningText(uuid, time, body)), key).toString('base64');
      const response = await fetch(new URL('device', baseURL), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [DEVICE_HEADERS.uuid]: uuid,
          [DEVICE_HEADERS.time]: time,
          [DEVICE_HEADERS.signature]: signature,
        },
        body,
      });
      return { status: response.status, body: (await response.json()) as DeviceAnswer['body'] };
    },
  };
}

// How a locker signs a device request (docs/protocol.md, Device channel): the headers for one body.
import type { KeyObject } from 'node:crypto';
import {
  DEVICE_HEADERS,
  deviceSigningText,
  type DeviceCallName,
  type DeviceCallParams,
} from '@bluemanager/protocol';
import { signDeviceText } from '../domain/devices/device-keys.js';

export function deviceBody<N extends DeviceCallName>(call: N, params: DeviceCallParams<N>): string {
  return JSON.stringify({ call, params });
}

export function deviceHeaders(
  uuid: string,
  key: KeyObject,
  body: string,
  timeMs: number,
): Record<string, string> {
  const time = String(timeMs);
  return {
    'content-type': 'application/json',
    [DEVICE_HEADERS.uuid]: uuid,
    [DEVICE_HEADERS.time]: time,
    [DEVICE_HEADERS.signature]: signDeviceText(key, deviceSigningText(uuid, time, body)),
  };
}

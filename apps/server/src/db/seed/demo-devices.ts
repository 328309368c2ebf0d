// The demo's lockers have device secrets derived from their uuid, so the demo fleet (simulator/demo-fleet.ts) can
// drive them through the device channel after every start without storing a secret anywhere. Demo data only: the
// derivation is public, which is one more reason a production server refuses to run with the demo present.
import { createHash } from 'node:crypto';
import { devicePublicKey } from '../../domain/devices/device-keys.js';

export function demoDeviceSecret(uuid: string): string {
  return createHash('sha256').update(`bluemanager-demo-device:${uuid}`).digest('hex');
}

export function demoDeviceKey(uuid: string): string {
  return devicePublicKey(demoDeviceSecret(uuid));
}

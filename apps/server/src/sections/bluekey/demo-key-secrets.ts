// The demo's courier keys have secrets derived from their id, so the demo fleet (simulator/courier-keys.ts) can
// present them at the lockers after every start without a secret stored anywhere — the same bargain as the demo
// lockers' device secrets (db/seed/demo-devices.ts). Demo data only: the derivation is public. A key staff create
// gets a random secret the simulator cannot know, and is left alone.
import { createHash } from 'node:crypto';
import { KEY_PIN_DIGITS, type KeyMethod } from '@bluemanager/protocol';
import { hashKeySecret } from './key-secret.js';

export function demoKeySecret(method: KeyMethod, keyId: number): string {
  const digest = createHash('sha256').update(`bluemanager-demo-courier-key:${keyId}`).digest();
  if (method === 'pin') {
    return String(digest.readUInt32BE(0) % 10 ** KEY_PIN_DIGITS).padStart(KEY_PIN_DIGITS, '0');
  }
  if (method === 'qr') return `BK1.${digest.subarray(0, 24).toString('base64url')}`;
  return digest.subarray(0, 7).toString('hex').toUpperCase();
}

/** Whether a stored key carries its demo secret (and so the simulator may present it). */
export const carriesDemoSecret = (key: { id: number; method: string; secret_hash: string }): boolean =>
  (key.method === 'pin' || key.method === 'qr' || key.method === 'tag') &&
  key.secret_hash === hashKeySecret(key.method, demoKeySecret(key.method, key.id));

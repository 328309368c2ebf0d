// Device credentials: each machine holds a 32-byte secret, the seed of an Ed25519 key pair, and signs every request
// with it. The server stores only the public key, so nothing in its database can sign in a machine's name.
import { createPrivateKey, createPublicKey, randomBytes, sign, verify, type KeyObject } from 'node:crypto';

// DER headers that wrap a raw Ed25519 seed (PKCS#8) and a raw public key (SPKI), so node:crypto can load them.
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const SECRET_PATTERN = /^[0-9a-f]{64}$/;

export function newDeviceSecret(): string {
  return randomBytes(32).toString('hex');
}

export function devicePrivateKey(secretHex: string): KeyObject {
  if (!SECRET_PATTERN.test(secretHex)) throw new Error('a device secret is 64 lowercase hex characters');
  return createPrivateKey({
    key: Buffer.concat([PKCS8_PREFIX, Buffer.from(secretHex, 'hex')]),
    format: 'der',
    type: 'pkcs8',
  });
}

/** The public key of a device secret, as stored: base64 of the raw 32 bytes. */
export function devicePublicKey(secretHex: string): string {
  const der = createPublicKey(devicePrivateKey(secretHex)).export({ format: 'der', type: 'spki' });
  return der.subarray(SPKI_PREFIX.length).toString('base64');
}

export function signDeviceText(privateKey: KeyObject, text: string): string {
  return sign(null, Buffer.from(text), privateKey).toString('base64');
}

// Loading a key costs more than verifying with it; machines call often, so their keys stay loaded.
const KEY_CACHE_LIMIT = 20_000;
const publicKeys = new Map<string, KeyObject>();

function publicKeyObject(stored: string): KeyObject {
  let key = publicKeys.get(stored);
  if (!key) {
    if (publicKeys.size >= KEY_CACHE_LIMIT) publicKeys.delete(publicKeys.keys().next().value ?? '');
    key = createPublicKey({
      key: Buffer.concat([SPKI_PREFIX, Buffer.from(stored, 'base64')]),
      format: 'der',
      type: 'spki',
    });
    publicKeys.set(stored, key);
  }
  return key;
}

export function verifyDeviceText(storedPublicKey: string, text: string, signatureBase64: string): boolean {
  const signature = Buffer.from(signatureBase64, 'base64');
  if (signature.length !== 64) return false;
  try {
    return verify(null, Buffer.from(text), publicKeyObject(storedPublicKey), signature);
  } catch {
    return false;
  }
}

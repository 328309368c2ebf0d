// Text the server must read back but a leaked table must not reveal (webhook signing secrets, the saved SMTP
// password): AES-256-GCM with a configured key and a fresh nonce each time, stored as 'v1:nonce:tag:cipher'. The
// version leaves room for another form; the tag makes a wrong key fail instead of yielding garbage.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const SEALED = /^v1:[^:]+:[^:]+:[^:]+$/;

/** Whether a stored value is in the sealed form (a plain one saved before sealing is not). */
export function isSealed(stored: string): boolean {
  return SEALED.test(stored);
}

export function sealSecret(key: Buffer, secret: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [
    'v1',
    nonce.toString('base64'),
    cipher.getAuthTag().toString('base64'),
    sealed.toString('base64'),
  ].join(':');
}

export function openSecret(key: Buffer, stored: string): string {
  const [version, nonce, tag, sealed] = stored.split(':');
  if (version !== 'v1' || !nonce || !tag || !sealed) throw new Error('unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
}

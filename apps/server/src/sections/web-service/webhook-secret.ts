// A webhook's signing secret: random, shown once at creation, and kept encrypted (AES-256-GCM with the configured
// key, a fresh nonce each) because the dispatcher must sign with it; a hash would not do. A leaked table without
// the key reveals no secret.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
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
  if (version !== 'v1' || !nonce || !tag || !sealed) throw new Error('unknown webhook secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
}

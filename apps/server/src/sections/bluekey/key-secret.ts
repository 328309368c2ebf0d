// A key's secret: a PIN of KEY_PIN_DIGITS digits or a QR code's random text, drawn here and answered once; a tag's
// id as the courier's card carries it. Each is stored only as SHA-256 of `method:secret`, which the locker's check
// looks up by index (the same one-way shape as a parcel's pickup code, see parcels/pickup-code.ts).
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { KEY_PIN_DIGITS, KEY_QR_BYTES, type KeyMethod } from '@bluemanager/protocol';

export function hashKeySecret(method: KeyMethod, secret: string): string {
  return createHash('sha256')
    .update(`${method}:${normalisedSecret(method, secret)}`)
    .digest('hex');
}

/** A tag id as read, whatever separators the reader puts in; PINs and QR text as they are. */
export function normalisedSecret(method: KeyMethod, secret: string): string {
  return method === 'tag' ? secret.replace(/[\s:-]/g, '').toUpperCase() : secret.trim();
}

export function newPin(): string {
  return Array.from({ length: KEY_PIN_DIGITS }, () => String(randomInt(0, 10))).join('');
}

/** What the QR code holds: a prefix a locker's scanner recognises, then 192 random bits. */
export function newQrText(): string {
  return `BK1.${randomBytes(KEY_QR_BYTES).toString('base64url')}`;
}

/** A tag's last characters, so staff can tell two cards apart without the id being the key to a search. */
export const tagHint = (tag: string) => tag.slice(-4);

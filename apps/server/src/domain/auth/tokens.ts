import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit bearer token; only its hash is stored, so a leaked table cannot be replayed. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

import { hash, randomBytes } from 'node:crypto';

/** A 256-bit bearer token; only its hash is stored, so a leaked table cannot be replayed. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

// The one-shot hash: every act call hashes its token, and a Hash object per call costs more than the digest itself.
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

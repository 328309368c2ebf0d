// The shape of an API token: `bmt_<prefix>_<secret>`. The prefix (public, stored) finds the row; the secret (256
// random bits) is stored only as its SHA-256 and compared in constant time, so neither a leaked table nor the
// timing of a refusal gives it away.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const TOKEN = /^bmt_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

export interface NewTokenSecret {
  token: string;
  prefix: string;
  secretHash: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function newTokenSecret(): NewTokenSecret {
  const prefix = randomBytes(8).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return { token: `bmt_${prefix}_${secret}`, prefix, secretHash: sha256(secret) };
}

/** The prefix and secret of text shaped like a token, or undefined. */
export function parseToken(text: string): { prefix: string; secret: string } | undefined {
  const match = TOKEN.exec(text.trim());
  return match?.[1] && match[2] ? { prefix: match[1], secret: match[2] } : undefined;
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(sha256(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

// RFC 6238 time-based one-time codes (HMAC-SHA1, 30 s steps, 6 digits), the kind every authenticator app reads,
// through otpauth (the field's library). What is ours: a code works once (its step is remembered, and a step at or
// before the last used one is refused) and one step of clock drift is allowed either way.
import { Secret, TOTP } from 'otpauth';

const STEP_SECONDS = 30;
const DIGITS = 6;
const ISSUER = 'BlueManager';

function totpOf(secret: string, username = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: STEP_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret of 160 bits, in base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / STEP_SECONDS);
}

export function totpCode(secret: string, step: number): string {
  return totpOf(secret).generate({ timestamp: step * STEP_SECONDS * 1000 });
}

/**
 * The step the code belongs to, allowing one step of clock drift either way, or undefined. A step at or before
 * `lastUsedStep` is refused: each code works once.
 */
export function matchTotp(
  secret: string,
  code: string,
  now: Date,
  lastUsedStep: number | null,
): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return undefined;
  const step = totpStep(now) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? undefined : step;
}

export function otpauthUri(secret: string, username: string): string {
  return totpOf(secret, username).toString();
}

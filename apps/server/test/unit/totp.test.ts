import { describe, expect, it } from 'vitest';
import { Secret } from 'otpauth';
import { matchTotp, newTotpSecret, otpauthUri, totpCode, totpStep } from '../../src/domain/auth/totp.js';

// RFC 6238 appendix B uses the ASCII secret "12345678901234567890" with SHA-1; these are its codes cut to 6 digits.
const RFC_SECRET = Secret.fromUTF8('12345678901234567890').base32;

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at %i s gives %s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, totpStep(new Date(seconds * 1000)))).toBe(code);
  });

  it('makes 160-bit base32 secrets and an otpauth URI an authenticator app reads', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = otpauthUri(secret, 'bdadmin');
    expect(uri).toMatch(/^otpauth:\/\/totp\/BlueManager:bdadmin\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('digits=6');
    expect(uri).toContain('period=30');
  });

  it('accepts one step of drift and refuses a step already used', () => {
    const now = new Date(1_700_000_000_000);
    const step = totpStep(now);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now, null)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 1), now, null)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 2), now, null)).toBeUndefined();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step), now, step)).toBeUndefined();
    expect(matchTotp(RFC_SECRET, '12345', now, null)).toBeUndefined();
  });
});

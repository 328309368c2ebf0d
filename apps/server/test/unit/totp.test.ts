import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, totpCode, totpStep } from '../../src/domain/auth/totp.js';

// RFC 6238 appendix B uses the ASCII secret "12345678901234567890" with SHA-1; these are its codes cut to 6 digits.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

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

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 17, 99]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
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

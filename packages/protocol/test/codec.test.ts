import { describe, expect, it } from 'vitest';
import { CodecError, createBrowserActCodec, describeKeyProblem, zeroPad, zeroUnpad } from '../src/index.js';

const KEY = 'BlueManager-demo';
const IV = 'BlueManagerDemo!';

describe('zero padding', () => {
  it('pads to a whole block with zero bytes and adds nothing to an aligned length', () => {
    expect(zeroPad(new Uint8Array([1, 2, 3]))).toEqual(
      new Uint8Array([1, 2, 3, ...new Array<number>(13).fill(0)]),
    );
    expect(zeroPad(new Uint8Array(16).fill(7))).toHaveLength(16);
    expect(zeroPad(new Uint8Array(17).fill(7))).toHaveLength(32);
  });

  it('strips only trailing zero bytes', () => {
    expect(zeroUnpad(new Uint8Array([0, 5, 0, 0]))).toEqual(new Uint8Array([0, 5]));
  });
});

describe('act codec', () => {
  const codec = createBrowserActCodec(KEY, IV);

  it('round-trips JSON with non-ASCII text', () => {
    const value = { u: 'sysadmin', note: 'Montréal — 👋', n: [1, 2] };
    expect(codec.decryptJson(codec.encryptJson(value))).toEqual(value);
  });

  it('is deterministic with a fixed IV and emits whole blocks', () => {
    const once = codec.encryptJson({ a: 1 });
    expect(codec.encryptJson({ a: 1 })).toBe(once);
    expect(Buffer.from(once, 'base64').length % 16).toBe(0);
  });

  it('works with AES-192 and AES-256 keys', () => {
    for (const key of ['0123456789abcdef01234567', '0123456789abcdef0123456789abcdef']) {
      const wide = createBrowserActCodec(key, IV);
      expect(wide.decryptJson(wide.encryptJson({ ok: true }))).toEqual({ ok: true });
      expect(wide.encryptJson({ ok: true })).not.toBe(codec.encryptJson({ ok: true }));
    }
  });

  it('refuses text that is not base64 of whole blocks', () => {
    expect(() => codec.decryptText('not base64!')).toThrow(CodecError);
    expect(() => codec.decryptText('')).toThrow(CodecError);
    expect(() => codec.decryptText(Buffer.from('short').toString('base64'))).toThrow(CodecError);
  });

  it('refuses cipher text made with another key', () => {
    const other = createBrowserActCodec('another-key-1234', IV);
    expect(() => codec.decryptJson(other.encryptJson({ u: 'x', p: 'y' }))).toThrow(CodecError);
  });

  it('refuses decrypted text that is not JSON', () => {
    expect(() => codec.decryptJson(codec.encryptText('not json'))).toThrow(CodecError);
  });
});

describe('key rules', () => {
  it('accepts 16, 24 and 32 byte keys with a 16 byte IV', () => {
    expect(describeKeyProblem('a'.repeat(16), IV)).toBeUndefined();
    expect(describeKeyProblem('a'.repeat(24), IV)).toBeUndefined();
    expect(describeKeyProblem('a'.repeat(32), IV)).toBeUndefined();
  });

  it('names the wrong length, counting UTF-8 bytes', () => {
    expect(describeKeyProblem('a'.repeat(15), IV)).toMatch(/16, 24 or 32 bytes.*15 bytes/);
    expect(describeKeyProblem('é'.repeat(8), IV)).toBeUndefined();
    expect(describeKeyProblem(KEY, 'short')).toMatch(/IV must be 16 bytes.*5 bytes/);
  });
});

import { describe, expect, it } from 'vitest';
import { createBrowserActCodec } from '@bluemanager/protocol';
import { createNodeActCodec } from '../../src/act-channel/node-codec.js';

describe('server codec', () => {
  it.each([
    ['BlueManager-demo', 16],
    ['0123456789abcdef01234567', 24],
    ['0123456789abcdef0123456789abcdef', 32],
  ])('produces the same bytes as the browser codec with a %s (%i byte) key', (key) => {
    const iv = 'BlueManagerDemo!';
    const server = createNodeActCodec(key, iv);
    const browser = createBrowserActCodec(key, iv);
    for (const value of [
      {},
      { u: 'sysadmin', p: 'BlueBox-demo-2026' },
      { text: 'é'.repeat(40) },
      { aligned: '1234' },
    ]) {
      expect(server.encryptJson(value)).toBe(browser.encryptJson(value));
      expect(server.decryptJson(browser.encryptJson(value))).toEqual(value);
    }
  });

  it('refuses a bad key at construction', () => {
    expect(() => createNodeActCodec('short', 'BlueManagerDemo!')).toThrow(/16, 24 or 32 bytes/);
  });
});

import { describe, expect, it } from 'vitest';
import { decodeCommunityText } from '../src/sections/community/community-text.js';

describe("the community board's escape tokens (spec §3)", () => {
  it('decodes each token', () => {
    expect(decodeCommunityText('a--b')).toBe('a b');
    expect(decodeCommunityText('don@@t')).toBe("don't");
    expect(decodeCommunityText('%%quoted%%')).toBe('"quoted"');
    expect(decodeCommunityText('C::temp')).toBe('C\\temp');
    expect(decodeCommunityText('a&nbsp;b')).toBe('a b');
  });

  it('decodes in one pass, so a decoded token never forms another', () => {
    expect(decodeCommunityText('-@@-')).toBe("-'-");
    expect(decodeCommunityText('---')).toBe(' -');
    expect(decodeCommunityText('&nbsp;nbsp;')).toBe(' nbsp;');
    expect(decodeCommunityText('::::')).toBe('\\\\');
  });

  it('leaves markup as the characters it is: decoding never makes HTML safe or unsafe', () => {
    expect(decodeCommunityText('<script>alert(%%x%%)</script>')).toBe('<script>alert("x")</script>');
    expect(decodeCommunityText('&lt;b&gt;')).toBe('&lt;b&gt;');
    expect(decodeCommunityText('')).toBe('');
  });
});

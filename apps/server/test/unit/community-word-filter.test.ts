// The community board's word filter: what it holds for a moderator and what it lets through, read on the decoded
// text so escape tokens and case do not hide a word.
import { describe, expect, it } from 'vitest';
import { screenText } from '../../src/sections/community/word-filter.js';

describe('the community word filter', () => {
  it('lets an ordinary neighbour note through', () => {
    expect(screenText('Found keys', 'Two keys near the lockers, left at the desk.')).toEqual({
      suspicious: false,
    });
    expect(screenText('Yard sale', 'See https://example.org/sale for photos')).toEqual({ suspicious: false });
    expect(screenText('Skills', 'I teach piano; scampi recipes welcome')).toEqual({ suspicious: false });
  });

  it('holds abuse, scams, markup, link lists and shouting', () => {
    expect(screenText('Hey', 'You IDIOT')).toEqual({ suspicious: true, why: 'words' });
    expect(screenText('Deal', 'pay by gift--card')).toEqual({ suspicious: true, why: 'words' });
    expect(screenText('Hi', '<script>alert(1)</script>')).toEqual({ suspicious: true, why: 'markup' });
    expect(screenText('Hi', 'click javascript:alert(1)')).toEqual({ suspicious: true, why: 'markup' });
    expect(screenText('Hi', 'x', '<img src=x onerror=alert(1)>')).toEqual({
      suspicious: true,
      why: 'markup',
    });
    expect(screenText('Links', 'http://a.example and www.b.example')).toEqual({
      suspicious: true,
      why: 'links',
    });
    expect(screenText('NOTICE', 'EVERYONE MUST READ THIS RIGHT NOW')).toEqual({
      suspicious: true,
      why: 'shouting',
    });
  });
});

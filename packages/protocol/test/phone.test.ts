import { describe, expect, it } from 'vitest';
import { displayPhone, e164Phone, looksLikePhone, phoneSearchText, storedPhone } from '../src/phone.js';

describe('phone numbers', () => {
  it('are stored as ten digits for North America, E.164 elsewhere, however they were typed', () => {
    for (const typed of ['416-555-8605', '(416) 555 8605', '+1 416 555 8605', '14165558605', '4165558605'])
      expect(storedPhone(typed), typed).toBe('4165558605');
    expect(storedPhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(storedPhone('not a phone')).toBe('not a phone');
  });

  it('are searched by digits: a whole number by its stored digits, a part by its own', () => {
    expect(phoneSearchText('(416) 555-8605')).toBe('4165558605');
    expect(phoneSearchText('+1 416 555 8605')).toBe('4165558605');
    expect(phoneSearchText('555-86')).toBe('55586');
    expect(looksLikePhone('416 555 8605')).toBe(true);
    expect(looksLikePhone('Maple 555')).toBe(false);
    expect(looksLikePhone('4183')).toBe(false);
  });

  it('are shown 3-3-4 (spec §9), never split inside a group', () => {
    expect(displayPhone('4165550199')).toBe('416-555-0199');
    // A number stored with its dashes once came out as '416--55-5-01-99'.
    expect(displayPhone('416-555-0199')).toBe('416-555-0199');
    expect(displayPhone('+1 (416) 555-0199')).toBe('416-555-0199');
    expect(displayPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(displayPhone('12345')).toBe('12345');
  });

  it('go to SMS gateways in E.164, the stored ten digits included', () => {
    expect(e164Phone('3065559586')).toBe('+13065559586');
    expect(e164Phone('(416) 555-0199')).toBe('+14165550199');
    expect(e164Phone('+44 20 7946 0958')).toBe('+442079460958');
    expect(e164Phone('12345')).toBeUndefined();
    expect(e164Phone('not a phone')).toBeUndefined();
  });
});

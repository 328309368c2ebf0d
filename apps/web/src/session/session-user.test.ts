import { createBrowserActCodec } from '@bluemanager/protocol';
import { describe, expect, it } from 'vitest';
import { loginErrorMessage } from '../pages/login/login-errors';
import { ActError } from '../api/act-error';
import { clearSessionStorage, readStoredUser, storeUser, type SessionUser } from './session-user';

const user: SessionUser = {
  ret: 7,
  token: 'tok',
  username: 'bdadmin',
  level: '1',
  storedLevel: '1',
  partner: 'BB',
  bPartner: false,
  mtypes: [{ mtype: 1 }],
  miniBox: 0,
  amenity: 0,
  avatar: '-1',
  twoFactor: false,
  idleExpiresAt: '2026-01-01T00:00:00Z',
  expiresAt: '2026-01-01T00:00:00Z',
};

describe('the stored user (spec §4)', () => {
  it('is stored with the username and the partner (currentPartner), and read back', () => {
    storeUser(localStorage, user);
    expect(localStorage.getItem('username')).toBe('bdadmin');
    expect(localStorage.getItem('currentPartner')).toBe(user.partner);
    expect(readStoredUser(localStorage, undefined)).toEqual({ kind: 'user', user });
  });

  it('is decrypted first when it is not JSON', () => {
    const codec = createBrowserActCodec('BlueManager-demo', 'BlueManagerDemo!');
    localStorage.setItem('currentUser', codec.encryptJson(user));
    expect(readStoredUser(localStorage, codec)).toEqual({ kind: 'user', user });
  });

  it('is no session without a partner', () => {
    localStorage.setItem('currentUser', JSON.stringify({ ...user, partner: '' }));
    expect(readStoredUser(localStorage, undefined).kind).toBe('invalid');
  });

  it('is cleared on logout with every key of spec §4, keeping the others', () => {
    for (const key of [
      'currentUser',
      'building',
      'parcels',
      'selectedParcel',
      'partner',
      'bm-currentBuilding',
      'notificationData',
      'currentMenu',
      'prevSkin',
    ]) {
      localStorage.setItem(key, 'x');
    }
    clearSessionStorage(localStorage);
    expect(Object.keys(localStorage)).toEqual(['prevSkin']);
  });
});

describe('login messages', () => {
  it('says what happened for each way a sign-in fails', () => {
    expect(loginErrorMessage(new ActError('BAD_CREDENTIALS', '')).key).toBe('login.errors.badCredentials');
    expect(loginErrorMessage(new ActError('FORBIDDEN', '')).key).toBe('login.errors.blocked');
    expect(loginErrorMessage(new ActError('ACCOUNT_LOCKED', '', 600))).toEqual({
      key: 'login.errors.locked',
      values: { minutes: 10 },
    });
    expect(loginErrorMessage(new ActError('RATE_LIMITED', '', 30))).toEqual({
      key: 'login.errors.rateLimited',
      values: { seconds: 30 },
    });
    expect(loginErrorMessage(new ActError('NETWORK', '')).key).toBe('login.errors.network');
    expect(loginErrorMessage(new Error('x')).key).toBe('login.errors.generic');
  });
});

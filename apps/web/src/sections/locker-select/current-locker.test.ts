import { describe, expect, it } from 'vitest';
import { LOGOUT_KEYS, STORAGE_KEYS } from '../../session/storage-keys';
import { readCurrentLocker, rememberCurrentLocker } from './current-locker';

describe('the current building and locker', () => {
  it("is remembered under the spec's stored keys and read back", () => {
    const storage = window.sessionStorage;
    storage.clear();
    expect(readCurrentLocker(storage)).toBeUndefined();
    const choice = { buid: 4, bname: 'Maple Court', muuid: 'abc', mname: 'Maple Court · Lobby' };
    rememberCurrentLocker(choice, [{ buid: 4, bname: 'Maple Court' }], storage);
    expect(readCurrentLocker(storage)).toEqual(choice);
    expect(storage.getItem(STORAGE_KEYS.bmCurrentBuilding)).toBe('4');
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.allBuildingInfo) ?? '[]')).toEqual([
      { buid: 4, bname: 'Maple Court' },
    ]);
    // Spec §4: logout clears bm-currentBuilding with the stored user.
    expect(LOGOUT_KEYS).toContain(STORAGE_KEYS.bmCurrentBuilding);
  });

  it('ignores a stored value it cannot read', () => {
    const storage = window.sessionStorage;
    storage.setItem(STORAGE_KEYS.currentBuilding, '{not json');
    expect(readCurrentLocker(storage)).toBeUndefined();
    storage.setItem(STORAGE_KEYS.currentBuilding, JSON.stringify({ buid: 'x' }));
    expect(readCurrentLocker(storage)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { isOfflineLocker, rolesAllow, upgradeLevel } from '../src/index.js';

describe('level upgrade (spec §4)', () => {
  const upgrade = (machineModes: number[], storedLevel: '1' | '10' | '5' = '1', partner = 'BB') =>
    upgradeLevel({ storedLevel, partner, machineModes });

  it.each([
    [[6], '11'],
    [[8], '11'],
    [[12], '12'],
    [[14], '14'],
    [[16], '16'],
    [[13], '13'],
    [[17], '17'],
    [[1, 3], '1'],
    [[], '1'],
  ] as const)('modes %j give level %s', (modes, level) => {
    expect(upgrade([...modes]).level).toBe(level);
  });

  it('takes the first rule in the spec order, not the first machine', () => {
    expect(upgrade([17, 13, 16, 14, 12, 8]).level).toBe('11');
    expect(upgrade([17, 13, 16, 14, 12]).level).toBe('12');
    expect(upgrade([17, 13, 16, 14]).level).toBe('14');
    expect(upgrade([17, 13, 16]).level).toBe('16');
    expect(upgrade([17, 13]).level).toBe('13');
  });

  it('sets the miniBox and amenity flags with their levels only', () => {
    expect(upgrade([13])).toMatchObject({ miniBox: true, amenity: false });
    expect(upgrade([17])).toMatchObject({ miniBox: false, amenity: true });
    expect(upgrade([6])).toMatchObject({ miniBox: false, amenity: false });
  });

  it('upgrades only stored level 1', () => {
    expect(upgrade([6], '10').level).toBe('10');
    expect(upgrade([6], '5').level).toBe('5');
  });

  it('marks a level 10 user of another partner as bPartner', () => {
    expect(upgrade([], '10', 'YK-Gold').bPartner).toBe(true);
    expect(upgrade([], '10', 'BB').bPartner).toBe(false);
    expect(upgrade([], '1', 'YK-Gold').bPartner).toBe(false);
  });
});

describe('role lists (spec §6)', () => {
  it('needs the level in the list', () => {
    expect(rolesAllow(['10', '5'], { level: '5', bPartner: false })).toBe(true);
    expect(rolesAllow(['10', '5'], { level: '1', bPartner: false })).toBe(false);
  });

  it("needs '-2' as well for a business partner", () => {
    expect(rolesAllow(['10'], { level: '10', bPartner: true })).toBe(false);
    expect(rolesAllow(['10', '-2'], { level: '10', bPartner: true })).toBe(true);
  });
});

describe('offline lockers (spec §5)', () => {
  it("are those not '101' while run status is '1'", () => {
    expect(isOfflineLocker({ status: '0', run_sts: '1' })).toBe(true);
    expect(isOfflineLocker({ status: '101', run_sts: '1' })).toBe(false);
    expect(isOfflineLocker({ status: '0', run_sts: '0' })).toBe(false);
  });
});

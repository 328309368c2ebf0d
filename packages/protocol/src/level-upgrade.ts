import { MAIN_COMPANY, type Level } from './levels.js';

export interface LevelUpgradeInput {
  storedLevel: Level;
  partner: string;
  /** Machine modes of the machines in the user's buildings. */
  machineModes: readonly number[];
}

export interface EffectiveLevel {
  level: Level;
  bPartner: boolean;
  miniBox: boolean;
  amenity: boolean;
}

// Spec §4, in order: the first rule with a matching machine mode wins.
const UPGRADE_RULES: readonly { modes: readonly number[]; level: Level }[] = [
  { modes: [6, 8], level: '11' },
  { modes: [12], level: '12' },
  { modes: [14], level: '14' },
  { modes: [16], level: '16' },
  { modes: [13], level: '13' },
  { modes: [17], level: '17' },
];

/** The level a user works with after login; the server computes it once and checks every later call against it. */
export function upgradeLevel({ storedLevel, partner, machineModes }: LevelUpgradeInput): EffectiveLevel {
  const result: EffectiveLevel = {
    level: storedLevel,
    bPartner: storedLevel === '10' && partner !== MAIN_COMPANY,
    miniBox: false,
    amenity: false,
  };
  if (storedLevel !== '1') return result;
  const rule = UPGRADE_RULES.find(({ modes }) => modes.some((mode) => machineModes.includes(mode)));
  if (!rule) return result;
  return { ...result, level: rule.level, miniBox: rule.level === '13', amenity: rule.level === '17' };
}

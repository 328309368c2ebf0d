// The Authority section's words without schemas, so the page declarations and the web's level choices can read them
// without pulling zod into the login bundle.
import { LEVELS, MAIN_COMPANY, type Level } from '../../levels.js';

export const STAFF_STATES = ['active', 'disabled'] as const;
export type StaffState = (typeof STAFF_STATES)[number];

export const STAFF_LANGUAGES = ['en', 'fr', 'de', 'pt'] as const;
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number];

/**
 * How far an account reaches, for "nobody raises anyone above themselves": the operator's system admin reaches
 * everything (4); parcel and ad admins reach every building (3); a partner's system admin reaches their partner's
 * buildings (2); building-level accounts reach the buildings linked to them (1). The partner matters only for
 * level 10 (spec §6: a system admin of another partner is a partner admin).
 */
export function staffRank(level: Level, partner: string): number {
  if (level === '10') return partner === MAIN_COMPANY ? 4 : 2;
  if (level === '5' || level === '6') return 3;
  return 1;
}

/** The levels a manager of this rank may give an account of that partner: none that reaches further than them. */
export function assignableLevels(manager: { level: Level; partner: string }, partner: string): Level[] {
  const own = staffRank(manager.level, manager.partner);
  return LEVELS.filter((level) => staffRank(level, partner) <= own);
}

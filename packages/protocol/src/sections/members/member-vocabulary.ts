// The words of the members section that carry no rule heavier than a list: who manages members, the statuses,
// languages and channels. Kept apart from the field schemas (which read phones with libphonenumber-js) so the shell's
// navbar search can name the list act without loading a phone parser.
import { BUILDING_LEVELS, type Role } from '../../levels.js';

/**
 * Who manages residents: system admins, business partners (their partner's buildings) and every building level
 * (their own buildings). The dispatcher narrows each call to the caller's buildings.
 */
export const MEMBER_ROLES: readonly Role[] = ['10', '-2', ...BUILDING_LEVELS];

export const MEMBER_STATUSES = ['invited', 'active', 'suspended', 'moved-out'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const MEMBER_LANGUAGES = ['en', 'fr', 'de', 'pt'] as const;
export type MemberLanguage = (typeof MEMBER_LANGUAGES)[number];
export const MEMBER_CHANNELS = ['sms', 'email'] as const;
export type MemberChannel = (typeof MEMBER_CHANNELS)[number];
/** A member may have a mobile, a home phone and a work phone; more is a sign of a shared or wrong record. */
export const MAX_MEMBER_PHONES = 3;

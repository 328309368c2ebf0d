// Parameter pieces the advertising acts share: who may use the section, calendar dates and an optional contact.
import { z } from 'zod';
import type { Role } from '../../levels.js';
import { DEFAULT_PHONE_COUNTRY } from '../../phone.js';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Spec §2: the Advertisement group is for advertising admins (6) and system admins of the operator (10). */
export const AD_ROLES: readonly Role[] = ['6', '10'];

/** Whether a text is a real day as yyyy-mm-dd. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00.000Z`);
  // '2026-02-30' parses to March 2nd: a real date reads back as itself.
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A day of the calendar, yyyy-mm-dd (no time: a contract or a campaign runs whole days). */
export const calendarDate = z.string().trim().refine(isCalendarDate, 'expected a real date as yyyy-mm-dd');

/** A phone number libphonenumber-js accepts (Canada by default), or '' for none. */
export const optionalPhone = z
  .string()
  .trim()
  .max(40)
  .refine(
    (text) => text === '' || parsePhoneNumberFromString(text, DEFAULT_PHONE_COUNTRY)?.isValid() === true,
    'expected a phone number such as 416-555-0142',
  );

export const optionalEmail = z.union([
  z.literal(''),
  z.email('expected an email address such as sales@example.com').max(200),
]);

export const sortDirection = z.enum(['asc', 'desc']).default('asc');

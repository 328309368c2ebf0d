// What a member is made of, shared by the acts, the server's CSV import and the web's forms, so all three accept and
// refuse the same values: phones become E.164 (Canada by default), emails are checked and kept in lower case.
import { z } from 'zod';
import { e164Phone } from '../../phone.js';
import {
  MAX_MEMBER_PHONES,
  MEMBER_CHANNELS,
  MEMBER_LANGUAGES,
  type MemberChannel,
} from './member-vocabulary.js';

/** Any way a phone is written ('416 555-0142', '+1 (416) 555 0142'), stored as E.164. */
export const memberPhone = z
  .string()
  .trim()
  .min(1, 'enter a phone number')
  .max(32)
  .transform((text, context) => {
    const phone = e164Phone(text);
    if (phone === undefined) {
      context.addIssue({ code: 'custom', message: 'not a valid phone number' });
      return z.NEVER;
    }
    return phone;
  });

const emailShape = z.email();

export const memberEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine((text) => text === '' || emailShape.safeParse(text).success, 'not a valid email address');

export const memberName = z.string().trim().min(1, 'enter a name').max(120);
export const memberUnit = z.string().trim().min(1, 'enter a unit').max(20);
export const memberNotes = z.string().trim().max(1000);

/** The editable fields with their defaults, as create and the import take them. */
export const memberFields = {
  name: memberName,
  unit: memberUnit,
  phones: z.array(memberPhone).max(MAX_MEMBER_PHONES).default([]),
  email: memberEmail.default(''),
  language: z.enum(MEMBER_LANGUAGES).default('en'),
  channel: z.enum(MEMBER_CHANNELS).default('sms'),
  notes: memberNotes.default(''),
};

export interface MemberContact {
  phones: readonly string[];
  email: string;
  channel: MemberChannel;
}

/** What is wrong with a member's ways of reaching them, by field; empty when they can be told of a parcel. */
export function contactIssues(member: MemberContact): { path: string; message: string }[] {
  if (member.phones.length === 0 && member.email === '') {
    return [{ path: 'phones', message: 'give a phone number or an email address' }];
  }
  if (member.channel === 'sms' && member.phones.length === 0) {
    return [{ path: 'channel', message: 'text messages need a phone number' }];
  }
  if (member.channel === 'email' && member.email === '') {
    return [{ path: 'channel', message: 'email needs an email address' }];
  }
  if (new Set(member.phones).size !== member.phones.length) {
    return [{ path: 'phones', message: 'the same phone number is given twice' }];
  }
  return [];
}

/** Adds contactIssues to a schema's own checks, so a form shows them beside their fields. */
export function refineContact(member: MemberContact, context: z.RefinementCtx): void {
  for (const issue of contactIssues(member)) {
    context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
}

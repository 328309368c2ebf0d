// What a Black List entry blocks, normalised alike by the act, the server and the web form: a phone in E.164 (Canada
// by default, however it is typed), an email in lower case, a staff account by its username (lower case, as stored).
import { z } from 'zod';
import { e164Phone } from '../../phone.js';

export const BLOCK_KINDS = ['phone', 'email', 'account'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

const emailShape = z.email();
const USERNAME = /^[\w.@-]{1,64}$/;

/** The stored form of a value of that kind, or undefined when the text is not one. */
export function normalisedBlockValue(kind: BlockKind, text: string): string | undefined {
  const trimmed = text.trim();
  if (kind === 'phone') return e164Phone(trimmed);
  if (kind === 'email') {
    const email = trimmed.toLowerCase();
    return emailShape.safeParse(email).success ? email : undefined;
  }
  return USERNAME.test(trimmed) ? trimmed.toLowerCase() : undefined;
}

const INVALID: Record<BlockKind, string> = {
  phone: 'not a valid phone number',
  email: 'not a valid email address',
  account: 'not a valid username',
};

/** The add act's fields: the value is checked and normalised for its kind, the expiry must lie ahead. */
export const blockFields = z
  .object({
    kind: z.enum(BLOCK_KINDS),
    value: z.string().trim().min(1, 'enter what to block').max(254),
    reason: z.string().trim().min(1, 'enter a reason').max(300),
    expires_at: z.iso
      .datetime({ offset: true })
      .nullable()
      .default(null)
      .describe('when the block ends (ISO 8601); null blocks until removed'),
  })
  .transform((fields, context) => {
    const value = normalisedBlockValue(fields.kind, fields.value);
    if (value === undefined) {
      context.addIssue({ code: 'custom', path: ['value'], message: INVALID[fields.kind] });
      return z.NEVER;
    }
    const expires = fields.expires_at === null ? null : new Date(fields.expires_at).toISOString();
    return { ...fields, value, expires_at: expires };
  });

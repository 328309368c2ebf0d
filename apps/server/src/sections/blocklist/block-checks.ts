// Whether phones, emails and accounts are blocked right now: the one question the message dispatcher (once per batch),
// the locker's pickup and the sign-in ask. A block whose expiry has passed no longer applies.
import type { Kysely } from 'kysely';
import { e164Phone, type BlockKind } from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import './blocklist.table.js';

export const BLOCKED_MESSAGE_ERROR = 'The recipient is on the Black List; the message was not sent.';

/** A recipient as messages and parcels store it, as the Black List stores it: phones in E.164, emails in lower case. */
export function blockKeyOf(kind: BlockKind, value: string): string | undefined {
  if (kind === 'phone') {
    const phone = e164Phone(value);
    return phone === undefined ? undefined : `phone:${phone}`;
  }
  const text = value.trim().toLowerCase();
  return text === '' ? undefined : `${kind}:${text}`;
}

export interface BlockedSet {
  has(kind: BlockKind, value: string): boolean;
}

/** Which of these values are blocked at `now`, in one query. */
export async function blockedAmong(
  db: Kysely<Database>,
  candidates: readonly { kind: BlockKind; value: string }[],
  now: Date,
): Promise<BlockedSet> {
  const keyed = candidates.flatMap(({ kind, value }) => {
    const key = blockKeyOf(kind, value);
    return key === undefined ? [] : [{ kind, value: key.slice(kind.length + 1) }];
  });
  const blocked = new Set<string>();
  if (keyed.length > 0) {
    const rows = await db
      .selectFrom('blocked_contacts')
      .select(['kind', 'value'])
      .where('value', 'in', [...new Set(keyed.map((candidate) => candidate.value))])
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now.toISOString())]))
      .execute();
    for (const row of rows) blocked.add(`${row.kind}:${row.value}`);
  }
  return {
    has(kind, value) {
      const key = blockKeyOf(kind, value);
      return key !== undefined && blocked.has(key);
    },
  };
}

/** Messages by channel: an SMS goes to a phone, an email to an address. */
export const messageBlockKind = (channel: string): BlockKind => (channel === 'email' ? 'email' : 'phone');

/** Whether a parcel's recipient (its phone or its email) is blocked: their pickup code is refused. */
export async function recipientBlocked(
  db: Kysely<Database>,
  recipient: { phone: string; email: string },
  now: Date,
): Promise<boolean> {
  const blocked = await blockedAmong(
    db,
    [
      { kind: 'phone', value: recipient.phone },
      { kind: 'email', value: recipient.email },
    ],
    now,
  );
  return blocked.has('phone', recipient.phone) || blocked.has('email', recipient.email);
}

export async function accountBlocked(db: Kysely<Database>, username: string, now: Date): Promise<boolean> {
  return (await blockedAmong(db, [{ kind: 'account', value: username }], now)).has('account', username);
}

// Demo Black List: a few blocked phones and emails (none a demo parcel's recipient, so the demo's pickups and
// messages still work), one block that has expired, and a client address the login throttle has locked.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { addressKey, LOCK_MINUTES } from '../../domain/auth/login-throttle.js';
import { insertRows } from '../../db/seed/insert-rows.js';
import type { SectionSeedContext } from '../define-server-section.js';

const DAY = 86_400_000;

export async function seedBlocklist(
  db: Kysely<Database>,
  context: SectionSeedContext,
): Promise<Readonly<Record<string, number>>> {
  const at = (days: number) => new Date(context.now.getTime() + days * DAY).toISOString();
  const rows = [
    {
      kind: 'phone',
      value: '+16475550170',
      reason: 'Repeated abusive calls to the front desk',
      created_by: 'sysadmin',
      created_at: at(-40),
      expires_at: null,
    },
    {
      kind: 'phone',
      value: '+19055550183',
      reason: 'Number reported as reassigned by the carrier',
      created_by: 'sysadmin',
      created_at: at(-12),
      expires_at: at(60),
    },
    {
      kind: 'email',
      value: 'parcel.scam@example.net',
      reason: 'Used in a phishing attempt against residents',
      created_by: 'sysadmin',
      created_at: at(-5),
      expires_at: null,
    },
    {
      kind: 'email',
      value: 'former.tenant@example.com',
      reason: 'Dispute over a missing parcel, settled',
      created_by: 'parceladmin',
      created_at: at(-90),
      expires_at: at(-30),
    },
  ];
  await insertRows(db, 'blocked_contacts', rows);
  // A scripted guesser's address, locked by the throttle a few minutes ago (unlockable from the page).
  const lockedUntil = new Date(context.now.getTime() + (LOCK_MINUTES - 3) * 60_000).toISOString();
  await insertRows(db, 'login_throttle', [
    { key: addressKey('203.0.113.45'), failures: 0, window_started_at: at(0), locked_until: lockedUntil },
  ]);
  return { blocked_contacts: rows.length, login_throttle: 1 };
}

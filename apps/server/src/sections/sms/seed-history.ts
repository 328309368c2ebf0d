// Six weeks of message history for the demo, so the SMS Dashboard shows real shapes on a fresh start: every
// building's recipients told of deposits, reminders, overdue parcels and pickups, by SMS mostly and by email, busier
// on weekdays, with the failures a real gateway gives (a busy gateway, landlines, opt-outs, full mailboxes).
// Deterministic (a fixed pseudo-random sequence), written in the seed's transaction, past messages only: none is
// queued, none carries a pickup code, and none belongs to a parcel of today's demo.
import type { Insertable, Kysely } from 'kysely';
import { renderTemplate, SAMPLE_VALUES } from '@bluemanager/protocol';
import type { Database, MessagesTable } from '../../db/schema.js';
import type { SectionSeedContext } from '../define-server-section.js';
import './opt-out-tables.js';
import './opt-out-tables.js';

export const HISTORY_DAYS = 42;
const DAY_MS = 86_400_000;

/** Failures as gateways and mail servers word them; the seeded failed reminders keep their own wording. */
export const HISTORY_FAILURES = {
  sms: [
    'SMS gateway answered 503: gateway busy',
    'SMS gateway answered 400: number is a landline',
    'SMS gateway answered 403: recipient replied STOP',
  ],
  email: ['SMTP 550: mailbox unavailable', 'SMTP 552: mailbox full'],
} as const;

const EVENTS = [
  {
    event: 'deposited',
    weight: 45,
    text: 'Your {carrier} parcel {parcelId} is waiting in {locker}, compartment {compartment}.',
  },
  {
    event: 'reminder',
    weight: 20,
    text: 'Reminder: your {carrier} parcel {parcelId} is still waiting in {locker}.',
  },
  {
    event: 'collected',
    weight: 30,
    text: 'Your {carrier} parcel {parcelId} was collected from {locker}. Thank you!',
  },
  {
    event: 'overdue',
    weight: 5,
    text: 'Your {carrier} parcel {parcelId} in {locker} is overdue. Please collect it soon.',
  },
] as const;

/** A small linear congruential sequence: the same history on every fresh database. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function pick<T extends { weight: number }>(entries: readonly T[], roll: number): T {
  const total = entries.reduce((sum, entry) => sum + entry.weight, 0);
  let left = roll * total;
  for (const entry of entries) {
    left -= entry.weight;
    if (left < 0) return entry;
  }
  return entries[entries.length - 1] as T;
}

export async function seedMessageHistory(
  db: Kysely<Database>,
  { now }: SectionSeedContext,
): Promise<Readonly<Record<string, number>>> {
  const buildings = await db.selectFrom('buildings').select(['id', 'name']).orderBy('id').execute();
  const random = sequence(20_261_125);
  const today = Date.parse(now.toISOString().slice(0, 10));
  const rows: Insertable<MessagesTable>[] = [];
  for (const building of buildings) {
    const recipients = await db
      .selectFrom('parcels')
      .select(['phone', 'email', 'recipient', 'carrier'])
      .where('building_id', '=', building.id)
      .where('phone', '!=', '')
      .groupBy(['phone', 'email', 'recipient', 'carrier'])
      .orderBy('phone')
      .limit(40)
      .execute();
    if (recipients.length === 0) continue;
    for (let back = HISTORY_DAYS; back >= 1; back -= 1) {
      const day = today - back * DAY_MS;
      const weekend = [0, 6].includes(new Date(day).getUTCDay());
      const count = Math.round((weekend ? 3 : 8) + random() * 5);
      for (let n = 0; n < count; n += 1) {
        const person = recipients[Math.floor(random() * recipients.length)] ?? recipients[0];
        if (!person) continue;
        const { event, text } = pick(EVENTS, random());
        const email = person.email !== '' && random() < 0.3;
        const channel = email ? 'email' : 'sms';
        const failures = HISTORY_FAILURES[channel];
        const failed = random() < 0.035;
        const created = new Date(day + Math.floor((7 + random() * 13) * 3_600_000)).toISOString();
        const values = {
          ...SAMPLE_VALUES,
          recipient: person.recipient,
          carrier: person.carrier,
          building: building.name,
          locker: `${building.name} Lobby`,
          parcelId: String(10_000 + Math.floor(random() * 89_999)),
        };
        rows.push({
          parcel_id: null,
          building_id: building.id,
          event,
          channel,
          recipient: email ? person.email : person.phone,
          language: 'en',
          subject: email ? `Your ${person.carrier} parcel` : '',
          body: renderTemplate(text, values),
          secret: null,
          status: failed ? 'failed' : 'sent',
          provider: email ? 'smtp' : 'sms-gateway',
          attempts: failed ? 3 : 1,
          last_error: failed ? (failures[Math.floor(random() * failures.length)] ?? failures[0]) : '',
          created_at: created,
          next_attempt_at: created,
          claimed_until: null,
          sent_at: failed ? null : created,
        });
      }
    }
  }
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('messages')
      .values(rows.slice(start, start + 500))
      .execute();
  }
  // The numbers whose owners replied STOP are on the opt-out list, as the gateway's webhook would have put them;
  // only owners with nothing waiting in a locker, so today's demo parcels still text their recipients.
  const waiting = new Set(
    (await db.selectFrom('parcels').select('phone').where('state', '=', 'pending').execute()).map(
      (row) => row.phone,
    ),
  );
  const stopped = new Map<string, string>();
  for (const row of rows) {
    const recipient = row.recipient;
    if (row.last_error !== HISTORY_FAILURES.sms[2] || stopped.has(recipient) || waiting.has(recipient))
      continue;
    stopped.set(recipient, row.created_at);
  }
  const optOuts = [...stopped].slice(0, 5).map(([phone, at]) => ({
    phone,
    source: 'reply',
    note: '',
    created_at: at,
    created_by: 'recipient',
  }));
  if (optOuts.length > 0) await db.insertInto('sms_opt_outs').values(optOuts).execute();
  // Named apart from the core seed's own count of messages (the failed reminders).
  return { message_history: rows.length, sms_opt_outs: optOuts.length };
}

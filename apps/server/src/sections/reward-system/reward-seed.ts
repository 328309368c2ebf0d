// Demo ledgers: active members earn a welcome bonus when they joined and points for each parcel they collected
// before it was overdue, a few for a referral; some redeem, a few staff adjustments carry their reason, and points
// past their expiry have expired. Each member's history is replayed in date order, expiries appended when they fell
// due, so ids, dates and balances agree, as they would had the portal written them one by one.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertRows } from '../../db/seed/insert-rows.js';
import { createRandom, seedFrom, type Random } from '../../db/seed/random.js';
import type { SectionSeedContext } from '../define-server-section.js';
import { dueExpiries, openLots } from './reward-lots.js';
import type { RewardLedgerRow } from './reward.tables.js';

const DAY_MS = 86_400_000;
const MEMBERS_WITH_POINTS = 400;
const REDEMPTIONS = ['Free coffee at the lobby café', 'One month of Premium', 'Locker rental discount'];
const ADJUSTMENTS = [
  'Goodwill for a delayed delivery',
  'Correction: pickup counted twice',
  'Building event prize',
];

type Entry = RewardLedgerRow;
type Event = Pick<
  Entry,
  'kind' | 'rule' | 'points' | 'reason' | 'expires_at' | 'created_at' | 'username' | 'source'
>;

interface Rule {
  points: number;
  expires_after_days: number;
}

function memberEvents(
  random: Random,
  rules: ReadonlyMap<string, Rule>,
  joined: Date,
  pickups: readonly { id: number; at: string }[],
  now: Date,
): Event[] {
  const events: Event[] = [];
  const earn = (rule: string, at: Date, reason: string, source: string | null = null) => {
    const found = rules.get(rule);
    if (!found) return;
    const expires = new Date(at.getTime() + found.expires_after_days * DAY_MS).toISOString();
    events.push({
      kind: 'earn',
      rule,
      points: found.points,
      reason,
      expires_at: expires,
      created_at: at.toISOString(),
      username: '',
      source,
    });
  };
  earn('welcome', joined, 'Welcome to the building');
  for (const pickup of pickups) {
    if (random.chance(0.8))
      earn(
        'on-time-pickup',
        new Date(pickup.at),
        `Parcel ${pickup.id} collected on time`,
        `parcel:${pickup.id}`,
      );
  }
  if (random.chance(0.08))
    earn('referral', new Date(now.getTime() - random.int(5, 90) * DAY_MS), 'Referred a neighbour');
  const staff = (kind: 'redeem' | 'adjust', points: number, reason: string, daysAgo: number) =>
    events.push({
      kind,
      rule: null,
      points,
      reason,
      expires_at: null,
      created_at: new Date(now.getTime() - daysAgo * DAY_MS - random.int(1, 80_000) * 1000).toISOString(),
      username: 'sysadmin',
      source: null,
    });
  if (random.chance(0.2))
    staff('redeem', -random.pick([10, 20, 30]), random.pick(REDEMPTIONS), random.int(1, 20));
  if (random.chance(0.06))
    staff('adjust', random.pick([25, 15, -5]), random.pick(ADJUSTMENTS), random.int(0, 3));
  return events.sort((a, b) => (a.created_at < b.created_at ? -1 : 1));
}

export async function seedRewards(
  db: Kysely<Database>,
  context: SectionSeedContext,
): Promise<Readonly<Record<string, number>>> {
  const random = createRandom(seedFrom('rewards'));
  const rules = new Map(
    (await db.selectFrom('reward_rules').selectAll().execute()).map((rule) => [rule.key, rule]),
  );
  const members = await db
    .selectFrom('members')
    .select(['id', 'building_id', 'phones', 'created_at'])
    .where('status', '=', 'active')
    .orderBy('id')
    .limit(MEMBERS_WITH_POINTS)
    .execute();
  const collected = await db
    .selectFrom('parcels')
    .select(['id', 'building_id', 'phone', 'collected_at'])
    .where('state', '=', 'collected')
    .where('overdue', '=', 0)
    .orderBy('id')
    .execute();
  const pickupsOf = new Map<string, { id: number; at: string }[]>();
  for (const parcel of collected) {
    if (parcel.collected_at === null) continue;
    const key = `${parcel.building_id}:${parcel.phone}`;
    pickupsOf.set(key, [...(pickupsOf.get(key) ?? []), { id: parcel.id, at: parcel.collected_at }]);
  }
  const existing = await db.selectFrom('reward_ledger').select('id').executeTakeFirst();
  if (existing) throw new Error('the reward seed fills an empty ledger only');
  // The table is empty, so it numbers rows from 1 in insertion order: expiries can name their lots before insert.
  const rows: Entry[] = [];
  for (const member of members) {
    const joined = new Date(Math.max(Date.parse(member.created_at), context.now.getTime() - 400 * DAY_MS));
    const phone = (JSON.parse(member.phones) as string[])[0]?.slice(2) ?? '';
    const pickups = pickupsOf.get(`${member.building_id}:${phone}`) ?? [];
    const own: Entry[] = [];
    const append = (event: Event, lotId: number | null = null) => {
      const entry = { ...event, id: rows.length + 1, member_id: member.id, lot_id: lotId };
      rows.push(entry);
      own.push(entry);
    };
    const expireUntil = (at: Date) => {
      for (const lot of dueExpiries(openLots(own), at)) {
        const created = lot.expiresAt ?? at.toISOString();
        append(
          {
            kind: 'expire',
            rule: null,
            points: -lot.left,
            reason: '',
            expires_at: null,
            created_at: created,
            username: '',
            source: null,
          },
          lot.id,
        );
      }
    };
    for (const event of memberEvents(random, rules, joined, pickups, context.now)) {
      expireUntil(new Date(event.created_at));
      const balance = own.reduce((sum, entry) => sum + entry.points, 0);
      if (balance + event.points >= 0) append(event);
    }
    expireUntil(context.now);
  }
  await insertRows(
    db,
    'reward_ledger',
    rows.map(({ id: _id, ...row }) => row),
  );
  const last = await db
    .selectFrom('reward_ledger')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  if (rows.length > 0 && Number(last?.id) !== rows.length)
    throw new Error('the reward ledger numbered its rows otherwise');
  return { reward_ledger: rows.length };
}

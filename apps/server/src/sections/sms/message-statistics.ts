// The SMS Dashboard's figures over a period of UTC days, from the outbox itself: volumes per day and channel,
// outcomes, failures by provider and reason, the recipients that fail most, and what the SMS sent cost, counted in
// segments as the network bills them (smsLength).
import { smsLength } from '@bluemanager/protocol';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { smsPricing } from './sms-pricing.js';

const DAY_MS = 86_400_000;
const TOP = 10;
/**
 * The cost estimate measures the bodies of at most this many SMS, spread evenly over the period, and the rest at
 * their average: the segment calculator takes about a millisecond a message, and the texts come from a few templates.
 */
const COST_SAMPLE = 400;

type Outcome = 'sent' | 'failed' | 'pending';

const outcomeOf = (status: string): Outcome =>
  status === 'sent' ? 'sent' : status === 'failed' ? 'failed' : 'pending';

interface Counts {
  sent: number;
  failed: number;
  pending: number;
}

const zero = (): Counts => ({ sent: 0, failed: 0, pending: 0 });

export async function messageStatistics(db: Kysely<Database>, period: { from: string; to: string }) {
  const start = `${period.from}T00:00:00.000Z`;
  const end = new Date(Date.parse(`${period.to}T00:00:00.000Z`) + DAY_MS).toISOString();
  const inPeriod = db.selectFrom('messages').where('created_at', '>=', start).where('created_at', '<', end);
  const [daily, providers, reasons, failing, smsCount] = await Promise.all([
    inPeriod
      .select((eb) => [
        eb.fn<string>('substr', ['created_at', eb.val(1), eb.val(10)]).as('day'),
        'channel',
        'status',
        eb.fn.countAll<number>().as('n'),
      ])
      .groupBy(['day', 'channel', 'status'])
      .execute(),
    inPeriod
      .select((eb) => ['provider', 'channel', 'status', eb.fn.countAll<number>().as('n')])
      .groupBy(['provider', 'channel', 'status'])
      .execute(),
    inPeriod
      .where('status', '=', 'failed')
      .select((eb) => ['last_error', eb.fn.countAll<number>().as('n')])
      .groupBy('last_error')
      .orderBy('n', 'desc')
      .orderBy('last_error')
      .limit(TOP)
      .execute(),
    inPeriod
      .where('status', '=', 'failed')
      .select((eb) => ['recipient', 'channel', eb.fn.countAll<number>().as('n')])
      .groupBy(['recipient', 'channel'])
      .orderBy('n', 'desc')
      .orderBy('recipient')
      .limit(TOP)
      .execute(),
    inPeriod
      .where('channel', '=', 'sms')
      .where('status', '=', 'sent')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);

  const days = new Map<string, Counts & { sms: number; email: number }>();
  for (let time = Date.parse(start); time < Date.parse(end); time += DAY_MS) {
    days.set(new Date(time).toISOString().slice(0, 10), { ...zero(), sms: 0, email: 0 });
  }
  const total = zero();
  for (const row of daily) {
    const entry = days.get(row.day);
    const n = Number(row.n);
    total[outcomeOf(row.status)] += n;
    if (!entry) continue;
    entry[outcomeOf(row.status)] += n;
    if (row.channel === 'sms' || row.channel === 'email') entry[row.channel] += n;
  }
  const byProvider = new Map<string, Counts & { provider: string; channel: string }>();
  for (const row of providers) {
    const key = `${row.provider}/${row.channel}`;
    const entry = byProvider.get(key) ?? { provider: row.provider, channel: row.channel, ...zero() };
    entry[outcomeOf(row.status)] += Number(row.n);
    byProvider.set(key, entry);
  }
  const pricing = smsPricing();
  const messages = Number(smsCount?.n ?? 0);
  const every = Math.max(1, Math.floor(messages / COST_SAMPLE));
  const sample = await inPeriod
    .where('channel', '=', 'sms')
    .where('status', '=', 'sent')
    .where(sql<boolean>`id % ${every} = 0`)
    .select('body')
    .limit(COST_SAMPLE)
    .execute();
  const sampled = sample.reduce((sum, row) => sum + smsLength(row.body).segments, 0);
  // Past the sample, the average segments per SMS of the sample stand for the rest.
  const segments = sample.length === 0 ? 0 : Math.round((sampled / sample.length) * messages);
  return {
    from: period.from,
    to: period.to,
    total,
    by_day: [...days].map(([day, counts]) => ({ day, ...counts })),
    by_provider: [...byProvider.values()].sort(
      (a, b) => b.failed - a.failed || a.provider.localeCompare(b.provider),
    ),
    by_reason: reasons.map((row) => ({ reason: row.last_error, failed: Number(row.n) })),
    top_failing: failing.map((row) => ({
      recipient: row.recipient,
      channel: row.channel,
      failed: Number(row.n),
    })),
    cost: {
      messages,
      segments,
      price_per_segment: pricing.pricePerSegment,
      currency: pricing.currency,
      estimate: Math.round(segments * pricing.pricePerSegment * 100) / 100,
    },
  };
}

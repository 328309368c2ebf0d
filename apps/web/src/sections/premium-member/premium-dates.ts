// A subscription's dates as the pages show them: the day in the member's building's zone (yyyy-mm-dd).
import type { PremiumSubscription } from '@bluemanager/protocol';
import { dateOnly, formatDateTime } from '../../format/time';

export const dayIn = (at: string, timeZone: string) => dateOnly(formatDateTime(at, timeZone));

/** What comes next for a subscription, as a key of `premium` and its date: renews, ends, expires unless paid, ended. */
export function nextStep(subscription: PremiumSubscription): { key: string; date: string } {
  const day = (at: string) => dayIn(at, subscription.tz);
  if (subscription.state === 'past-due' && subscription.grace_until)
    return { key: 'premium.graceUntil', date: day(subscription.grace_until) };
  if (subscription.state === 'cancelled' || subscription.state === 'expired')
    return { key: 'premium.ended', date: day(subscription.ended_at ?? subscription.period_end) };
  const ends = subscription.cancel_at_period_end || !subscription.auto_renew;
  return { key: ends ? 'premium.ends' : 'premium.renews', date: day(subscription.period_end) };
}

// Which earned points are still unspent, lot by lot: spending (redemptions, removals) takes the points that expire
// soonest first, an expiry takes what is left of its own lot. From that follow the expiries due now and the next one
// to come. Pure, so the rule is tested without a database.
import type { RewardLedgerRow } from './reward.tables.js';

export interface Lot {
  id: number;
  expiresAt: string | null;
  left: number;
}

const soonestFirst = (a: Lot, b: Lot) =>
  a.expiresAt === b.expiresAt
    ? a.id - b.id
    : a.expiresAt === null
      ? 1
      : b.expiresAt === null
        ? -1
        : a.expiresAt < b.expiresAt
          ? -1
          : 1;

/** The lots (positive entries) with what is left of each, entries taken oldest first. */
export function openLots(
  entries: readonly Pick<RewardLedgerRow, 'id' | 'kind' | 'points' | 'lot_id' | 'expires_at'>[],
): Lot[] {
  const lots: Lot[] = [];
  const byId = new Map<number, Lot>();
  for (const entry of [...entries].sort((a, b) => a.id - b.id)) {
    if (entry.points > 0) {
      const lot = { id: entry.id, expiresAt: entry.expires_at, left: entry.points };
      lots.push(lot);
      byId.set(lot.id, lot);
      continue;
    }
    const named = entry.kind === 'expire' && entry.lot_id !== null ? byId.get(entry.lot_id) : undefined;
    if (named) {
      named.left += entry.points;
      continue;
    }
    let owed = -entry.points;
    for (const lot of lots.filter((candidate) => candidate.left > 0).sort(soonestFirst)) {
      const taken = Math.min(lot.left, owed);
      lot.left -= taken;
      owed -= taken;
      if (owed === 0) break;
    }
  }
  return lots;
}

/** The lots past their expiry with points left: each becomes one expiry entry. */
export function dueExpiries(lots: readonly Lot[], now: Date): Lot[] {
  const at = now.toISOString();
  return lots.filter((lot) => lot.left > 0 && lot.expiresAt !== null && lot.expiresAt <= at);
}

/** The next lot to expire and how many of its points will go. */
export function nextExpiry(lots: readonly Lot[], now: Date): { at: string; points: number } | null {
  const at = now.toISOString();
  const next = lots
    .filter((lot) => lot.left > 0 && lot.expiresAt !== null && lot.expiresAt > at)
    .sort(soonestFirst)[0];
  return next?.expiresAt ? { at: next.expiresAt, points: next.left } : null;
}

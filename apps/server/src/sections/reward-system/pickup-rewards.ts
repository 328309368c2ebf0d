// The on-time pickup rule earning by itself: when a parcel is collected before it went overdue, its member (the one
// the members section links it to) earns what the rule gives, once per parcel however often the change is told (two
// instances both hear it on PostgreSQL). A rule that is off, a parcel without a current member: nothing happens.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ParcelChange } from '../../domain/events/parcel-change.js';
import type { ParcelEventHub } from '../../domain/events/parcel-events.js';
import { memberOfParcel } from '../members/parcel-member.js';
import { earnByRule } from './reward-ledger.js';
import './reward.tables.js';

export async function rewardPickup(db: Kysely<Database>, change: ParcelChange, now: Date): Promise<boolean> {
  if (change.kind !== 'collected') return false;
  const parcel = await db
    .selectFrom('parcels')
    .select(['state', 'overdue'])
    .where('id', '=', change.parcelId)
    .executeTakeFirst();
  if (parcel?.state !== 'collected' || parcel.overdue !== 0) return false;
  const rule = await db
    .selectFrom('reward_rules')
    .select(['active', 'points'])
    .where('key', '=', 'on-time-pickup')
    .executeTakeFirst();
  if (!rule || rule.active !== 1 || rule.points === 0) return false;
  const member = await memberOfParcel(db, change.parcelId);
  if (!member || member.status !== 'active') return false;
  await earnByRule(
    db,
    member.id,
    'on-time-pickup',
    `Parcel ${change.parcelId} collected on time`,
    { actor: { userId: null, username: '', ip: '' }, now },
    `parcel:${change.parcelId}`,
  );
  return true;
}

/** Listens for pickups on the app's parcel event hub; a failure is logged, never thrown at the hub. */
export function rewardPickups(
  hub: ParcelEventHub,
  db: Kysely<Database>,
  now: () => Date,
  log: FastifyBaseLogger,
): () => void {
  return hub.subscribe((change) => {
    rewardPickup(db, change, now()).catch((error: unknown) =>
      log.error({ err: error, parcel: change.parcelId }, 'on-time pickup reward failed'),
    );
  });
}

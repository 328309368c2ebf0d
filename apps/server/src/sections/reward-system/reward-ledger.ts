// A member's ledger: read it (expiring what is due first), and append to it. Every write is one transaction that
// expires what is due, checks the balance, appends the entry and logs it; nothing is ever updated or deleted.
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  REWARD_ENTRY_KINDS,
  REWARD_RULES,
  type ActResult,
  type memberRewardsAct,
  type RewardEntryKind,
  type RewardRuleKey,
} from '@bluemanager/protocol';
import type { Database } from '../../db/schema.js';
import { ActError } from '../../domain/act-error.js';
import { logOperation, type OperationActor } from '../../domain/oplog/operation-log.js';
import { dueExpiries, nextExpiry, openLots } from './reward-lots.js';
import { rewardMemberQuery, toRewardMember } from './reward-members.js';
import './reward.tables.js';

type MemberRewards = ActResult<typeof memberRewardsAct>;

export interface LedgerContext {
  actor: OperationActor;
  now: Date;
}

const DAY_MS = 86_400_000;

const ledgerOf = (db: Kysely<Database>, memberId: number) =>
  db.selectFrom('reward_ledger').selectAll().where('member_id', '=', memberId).orderBy('id').execute();

/** Appends an expiry for every lot past its date with points left; answers the ledger as it then stands. */
async function expireDue(trx: Transaction<Database>, memberId: number, now: Date) {
  const entries = await ledgerOf(trx, memberId);
  const due = dueExpiries(openLots(entries), now);
  if (due.length === 0) return entries;
  await trx
    .insertInto('reward_ledger')
    .values(
      due.map((lot) => ({
        member_id: memberId,
        kind: 'expire',
        rule: null,
        points: -lot.left,
        reason: '',
        lot_id: lot.id,
        expires_at: null,
        username: '',
        created_at: lot.expiresAt ?? now.toISOString(),
      })),
    )
    // Another reader expired the same lots a moment ago: theirs stands.
    .onConflict((oc) =>
      oc
        .column('lot_id')
        .where(sql<boolean>`kind = 'expire'`)
        .doNothing(),
    )
    .execute();
  return ledgerOf(trx, memberId);
}

const oneOf = <T extends string>(values: readonly T[], value: string): T => {
  const known = values.find((entry) => entry === value);
  if (known === undefined) throw new Error(`unknown '${value}' in the reward ledger`);
  return known;
};

export async function memberRewards(
  db: Kysely<Database>,
  memberId: number,
  now: Date,
): Promise<MemberRewards> {
  const entries = await db.transaction().execute((trx) => expireDue(trx, memberId, now));
  const row = await rewardMemberQuery(db).where('members.id', '=', memberId).executeTakeFirst();
  if (!row) throw new ActError('NOT_FOUND', `There is no member ${memberId}.`);
  let balance = 0;
  const withBalance = entries.map((entry) => {
    balance += entry.points;
    return {
      id: entry.id,
      kind: oneOf(REWARD_ENTRY_KINDS, entry.kind),
      rule: entry.rule === null ? null : oneOf(REWARD_RULES, entry.rule),
      points: entry.points,
      balance,
      reason: entry.reason,
      expires_at: entry.expires_at,
      username: entry.username,
      created_at: entry.created_at,
    };
  });
  return {
    member: toRewardMember(row),
    entries: withBalance.reverse(),
    next_expiry: nextExpiry(openLots(entries), now),
  };
}

export interface NewEntry {
  kind: Exclude<RewardEntryKind, 'expire'>;
  points: number;
  reason: string;
  rule?: RewardRuleKey;
  expiresAt?: string | null;
  /** What earned it (`parcel:12`): an entry of a source already in the ledger is not written again. */
  source?: string;
}

const OPERATION = {
  earn: 'reward-points-earned',
  redeem: 'reward-points-redeemed',
  adjust: 'reward-points-adjusted',
} as const;

/** Appends one entry; an entry that would take the balance below zero is refused and nothing is written. */
export async function appendEntry(
  db: Kysely<Database>,
  memberId: number,
  entry: NewEntry,
  context: LedgerContext,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('members')
      .select(['name', 'building_id'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    const entries = await expireDue(trx, memberId, context.now);
    const balance = entries.reduce((sum, row) => sum + row.points, 0);
    if (balance + entry.points < 0)
      throw new ActError(
        'CONFLICT',
        `${member.name} has ${balance} points; ${-entry.points} cannot be taken.`,
      );
    const written = await trx
      .insertInto('reward_ledger')
      .values({
        member_id: memberId,
        kind: entry.kind,
        rule: entry.rule ?? null,
        points: entry.points,
        reason: entry.reason,
        lot_id: null,
        expires_at: entry.expiresAt ?? null,
        username: context.actor.username,
        source: entry.source ?? null,
        created_at: context.now.toISOString(),
      })
      .onConflict((oc) =>
        oc
          .column('source')
          .where(sql<boolean>`source is not null`)
          .doNothing(),
      )
      .executeTakeFirst();
    if (Number(written.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await logOperation(trx, {
      operation: OPERATION[entry.kind],
      target: member.name,
      actor: context.actor,
      now: context.now,
      buildingId: member.building_id,
      detail: entry.reason,
      changes: { before: { points: balance }, after: { points: balance + entry.points } },
    });
  });
}

/** What an active rule earns now, with its expiry. */
export async function earnByRule(
  db: Kysely<Database>,
  memberId: number,
  rule: RewardRuleKey,
  reason: string,
  context: LedgerContext,
  source?: string,
): Promise<void> {
  const found = await db.selectFrom('reward_rules').selectAll().where('key', '=', rule).executeTakeFirst();
  if (!found || found.active !== 1 || found.points === 0)
    throw new ActError('CONFLICT', `The rule ${rule} is off; it earns nothing.`);
  const expiresAt =
    found.expires_after_days > 0
      ? new Date(context.now.getTime() + found.expires_after_days * DAY_MS).toISOString()
      : null;
  await appendEntry(
    db,
    memberId,
    { kind: 'earn', points: found.points, reason, rule, expiresAt, ...(source ? { source } : {}) },
    context,
  );
}

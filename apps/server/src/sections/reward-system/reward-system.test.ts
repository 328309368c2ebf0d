// The reward system (acts 57010–57016) on both databases: the seeded ledgers add up and never dip below zero; the
// ledger is append-only by the database's own rule; rules earn what they say from the moment they say it; redemptions
// and adjustments cannot overdraw; earned points expire after their rule's days (once, soonest first); only system
// admins reach it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActResult, MemberItem, memberRewardsAct, RewardMember } from '@bluemanager/protocol';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { publishParcelChanges } from '../../domain/events/parcel-events.js';
import { memberOfParcel } from '../members/parcel-member.js';

type Rewards = ActResult<typeof memberRewardsAct>;
const DAY_MS = 86_400_000;

describe.each(testDialects())('reward system on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  let buildingId: number;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
    buildingId = (await db().selectFrom('buildings').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => portal?.close());

  const db = () => portal.database.handle.db;
  let sequence = 0;
  const newMember = async () => {
    sequence += 1;
    const { body } = await portal.act('create member', {
      t: admin,
      buid: buildingId,
      name: `Points Person ${sequence}`,
      unit: `${100 + sequence}`,
      phones: [`416-555-${String(7000 + sequence)}`],
      email: '',
      language: 'en',
      channel: 'sms',
      notes: '',
    });
    return (body.data as MemberItem).id;
  };
  const ok = async (promise: Promise<{ status: number; body: Record<string, unknown> }>) => {
    const { status, body } = await promise;
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data as Rewards;
  };
  const rewards = (id: number) => ok(portal.act('member rewards', { t: admin, id }));
  const earn = (id: number, rule: string, reason = 'Parcel 1 collected on time') =>
    portal.act('award reward points', { t: admin, id, rule, reason });
  const ledgerCount = async () =>
    Number(
      (
        await db()
          .selectFrom('reward_ledger')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('seeds ledgers of every kind that add up and never go below zero', async () => {
    const entries = await db().selectFrom('reward_ledger').selectAll().orderBy('id').execute();
    expect(new Set(entries.map((entry) => entry.kind))).toEqual(
      new Set(['earn', 'redeem', 'expire', 'adjust']),
    );
    const running = new Map<number, number>();
    for (const entry of entries) {
      const balance = (running.get(entry.member_id) ?? 0) + entry.points;
      expect(balance).toBeGreaterThanOrEqual(0);
      running.set(entry.member_id, balance);
      if (entry.kind === 'expire') {
        const lot = entries.find((candidate) => candidate.id === entry.lot_id);
        expect(lot?.kind).toBe('earn');
        expect(entry.created_at).toBe(lot?.expires_at);
      }
    }
    const { body } = await portal.act('reward members', { t: admin, count: 5 });
    const top = (body.data as { items: RewardMember[] }).items;
    expect(top[0]?.balance).toBe(Math.max(...running.values()));
    expect(top.map((member) => member.balance)).toEqual(
      [...top.map((member) => member.balance)].sort((a, b) => b - a),
    );
  });

  it('refuses to update or delete a ledger row, whatever code asks', async () => {
    const first = await db().selectFrom('reward_ledger').select(['id', 'points']).executeTakeFirstOrThrow();
    await expect(
      db().updateTable('reward_ledger').set({ points: 1_000_000 }).where('id', '=', first.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db().deleteFrom('reward_ledger').where('id', '=', first.id).execute()).rejects.toThrow(
      /append-only/,
    );
    const after = await db()
      .selectFrom('reward_ledger')
      .select('points')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(after.points).toBe(first.points);
  });

  it('earns what a rule says from the moment it says it, and nothing from a rule that is off', async () => {
    const id = await newMember();
    const earned = await ok(earn(id, 'on-time-pickup'));
    expect(earned.member.balance).toBe(10);
    expect(earned.entries[0]).toMatchObject({
      kind: 'earn',
      rule: 'on-time-pickup',
      points: 10,
      balance: 10,
    });
    expect(earned.entries[0]?.expires_at).toBe(
      new Date(portal.clock.now.getTime() + 365 * DAY_MS).toISOString(),
    );
    await ok(
      portal.act('update reward rule', {
        t: admin,
        key: 'on-time-pickup',
        points: 15,
        expires_after_days: 30,
        active: true,
      }),
    );
    const more = await ok(earn(id, 'on-time-pickup', 'Parcel 2 collected on time'));
    expect(more.entries.map((entry) => entry.points)).toEqual([15, 10]);
    expect(more.member.balance).toBe(25);
    await ok(
      portal.act('update reward rule', {
        t: admin,
        key: 'referral',
        points: 100,
        expires_after_days: 365,
        active: false,
      }),
    );
    const before = await ledgerCount();
    expect((await earn(id, 'referral', 'Referred unit 12')).body.code).toBe('CONFLICT');
    expect(await ledgerCount()).toBe(before);
    const logged = await db()
      .selectFrom('operation_log')
      .select('operation')
      .where('operation', '=', 'reward-rule-changed')
      .execute();
    expect(logged).toHaveLength(2);
  });

  it('redeems and adjusts with a reason, never below zero', async () => {
    const id = await newMember();
    await ok(earn(id, 'welcome', 'Welcome to the building'));
    const before = await ledgerCount();
    expect(
      (await portal.act('redeem reward points', { t: admin, id, points: 51, reason: 'Coffee' })).body.code,
    ).toBe('CONFLICT');
    expect(
      (await portal.act('adjust reward points', { t: admin, id, points: -51, reason: 'Typo' })).body.code,
    ).toBe('CONFLICT');
    expect(
      (await portal.act('adjust reward points', { t: admin, id, points: 5, reason: ' ' })).body.code,
    ).toBe('INVALID_PARAMS');
    expect(await ledgerCount()).toBe(before);
    const spent = await ok(
      portal.act('redeem reward points', { t: admin, id, points: 20, reason: 'Free coffee' }),
    );
    expect(spent.entries[0]).toMatchObject({
      kind: 'redeem',
      points: -20,
      balance: 30,
      reason: 'Free coffee',
      username: 'sysadmin',
    });
    const adjusted = await ok(
      portal.act('adjust reward points', { t: admin, id, points: -30, reason: 'Correction: counted twice' }),
    );
    expect(adjusted.member.balance).toBe(0);
    expect(adjusted.entries.map((entry) => entry.kind)).toEqual(['adjust', 'redeem', 'earn']);
  });

  it('expires earned points after their days, once, taking spent points from the soonest to expire', async () => {
    const id = await newMember();
    await ok(
      portal.act('update reward rule', {
        t: admin,
        key: 'welcome',
        points: 50,
        expires_after_days: 10,
        active: true,
      }),
    );
    await ok(
      portal.act('update reward rule', {
        t: admin,
        key: 'purchase',
        points: 40,
        expires_after_days: 100,
        active: true,
      }),
    );
    await ok(earn(id, 'purchase', 'Order SH-1'));
    await ok(earn(id, 'welcome', 'Welcome'));
    // 30 spent: taken from the welcome points, which expire first (20 of them left).
    await ok(
      portal.act('redeem reward points', { t: admin, id, points: 30, reason: 'Locker rental discount' }),
    );
    const soon = await rewards(id);
    expect(soon.next_expiry).toEqual({
      at: new Date(portal.clock.now.getTime() + 10 * DAY_MS).toISOString(),
      points: 20,
    });
    portal.clock.advance(11 * DAY_MS);
    // Eleven days outlive any session.
    admin = await portal.login('sysadmin');
    const expired = await rewards(id);
    expect(expired.entries[0]).toMatchObject({ kind: 'expire', points: -20, balance: 40 });
    expect(expired.member.balance).toBe(40);
    expect((await rewards(id)).entries).toHaveLength(expired.entries.length);
    expect(expired.next_expiry?.points).toBe(40);
  });

  it('earns the on-time pickup rule by itself when a parcel is collected in time, once per parcel', async () => {
    const sources = new Set(
      (await db().selectFrom('reward_ledger').select('source').execute()).map((row) => row.source),
    );
    const collected = await db()
      .selectFrom('parcels')
      .select(['id', 'building_id'])
      .where('state', '=', 'collected')
      .where('overdue', '=', 0)
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    let found: { parcel: (typeof collected)[number]; member: number } | undefined;
    for (const parcel of collected) {
      if (sources.has(`parcel:${parcel.id}`)) continue;
      const member = await memberOfParcel(db(), parcel.id);
      if (member?.status === 'active') {
        found = { parcel, member: member.id };
        break;
      }
    }
    if (!found) throw new Error('expected a collected parcel of an active member that earned nothing yet');
    const { parcel, member } = found;
    await ok(
      portal.act('update reward rule', {
        t: admin,
        key: 'on-time-pickup',
        points: 12,
        expires_after_days: 365,
        active: true,
      }),
    );
    const before = (await rewards(member)).member.balance;
    const change = {
      parcelId: parcel.id,
      buildingId: parcel.building_id,
      kind: 'collected' as const,
      state: 'collected',
      at: portal.clock.now.toISOString(),
    };
    await publishParcelChanges(db(), [change]);
    await expect
      .poll(async () => (await rewards(member)).member.balance, { timeout: 5000 })
      .toBe(before + 12);
    // Told again (another instance, a retry): still one earning.
    await publishParcelChanges(db(), [change, { ...change, kind: 'deposited' as const }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await rewards(member);
    expect(after.member.balance).toBe(before + 12);
    expect(
      after.entries.filter((entry) => entry.reason === `Parcel ${parcel.id} collected on time`),
    ).toHaveLength(1);
  });

  it('is the system admins’ only', async () => {
    const member = await db().selectFrom('members').select('id').executeTakeFirstOrThrow();
    for (const username of ['emco', 'bdadmin']) {
      const token = await portal.login(username);
      expect((await portal.act('reward rules', { t: token })).body.code).toBe('FORBIDDEN');
      expect((await portal.act('member rewards', { t: token, id: member.id })).body.code).toBe('FORBIDDEN');
    }
  });
});

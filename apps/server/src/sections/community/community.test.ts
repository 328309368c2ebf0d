// Community Msgs and Community System Msgs (acts 56001–56022) on both databases: the demo board's queue, the
// category filter and sort modes, approve, reject, pin, label and delete with their log entries, scope (a business
// partner sees and touches only its buildings' posts), the bell's pending count, and announcements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';

const DAY = 86_400_000;

describe.each(testDialects())('Community Msgs on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  let partner: string;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
    partner = await portal.login('partneradmin');
  });
  afterAll(() => portal?.close());

  const db = () => portal.database.handle.db;
  const posts = async (params: Record<string, unknown> = {}, token = admin) => {
    const { body } = await portal.act('community posts', { t: token, count: 100, ...params });
    expect(body).toMatchObject({ ret: 1 });
    if (!body.data) throw new Error(JSON.stringify(body));
    return body.data;
  };
  const logged = (operation: string) =>
    db().selectFrom('operation_log').selectAll().where('operation', '=', operation).orderBy('id').execute();
  const partnerBuildings = async () =>
    (await db().selectFrom('buildings').select('id').where('partner', '=', 'YK-Gold').execute()).map(
      (b) => b.id,
    );

  it('lists a lively demo board: pending first, reported, pinned and rejected posts in several buildings', async () => {
    const all = await posts();
    expect(all.total).toBeGreaterThan(30);
    expect(new Set(all.items.map((post) => post.buid)).size).toBeGreaterThanOrEqual(3);
    const firstDecided = all.items.findIndex((post) => post.status !== 0);
    expect(firstDecided).toBeGreaterThan(0);
    expect(all.items.slice(firstDecided).every((post) => post.status !== 0)).toBe(true);
    expect(all.items.some((post) => post.priority === 1)).toBe(true);
    expect(all.items.some((post) => post.status_name === 'rejected' && post.reject_reason !== '')).toBe(true);
    const hidden = all.items.filter((post) => post.hidden);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.every((post) => post.vote.length >= 3 && post.pending_reason === 'reported')).toBe(true);
    // Escape tokens are decoded into text, the body kept as written.
    const keys = all.items.find((post) => post.body.includes('@@'));
    expect(keys?.text).toContain("concierge's");
    expect(keys?.text).not.toContain('@@');
  });

  it('filters by category (9 all, 10 reported) and sorts by the modes of spec §4', async () => {
    const reported = await posts({ category: 10 });
    expect(reported.items.length).toBeGreaterThan(0);
    expect(reported.items.every((post) => post.vote.length > 0)).toBe(true);
    const lost = await posts({ category: 3, status: 'published' });
    expect(lost.items.every((post) => post.category === 3)).toBe(true);
    expect((await posts({ category: 9 })).total).toBe((await posts()).total);
    const published = { status: 'published' };
    const views = (await posts({ ...published, sort: 2 })).items.map((post) => post.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const fewest = (await posts({ ...published, sort: 3 })).items.map((post) => post.views);
    expect(fewest).toEqual([...fewest].sort((a, b) => a - b));
    const newest = (await posts({ ...published, sort: 0 })).items;
    const pinnedCount = newest.filter((post) => post.priority === 1).length;
    expect(newest.slice(0, pinnedCount).every((post) => post.priority === 1)).toBe(true);
    const rest = newest.slice(pinnedCount).map((post) => post.create_time);
    expect(rest).toEqual([...rest].sort().reverse());
    const oldest = (await posts({ ...published, sort: 1 })).items
      .slice(pinnedCount)
      .map((p) => p.create_time);
    expect(oldest).toEqual([...oldest].sort());
    expect((await portal.act('community posts', { t: admin, category: 11 })).body).toMatchObject({
      code: 'INVALID_PARAMS',
    });
  });

  it('moderates a post from pending to published, pinned and back, each step logged', async () => {
    const [pending] = (await posts({ status: 'pending', category: 4 })).items;
    if (!pending) throw new Error('no pending post');
    const count = async () => (await portal.act('pending community posts', { t: admin })).body.data?.count;
    const before = await count();
    const refused = await portal.act('pin community post', { t: admin, id: pending.id, pinned: true });
    expect(refused.body).toMatchObject({ code: 'CONFLICT' });
    const approved = await portal.act('moderate community post', {
      t: admin,
      id: pending.id,
      decision: 'approve',
    });
    expect(approved.body.data).toMatchObject({ status: 1, pending_reason: null, moderated_by: 'sysadmin' });
    expect(await count()).toBe((before ?? 0) - 1);
    const pinned = await portal.act('pin community post', { t: admin, id: pending.id, pinned: true });
    expect(pinned.body.data).toMatchObject({ priority: 1 });
    const unpinned = await portal.act('pin community post', { t: admin, id: pending.id, pinned: false });
    expect(unpinned.body.data).toMatchObject({ priority: 0 });
    const approvals = await logged('post-approved');
    expect(approvals.at(-1)).toMatchObject({ username: 'sysadmin', building_id: pending.buid });
    expect(JSON.parse((await logged('post-pinned')).at(-1)?.after_value ?? '{}')).toEqual({ priority: 1 });
    expect(await logged('post-unpinned')).toHaveLength(1);
  });

  it('rejects only with a reason, and a rejected post is unpinned', async () => {
    const [post] = (await posts({ status: 'published' })).items.filter((item) => item.priority === 1);
    if (!post) throw new Error('no pinned post');
    const noReason = await portal.act('moderate community post', {
      t: admin,
      id: post.id,
      decision: 'reject',
    });
    expect(noReason.body).toMatchObject({ code: 'INVALID_PARAMS' });
    const rejected = await portal.act('moderate community post', {
      t: admin,
      id: post.id,
      decision: 'reject',
      reason: 'Out of date',
    });
    expect(rejected.body.data).toMatchObject({ status: 2, reject_reason: 'Out of date', priority: 0 });
    expect((await logged('post-rejected')).at(-1)?.message).toContain('Out of date');
  });

  it('relabels, shows comments and reports, deletes a comment and a post', async () => {
    const [post] = (await posts({ category: 10 })).items;
    if (!post) throw new Error('no reported post');
    const labelled = await portal.act('label community post', {
      t: admin,
      id: post.id,
      category: 6,
      tag: ['Lobby', 'Lobby', 'Parking P1'],
    });
    expect(labelled.body.data).toMatchObject({ category: 6, tag: ['Lobby', 'Parking P1'] });
    const tooMany = await portal.act('label community post', {
      t: admin,
      id: post.id,
      category: 6,
      tag: Array.from({ length: 9 }, (_v, i) => `Tag ${i}`),
    });
    expect(tooMany.body).toMatchObject({ code: 'INVALID_PARAMS' });
    const detail = (await portal.act('community post', { t: admin, id: post.id })).body.data;
    expect(detail?.post.vote.length).toBeGreaterThan(0);
    const [comment] = detail?.comments ?? [];
    if (comment) {
      const removed = await portal.act('delete community comment', {
        t: admin,
        id: post.id,
        comment: comment.id,
      });
      expect(removed.body).toMatchObject({ ret: 1 });
      const wrong = await portal.act('delete community comment', {
        t: admin,
        id: post.id,
        comment: comment.id,
      });
      expect(wrong.body).toMatchObject({ code: 'NOT_FOUND' });
    }
    const deleted = await portal.act('delete community post', { t: admin, id: post.id, reason: 'Spam' });
    expect(deleted.body).toMatchObject({ ret: 1, data: { id: post.id } });
    expect(
      await db().selectFrom('community_reports').where('post_id', '=', post.id).selectAll().execute(),
    ).toEqual([]);
    expect((await portal.act('community post', { t: admin, id: post.id })).body).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await logged('post-deleted')).toHaveLength(1);
  });

  it("keeps a business partner to its own buildings' posts, and building managers out", async () => {
    const own = await partnerBuildings();
    const mine = await posts({}, partner);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.items.every((post) => own.includes(post.buid))).toBe(true);
    const foreign = (await posts()).items.find((post) => !own.includes(post.buid));
    if (!foreign) throw new Error('no foreign post');
    for (const [name, params] of [
      ['community post', { id: foreign.id }],
      ['pin community post', { id: foreign.id, pinned: false }],
      ['delete community post', { id: foreign.id }],
    ] as const) {
      const { body } = await portal.act(name, { t: partner, ...params });
      expect(body).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await portal.act('community posts', { t: partner, buid: foreign.buid })).body).toMatchObject({
      code: 'FORBIDDEN',
    });
    const partnerCount = (await portal.act('pending community posts', { t: partner })).body.data?.count;
    expect(partnerCount).toBe(mine.items.filter((post) => post.status === 0).length);
    const manager = await portal.login('bdadmin');
    expect((await portal.act('community posts', { t: manager })).body).toMatchObject({ code: 'FORBIDDEN' });
    expect((await portal.act('community posts', { t: admin, buid: 2_147_483_648 })).body).toMatchObject({
      code: 'INVALID_PARAMS',
    });
  });

  it("issues a member's community token only within scope, to an active member", async () => {
    const own = await partnerBuildings();
    const member = await db()
      .selectFrom('members')
      .select(['id', 'building_id'])
      .where('status', '=', 'active')
      .where('building_id', 'not in', own)
      .executeTakeFirstOrThrow();
    const issued = await portal.act('issue member community token', { t: admin, member: member.id });
    expect(issued.body.data?.token).toMatch(/^bmc_[0-9a-f]{16}_/);
    const refused = await portal.act('issue member community token', { t: partner, member: member.id });
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN' });
    const stored = await db().selectFrom('community_member_tokens').selectAll().execute();
    // The secret is base64url, which may itself hold '_': it is everything after `bmc_<prefix>_`.
    const secret = /^bmc_[0-9a-f]{16}_(.+)$/.exec(issued.body.data?.token ?? '')?.[1];
    expect(secret).toHaveLength(43);
    expect(JSON.stringify(stored)).not.toContain(secret);
  });

  it('sends, lists and withdraws announcements, pushing them through the outbox', async () => {
    const buildings = await partnerBuildings();
    const listed = async (params: Record<string, unknown> = {}) =>
      (await portal.act('community system messages', { t: admin, ...params })).body.data;
    expect((await listed())?.items.map((item) => item.state).sort()).toEqual([
      'expired',
      'scheduled',
      'showing',
    ]);
    const now = portal.clock.now.getTime();
    const sent = await portal.act('send community system message', {
      t: admin,
      title: 'Elevator maintenance',
      body: 'Elevator B is out of service on Friday morning.',
      buids: [buildings[0] ?? 0],
      starts_at: new Date(now - 60_000).toISOString(),
      ends_at: new Date(now + 2 * DAY).toISOString(),
      push: 'sms',
    });
    expect(sent.body.data).toMatchObject({ state: 'showing', push: 'sms' });
    const pushed = sent.body.data?.pushed ?? 0;
    expect(pushed).toBeGreaterThan(0);
    const queued = await db()
      .selectFrom('messages')
      .selectAll()
      .where('event', '=', 'announcement')
      .execute();
    expect(queued).toHaveLength(pushed);
    const backwards = await portal.act('send community system message', {
      t: admin,
      title: 'x',
      body: 'y',
      buids: [buildings[0] ?? 0],
      starts_at: new Date(now + DAY).toISOString(),
      ends_at: new Date(now).toISOString(),
    });
    expect(backwards.body).toMatchObject({ code: 'INVALID_PARAMS' });
    const partnerSend = await portal.act('community system messages', { t: partner });
    expect(partnerSend.body).toMatchObject({ code: 'FORBIDDEN' });
    const id = sent.body.data?.id ?? 0;
    const withdrawn = await portal.act('withdraw community system message', { t: admin, id });
    expect(withdrawn.body.data).toMatchObject({ state: 'withdrawn' });
    expect(
      await db().selectFrom('messages').selectAll().where('event', '=', 'announcement').execute(),
    ).toEqual([]);
    expect((await portal.act('withdraw community system message', { t: admin, id })).body).toMatchObject({
      code: 'CONFLICT',
    });
    expect(await logged('system-msg-sent')).toHaveLength(1);
  });
});

// The community service (spec §7, /api/community/…) on both databases: residents post, list, read, comment, report
// and delete with their member token, only on their own building's board; staff moderate with their session; the
// answers are JSON text whose `result` holds the list; the word filter, the report threshold, size limits and the
// per-member rate limit hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../../test/support/test-portal.js';
import { testDialects } from '../../../../test/support/test-dialects.js';
import { RESIDENT_LIMITS } from './community-service.js';

interface Answer {
  status: number;
  type: string;
  body: Record<string, unknown> & { result?: unknown };
}

describe.each(testDialects())('the community service on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  let partner: string;
  /** Four residents of one board's building, and one of another building. */
  const tokens: string[] = [];
  let stranger: string;
  let memberIds: number[] = [];
  let buildingId = 0;

  const call = async (
    method: 'GET' | 'POST',
    url: string,
    token?: string,
    payload?: unknown,
  ): Promise<Answer> => {
    const response = await portal.app.inject({
      method,
      url: `/api/community${url}`,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    return {
      status: response.statusCode,
      type: String(response.headers['content-type']),
      body: JSON.parse(response.payload) as Answer['body'],
    };
  };
  const issue = async (member: number) => {
    const { body } = await portal.act('issue member community token', { t: admin, member });
    if (!body.data) throw new Error(JSON.stringify(body));
    return body.data.token;
  };
  const db = () => portal.database.handle.db;

  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
    partner = await portal.login('partneradmin');
    const board = await db()
      .selectFrom('community_posts as p')
      .innerJoin('buildings as b', 'b.id', 'p.building_id')
      .select('p.building_id')
      .where('b.partner', '=', 'BB')
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    buildingId = board.building_id;
    const residents = await db()
      .selectFrom('members')
      .select('id')
      .where('building_id', '=', buildingId)
      .where('status', '=', 'active')
      .orderBy('id')
      .limit(4)
      .execute();
    memberIds = residents.map((row) => row.id);
    for (const id of memberIds) tokens.push(await issue(id));
    const other = await db()
      .selectFrom('members')
      .select('id')
      .where('building_id', '!=', buildingId)
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    stranger = await issue(other.id);
  });
  afterAll(() => portal?.close());

  const resident = (index: number) => tokens[index] ?? '';
  const write = (index: number, title: string, body: string, extra: Record<string, unknown> = {}) =>
    call('POST', '/bulletinlist', resident(index), { title, body, category: 1, ...extra });

  it('refuses a call without a token, with a wrong one, and from a role that does not moderate', async () => {
    expect((await call('POST', '/bulletinlistget', undefined, {})).body).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect((await call('POST', '/bulletinlistget', undefined, {})).status).toBe(401);
    const fake = `bmc_${'0'.repeat(16)}_${'a'.repeat(43)}`;
    expect((await call('POST', '/bulletinlistget', fake, {})).status).toBe(401);
    const manager = await portal.login('bdadmin');
    expect((await call('POST', '/bulletinlistget', manager, {})).body).toMatchObject({ code: 'FORBIDDEN' });
  });

  it("lists a resident's board as JSON text: published posts of their building, announcements pinned above", async () => {
    const answer = await call('POST', '/bulletinlistget', resident(0), { sort: 2 });
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('text/plain');
    const posts = answer.body.result as { buid: number; status: number; views: number }[];
    expect(posts.length).toBeGreaterThan(3);
    expect(posts.every((post) => post.buid === buildingId && post.status === 1)).toBe(true);
    const views = posts.map((post) => post.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(answer.body.notices).toEqual([expect.objectContaining({ state: 'showing' })]);
    const system = await call('GET', '/system', resident(0));
    expect(system.body.result).toHaveLength(1);
  });

  it('creates a post, held by the word filter when suspicious, and refuses oversized or empty ones', async () => {
    const created = await write(
      0,
      'Bike pump in the bike room',
      'Free to borrow, it is on the shelf by the door.',
    );
    expect(created.status).toBe(201);
    expect(created.body.result).toMatchObject({ status: 1, buid: buildingId, pending_reason: null });
    const held = await write(0, 'Cheap bitcoin', 'Send me a gift card');
    expect(held.body.result).toMatchObject({ status: 0, pending_reason: 'word-filter' });
    const markup = await write(1, 'Hello', '<img src=x onerror=alert(1)>');
    expect(markup.body.result).toMatchObject({ status: 0, pending_reason: 'word-filter' });
    const tooLong = await write(1, 'Long', 'x'.repeat(4001));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: 'INVALID_PARAMS' });
    expect((await write(1, '', 'text')).body).toMatchObject({ code: 'INVALID_PARAMS' });
    expect((await write(1, 'Bad\u0000', 'text')).body).toMatchObject({ code: 'INVALID_PARAMS' });
    expect(
      (await write(1, 'Tags', 'ok', { tag: Array.from({ length: 9 }, (_v, i) => `t${i}`) })).status,
    ).toBe(400);
    // The held post is the author's to see, nobody else's.
    const heldId = (held.body.result as { id: number }).id;
    expect((await call('GET', `/bulletin/${heldId}`, resident(0))).status).toBe(200);
    expect((await call('GET', `/bulletin/${heldId}`, resident(1))).body).toMatchObject({ code: 'NOT_FOUND' });
    const mine = await call('GET', `/mybulletin/${memberIds[0] ?? 0}`, resident(0));
    expect((mine.body.result as { id: number }[]).map((post) => post.id)).toContain(heldId);
    expect((await call('GET', `/mybulletin/${memberIds[1] ?? 0}`, resident(0))).body).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      await db()
        .selectFrom('operation_log')
        .select('operation')
        .where('operation', '=', 'post-held')
        .execute(),
    ).toHaveLength(2);
  });

  it("refuses a resident reaching another building's post, whatever the path", async () => {
    const [post] = (await call('POST', '/bulletinlistget', resident(0), {})).body.result as { id: number }[];
    if (!post) throw new Error('no post');
    for (const [method, path, payload] of [
      ['GET', `/bulletin/${post.id}`, undefined],
      ['GET', `/comments/${post.id}`, undefined],
      ['POST', `/comments/${post.id}`, { body: 'Hello from next door' }],
      ['POST', `/bulletinvote/${post.id}`, { reason: 'x' }],
      ['POST', `/bulletinviews/${post.id}`, {}],
      ['POST', `/bulletindelete/${post.id}`, {}],
    ] as const) {
      const answer = await call(method, path, stranger, payload);
      expect(answer.status, path).toBe(403);
      expect(answer.body).toMatchObject({ code: 'FORBIDDEN' });
    }
    // A resident cannot moderate either.
    expect((await call('POST', `/bulletinpriority/${post.id}`, resident(0), { priority: 1 })).status).toBe(
      403,
    );
    expect((await call('POST', `/bulletinstatus/${post.id}`, resident(0), { status: 1 })).status).toBe(403);
  });

  it('comments, counts views, and hides a post reported by three neighbours until a moderator approves it', async () => {
    const created = await write(0, 'Moving sale', 'Sofa and a desk, unit 4B, this weekend.');
    const id = (created.body.result as { id: number }).id;
    const comment = await call('POST', `/comments/${id}`, resident(1), { body: 'Is the desk still there?' });
    expect(comment.status).toBe(201);
    expect((await call('GET', `/comments/${id}`, resident(2))).body.result).toEqual([
      expect.objectContaining({ body: 'Is the desk still there?' }),
    ]);
    expect((await call('POST', `/comments/${id}`, resident(1), { body: 'you idiot' })).status).toBe(400);
    expect((await call('POST', `/bulletinviews/${id}`, resident(1), {})).body.result).toEqual({ views: 1 });
    expect((await call('POST', `/bulletinvote/${id}`, resident(0), {})).body).toMatchObject({
      code: 'CONFLICT',
    });
    expect(
      (await call('POST', `/bulletinvote/${id}`, resident(1), { reason: 'Spam' })).body.result,
    ).toMatchObject({
      vote: 1,
      hidden: false,
    });
    expect((await call('POST', `/bulletinvote/${id}`, resident(1), {})).body).toMatchObject({
      code: 'CONFLICT',
    });
    await call('POST', `/bulletinvote/${id}`, resident(2), {});
    const third = await call('POST', `/bulletinvote/${id}`, resident(3), { reason: 'Not allowed' });
    expect(third.body.result).toMatchObject({ vote: 3, hidden: true });
    const board = (await call('POST', '/bulletinlistget', resident(1), {})).body.result as { id: number }[];
    expect(board.map((post) => post.id)).not.toContain(id);
    const queue = await call('POST', '/bulletinlistbystatus', admin, { status: 0 });
    expect(queue.body.result).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, pending_reason: 'reported', hidden: true })]),
    );
    const approved = await call('POST', `/bulletinstatus/${id}`, admin, { status: 1 });
    expect(approved.body.result).toMatchObject({ status: 1, hidden: false });
    const pinned = await call('POST', `/bulletinpriority/${id}`, admin, { priority: 1 });
    expect(pinned.body.result).toMatchObject({ priority: 1 });
    // Resident 2 has no post waiting (a resident's own waiting posts come first on their board).
    const first = (
      (await call('POST', '/bulletinlistget', resident(2), {})).body.result as { id: number }[]
    )[0];
    expect(first?.id).toBe(id);
    expect((await call('POST', `/bulletinstatus/${id}`, admin, { status: 2 })).body).toMatchObject({
      code: 'INVALID_PARAMS',
    });
    const read = await call('GET', `/bulletin/${id}`, admin);
    expect(read.body.result).toMatchObject({
      id,
      comment_list: [expect.objectContaining({ author: expect.any(String) })],
    });
  });

  it("keeps a business partner's staff token to its own buildings", async () => {
    const [post] = (await call('POST', '/bulletinlistget', resident(0), {})).body.result as { id: number }[];
    if (!post) throw new Error('no post');
    expect((await call('GET', `/bulletin/${post.id}`, partner)).status).toBe(403);
    expect((await call('POST', `/bulletinpriority/${post.id}`, partner, { priority: 1 })).status).toBe(403);
    expect((await call('POST', '/bulletinlistget', partner, { buid: buildingId })).status).toBe(403);
    const own = (await call('POST', '/bulletinlistget', partner, {})).body.result as { buid: number }[];
    expect(own.every((item) => item.buid !== buildingId)).toBe(true);
  });

  it('lets an API token moderate only through the acts it lists, within the buildings it is narrowed to', async () => {
    const owner = await db()
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'sysadmin')
      .executeTakeFirstOrThrow();
    const created = await portal.act('create api token', {
      t: admin,
      name: 'Board bot',
      owner: owner.id,
      acts: [56001, 56004],
      buildings: [buildingId],
      expires_at: new Date(portal.clock.now.getTime() + 30 * 86_400_000).toISOString(),
    });
    const token = created.body.data?.secret ?? '';
    expect(token).toMatch(/^bmt_/);
    const listed = await call('POST', '/bulletinlistget', token, {});
    const posts = listed.body.result as { id: number; buid: number }[];
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((item) => item.buid === buildingId)).toBe(true);
    const [first] = posts;
    if (!first) throw new Error('no post');
    expect((await call('POST', `/bulletinpriority/${first.id}`, token, { priority: 0 })).status).toBe(200);
    // Approving (56003) is not among its acts.
    expect((await call('POST', `/bulletinstatus/${first.id}`, token, { status: 1 })).body).toMatchObject({
      code: 'FORBIDDEN',
    });
    const elsewhere = await db()
      .selectFrom('community_posts')
      .select('id')
      .where('building_id', '!=', buildingId)
      .executeTakeFirstOrThrow();
    expect((await call('POST', `/bulletinpriority/${elsewhere.id}`, token, { priority: 0 })).status).toBe(
      403,
    );
  });

  it('lets residents delete only their own posts, and staff any post of their scope', async () => {
    const created = await write(2, 'Lost glove', 'Black leather, left hand, near the elevator.');
    const id = (created.body.result as { id: number }).id;
    expect((await call('POST', `/bulletindelete/${id}`, resident(1), {})).body).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await call('POST', `/bulletindelete/${id}`, resident(2), {})).body).toMatchObject({
      result: { id },
    });
    const again = await write(2, 'Lost glove', 'Black leather, right hand this time.');
    const second = (again.body.result as { id: number }).id;
    expect((await call('POST', `/bulletindelete/${second}`, admin, {})).status).toBe(200);
    expect((await call('GET', `/bulletin/${second}`, admin)).status).toBe(404);
  });

  it('limits each resident to a few posts an hour, counting per member, not per address', async () => {
    const before = await db()
      .selectFrom('community_posts')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('member_id', '=', memberIds[3] ?? 0)
      .executeTakeFirstOrThrow();
    for (let index = 0; index < RESIDENT_LIMITS.posts; index += 1) {
      expect((await write(3, `Note ${index}`, 'A short note.')).status).toBe(201);
    }
    const refused = await write(3, 'One more', 'A short note.');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    const after = await db()
      .selectFrom('community_posts')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('member_id', '=', memberIds[3] ?? 0)
      .executeTakeFirstOrThrow();
    expect(Number(after.count) - Number(before.count)).toBe(RESIDENT_LIMITS.posts);
    // Another resident from the same address is not held back.
    expect((await write(2, 'Plants to give away', 'Three spider plants.')).status).toBe(201);
  });
});

// Short-link clicks in Ad Analytics and the agent's report (issue 17, items 5 and 6): a click adds to its day's row
// under the agent and group the link advertises, and to Ad Analytics; an expired or unknown code counts nothing; the
// report downloads as PDF or CSV for the advertising roles only, and is sent by email with the PDF attached through
// the outbox to the agent's contact, or refused clearly when the agent has none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { rowCount, startAdPortal } from './ad-test-fixture.js';
import { dispatchDueMessages } from '../sms/message-dispatcher.js';
import { outboxProvider, type OutgoingMessage } from '../sms/message-provider.js';

describe.each(testDialects())('ad clicks and reports on %s', (dialect) => {
  let portal: TestPortal;
  let adadmin: string;
  let sysadmin: string;
  beforeAll(async () => {
    ({ portal, adadmin, sysadmin } = await startAdPortal(dialect));
  });
  afterAll(() => portal?.close());

  const db = () => portal.database.handle.db;
  const today = () => portal.clock.now.toISOString().slice(0, 10);
  const follow = (code: string) => portal.app.inject({ method: 'GET', url: `/r/${code}` });
  const agentId = async (name: string) =>
    (await db().selectFrom('ad_agents').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const allClicks = async () => {
    const row = await db()
      .selectFrom('ad_redirect_daily')
      .select((eb) => eb.fn.sum<number | string>('clicks').as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const period = () => ({ from: '2026-10-01', to: today() });

  it('counts a click in its day’s row and in Ad Analytics by agent, group, day and link', async () => {
    const agent = await agentId('Harbour Fitness');
    const group = await db()
      .selectFrom('ad_groups')
      .select('id')
      .where('agent_id', '=', agent)
      .executeTakeFirstOrThrow();
    const created = await portal.act('create redirect', {
      t: sysadmin,
      note: 'Harbour Fitness: free week',
      target: 'https://harbourfitness.example/free-week',
      group_id: group.id,
    });
    expect(created.status).toBe(200);
    // A group stands for its agent.
    expect(created.body.data).toMatchObject({
      agent_id: agent,
      agent_name: 'Harbour Fitness',
      group_id: group.id,
    });
    const code = created.body.data?.code ?? '';
    const before = await portal.act('ad analytics', {
      t: adadmin,
      ...period(),
      by: 'agent',
      agent_id: agent,
    });
    expect(before.status).toBe(200);
    const clicksBefore = before.body.data?.totals.clicks ?? -1;

    for (let click = 0; click < 3; click += 1) expect((await follow(code)).statusCode).toBe(302);

    const day = await db()
      .selectFrom('ad_redirect_daily')
      .selectAll()
      .where('redirect_id', '=', created.body.data?.id ?? 0)
      .execute();
    expect(day).toEqual([
      { day: today(), redirect_id: created.body.data?.id, agent_id: agent, group_id: group.id, clicks: 3 },
    ]);
    const listed = await portal.act('redirects', { t: sysadmin, q: 'free week' });
    expect(listed.body.data?.items[0]?.clicks).toBe(3);

    const after = await portal.act('ad analytics', { t: adadmin, ...period(), by: 'agent', agent_id: agent });
    expect(after.body.data?.totals.clicks).toBe(clicksBefore + 3);
    expect(after.body.data?.rows.find((row) => row.key === String(agent))?.clicks).toBe(clicksBefore + 3);
    expect(after.body.data?.days.find((entry) => entry.day === today())?.clicks).toBeGreaterThanOrEqual(3);
    const byGroup = await portal.act('ad analytics', {
      t: adadmin,
      ...period(),
      by: 'group',
      agent_id: agent,
    });
    expect(byGroup.body.data?.rows.find((row) => row.key === String(group.id))?.clicks).toBe(3);
    const byLink = await portal.act('ad analytics', { t: adadmin, ...period(), by: 'redirect' });
    expect(byLink.body.data?.rows).toContainEqual(
      expect.objectContaining({ label: 'Harbour Fitness: free week', detail: 'Harbour Fitness', clicks: 3 }),
    );
    // A click has no building: a question about one building counts none.
    const building = await db().selectFrom('buildings').select('id').orderBy('id').executeTakeFirstOrThrow();
    const inBuilding = await portal.act('ad analytics', {
      t: adadmin,
      ...period(),
      by: 'day',
      buid: building.id,
    });
    expect(inBuilding.body.data?.totals.clicks).toBe(0);
  });

  it('the seed gives the demo links weeks of daily clicks under their agents', async () => {
    const maple = await agentId('Maple Leaf Coffee');
    const result = await portal.act('ad analytics', {
      t: adadmin,
      from: '2026-09-20',
      to: '2026-11-01',
      by: 'day',
      agent_id: maple,
    });
    expect(result.body.data?.totals.clicks).toBeGreaterThan(100);
    expect(result.body.data?.days.filter((entry) => entry.clicks > 0).length).toBeGreaterThan(30);
    const link = await db()
      .selectFrom('ad_redirects')
      .select(['id', 'clicks'])
      .where('code', '=', 'MapleLatte')
      .executeTakeFirstOrThrow();
    const days = await db()
      .selectFrom('ad_redirect_daily')
      .select((eb) => eb.fn.sum<number | string>('clicks').as('n'))
      .where('redirect_id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(Number(days.n)).toBe(link.clicks);
  });

  it('counts nothing for an expired or unknown code', async () => {
    const before = await allClicks();
    const lobster = await db()
      .selectFrom('ad_redirects')
      .select('clicks')
      .where('code', '=', 'Lobster24')
      .executeTakeFirstOrThrow();
    expect((await follow('Lobster24')).statusCode).toBe(410);
    expect((await follow('NoSuchCode')).statusCode).toBe(404);
    expect(await allClicks()).toBe(before);
    const after = await db()
      .selectFrom('ad_redirects')
      .select('clicks')
      .where('code', '=', 'Lobster24')
      .executeTakeFirstOrThrow();
    expect(after.clicks).toBe(lobster.clicks);
  });

  it('links a link to an agent and refuses a group of another agent, writing nothing', async () => {
    const maple = await agentId('Maple Leaf Coffee');
    const prairieGroup = await db()
      .selectFrom('ad_groups')
      .select('id')
      .where('agent_id', '=', await agentId('Prairie Bank'))
      .executeTakeFirstOrThrow();
    const link = await db()
      .selectFrom('ad_redirects')
      .select(['id', 'agent_id', 'group_id'])
      .where('code', '=', 'PrairieRate')
      .executeTakeFirstOrThrow();
    const wrong = await portal.act('update redirect', {
      t: sysadmin,
      id: link.id,
      agent_id: maple,
      group_id: prairieGroup.id,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'INVALID_PARAMS', issues: [{ path: 'group_id' }] });
    const unknown = await portal.act('update redirect', { t: sysadmin, id: link.id, agent_id: 999_999 });
    expect(unknown.body).toMatchObject({ code: 'INVALID_PARAMS' });
    const kept = await db()
      .selectFrom('ad_redirects')
      .select(['agent_id', 'group_id'])
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ agent_id: link.agent_id, group_id: link.group_id });
    // A new agent alone lets the old agent's group go.
    const moved = await portal.act('update redirect', { t: sysadmin, id: link.id, agent_id: maple });
    expect(moved.body.data).toMatchObject({
      agent_id: maple,
      agent_name: 'Maple Leaf Coffee',
      group_id: null,
      group_name: '',
    });
    const unlinked = await portal.act('update redirect', { t: sysadmin, id: link.id, agent_id: null });
    expect(unlinked.body.data).toMatchObject({ agent_id: null, agent_name: '' });
  });

  const report = (format: 'pdf' | 'csv', query: string, token?: string) =>
    portal.app.inject({
      method: 'GET',
      url: `/api/ads/agent-report.${format}?${query}`,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });

  it('downloads an agent’s report as PDF or CSV for the advertising roles only', async () => {
    const maple = await agentId('Maple Leaf Coffee');
    const query = `agent_id=${maple}&from=2026-10-01&to=2026-11-01&language=fr`;
    const pdf = await report('pdf', query, adadmin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(
      'ad-report-maple-leaf-coffee-2026-10-01-2026-11-01.pdf',
    );
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const csv = await report('csv', query, adadmin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Rapport publicitaire');
    expect(csv.body).toContain('Maple Leaf Coffee');
    expect(csv.body).toContain('Clics sur les liens');

    expect((await report('pdf', query)).statusCode).toBe(401);
    expect((await report('pdf', query, 'not-a-token')).statusCode).toBe(401);
    for (const username of ['bdadmin', 'partneradmin']) {
      const refused = await report('pdf', query, await portal.login(username));
      expect(refused.statusCode, username).toBe(403);
      expect(refused.headers['content-type']).not.toBe('application/pdf');
    }
    expect((await report('pdf', `agent_id=${maple}&from=2026-11-02&to=2026-11-01`, adadmin)).statusCode).toBe(
      400,
    );
    expect((await report('pdf', `agent_id=999999&from=2026-10-01&to=2026-11-01`, adadmin)).statusCode).toBe(
      404,
    );
  });

  it('sends the report by email with the PDF attached to the agent’s contact, logged', async () => {
    const maple = await agentId('Maple Leaf Coffee');
    const sent = await portal.act('send ad report', {
      t: adadmin,
      agent_id: maple,
      from: '2026-10-01',
      to: '2026-11-01',
      language: 'en',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data?.recipient).toBe('avery.chen@mapleleafcoffee.example');
    const messageId = sent.body.data?.message_id ?? 0;
    const message = await db()
      .selectFrom('messages')
      .select(['channel', 'recipient', 'subject', 'status'])
      .where('id', '=', messageId)
      .executeTakeFirstOrThrow();
    expect(message).toMatchObject({
      channel: 'email',
      recipient: 'avery.chen@mapleleafcoffee.example',
      status: 'queued',
    });
    expect(message.subject).toContain('Maple Leaf Coffee');
    const files = await db()
      .selectFrom('message_attachments')
      .selectAll()
      .where('message_id', '=', messageId)
      .execute();
    expect(files).toHaveLength(1);
    expect(files[0]?.mime).toBe('application/pdf');
    expect(
      Buffer.from(files[0]?.content ?? [])
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    const log = await db()
      .selectFrom('operation_log')
      .select(['category', 'message'])
      .where('operation', '=', 'ad-report-sent')
      .executeTakeFirstOrThrow();
    expect(log).toEqual({
      category: 'Ad',
      message:
        'Report of ad agent Maple Leaf Coffee sent: 2026-10-01 to 2026-11-01, to avery.chen@mapleleafcoffee.example',
    });

    // The dispatcher hands the file to the provider with the message.
    const outgoing: OutgoingMessage[] = [];
    await dispatchDueMessages(
      db(),
      {
        sms: outboxProvider,
        email: { name: 'test-mail', send: async (sentMessage) => void outgoing.push(sentMessage) },
      },
      portal.clock.now,
    );
    const mail = outgoing.filter((each) => each.id === messageId);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.recipient).toBe('avery.chen@mapleleafcoffee.example');
    expect(mail[0]?.attachments).toHaveLength(1);
    expect(mail[0]?.attachments?.[0]?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('refuses an agent without contact email clearly, and other levels, writing nothing', async () => {
    const created = await portal.act('create ad agent', {
      t: adadmin,
      name: 'Quiet Bookshop',
      gname: '',
      contact_name: '',
      contact_email: '',
      contact_phone: '',
      contract_start: '2026-10-01',
      contract_end: null,
    });
    expect(created.status).toBe(200);
    const countMessages = () => rowCount(portal, 'messages');
    const before = await countMessages();
    const params = { agent_id: created.body.data?.id ?? 0, from: '2026-10-01', to: '2026-11-01' };
    const refused = await portal.act('send ad report', { t: adadmin, ...params });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'INVALID_PARAMS',
      msg: expect.stringContaining('Quiet Bookshop has no contact email'),
    });
    const maple = await agentId('Maple Leaf Coffee');
    for (const username of ['bdadmin', 'partneradmin']) {
      const other = await portal.act('send ad report', {
        t: await portal.login(username),
        ...params,
        agent_id: maple,
      });
      expect(other.status, username).toBe(403);
    }
    expect(await countMessages()).toBe(before);
  });
});

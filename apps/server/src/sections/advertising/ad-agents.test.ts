// Ad Agents (acts 53001–53004): advertising admins (6) and system admins of the operator (10) list, create, edit and
// (de)activate advertisers; everyone else is refused, and bad input is refused field by field with nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';
import { rowCount, startAdPortal } from './ad-test-fixture.js';

const NEW_AGENT = {
  name: 'Lakeshore Dental',
  gname: 'Northbound Media',
  contact_name: 'Robin Lee',
  contact_email: 'robin@lakeshoredental.example',
  contact_phone: '(416) 555-0107',
  contract_start: '2026-11-01',
  contract_end: '2027-04-30',
};

describe.each(testDialects())('ad agents on %s', (dialect) => {
  let portal: TestPortal;
  let adadmin: string;
  let sysadmin: string;
  beforeAll(async () => {
    ({ portal, adadmin, sysadmin } = await startAdPortal(dialect));
  });
  afterAll(() => portal?.close());

  const agentCount = () => rowCount(portal, 'ad_agents');

  it('lists the demo agents, paged, searched and filtered by state', async () => {
    const all = await portal.act('ad agents', { t: adadmin, count: 3 });
    expect(all.status).toBe(200);
    expect(all.body.data?.total).toBeGreaterThanOrEqual(8);
    expect(all.body.data?.items).toHaveLength(3);
    const names = all.body.data?.items.map((agent) => agent.name) ?? [];
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const group = await portal.act('ad agents', { t: adadmin, q: 'northbound' });
    expect(group.body.data?.items.length).toBeGreaterThanOrEqual(3);
    expect(group.body.data?.items.every((agent) => agent.gname === 'Northbound Media')).toBe(true);

    const inactive = await portal.act('ad agents', { t: sysadmin, state: 'inactive' });
    expect(inactive.body.data?.items.map((agent) => agent.name)).toEqual(['Atlantic Seafood Market']);
    expect(inactive.body.data?.items[0]?.active).toBe(false);

    const wildcard = await portal.act('ad agents', { t: adadmin, q: '%' });
    expect(wildcard.body.data?.total).toBe(0);
  });

  it('creates an agent with its contact and contract, logs it, and refuses a second of the same name', async () => {
    const { status, body } = await portal.act('create ad agent', { t: adadmin, ...NEW_AGENT });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      name: 'Lakeshore Dental',
      gname: 'Northbound Media',
      contact_phone: '4165550107',
      contract_end: '2027-04-30',
      active: true,
      groups: 0,
    });
    const log = await portal.database.handle.db
      .selectFrom('operation_log')
      .select(['category', 'message', 'username'])
      .where('operation', '=', 'ad-agent-created')
      .executeTakeFirstOrThrow();
    expect(log).toEqual({
      category: 'Ad',
      message: 'Ad agent Lakeshore Dental created',
      username: 'adadmin',
    });

    const before = await agentCount();
    const again = await portal.act('create ad agent', {
      t: sysadmin,
      ...NEW_AGENT,
      name: 'LAKESHORE dental',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', issues: [{ path: 'name' }] });
    expect(await agentCount()).toBe(before);
  });

  it('edits only what is sent, checks the period against the stored half, and (de)activates', async () => {
    const created = await portal.act('create ad agent', {
      t: sysadmin,
      ...NEW_AGENT,
      name: 'Bayview Books',
      contract_end: null,
    });
    const id = created.body.data?.id;
    const edited = await portal.act('update ad agent', { t: adadmin, id, contact_name: 'Kim Park' });
    expect(edited.body.data).toMatchObject({
      contact_name: 'Kim Park',
      contact_email: NEW_AGENT.contact_email,
    });

    const backwards = await portal.act('update ad agent', { t: adadmin, id, contract_end: '2026-10-01' });
    expect(backwards.body).toMatchObject({ code: 'INVALID_PARAMS', issues: [{ path: 'contract_end' }] });

    const nothing = await portal.act('update ad agent', { t: adadmin, id, contact_name: 'Kim Park' });
    expect(nothing.body).toMatchObject({ code: 'INVALID_PARAMS' });

    const off = await portal.act('set ad agent active', { t: adadmin, id, active: false });
    expect(off.body.data?.active).toBe(false);
    const listed = await portal.act('ad agents', { t: adadmin, state: 'active', q: 'Bayview' });
    expect(listed.body.data?.total).toBe(0);
    const on = await portal.act('set ad agent active', { t: sysadmin, id, active: true });
    expect(on.body.data?.active).toBe(true);
    const operations = await portal.database.handle.db
      .selectFrom('operation_log')
      .select('operation')
      .where('message', 'like', '%Bayview Books%')
      .orderBy('id')
      .execute();
    expect(operations.map((row) => row.operation)).toEqual([
      'ad-agent-created',
      'ad-agent-updated',
      'ad-agent-deactivated',
      'ad-agent-activated',
    ]);
  });

  it('refuses bad input field by field and writes nothing', async () => {
    const before = await agentCount();
    for (const [field, value] of [
      ['name', ''],
      ['contact_email', 'not-an-email'],
      ['contact_phone', '12'],
      ['contract_start', '2026-02-30'],
      ['contract_start', 'tomorrow'],
      ['contract_end', '2026-10-31'],
    ] as const) {
      const { status, body } = await portal.act('create ad agent', {
        t: adadmin,
        ...NEW_AGENT,
        name: `Other ${field}`,
        [field]: value,
      });
      expect(status, `${field}=${value}`).toBe(400);
      expect(body, field).toMatchObject({ code: 'INVALID_PARAMS', issues: [{ path: field }] });
    }
    const missing = await portal.act('update ad agent', { t: adadmin, id: 999_999, contact_name: 'X' });
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND' });
    expect(await agentCount()).toBe(before);
  });

  it('is for advertising admins and system admins of the operator only', async () => {
    const before = await agentCount();
    const someone = (await portal.act('ad agents', { t: adadmin, count: 1 })).body.data?.items[0];
    for (const username of ['partneradmin', 'bdadmin', 'parceladmin', 'metro']) {
      const token = await portal.login(username);
      expect((await portal.act('ad agents', { t: token })).status, username).toBe(403);
      const created = await portal.act('create ad agent', { t: token, ...NEW_AGENT, name: `By ${username}` });
      expect(created.status, username).toBe(403);
      const toggled = await portal.act('set ad agent active', { t: token, id: someone?.id, active: false });
      expect(toggled.status, username).toBe(403);
    }
    expect((await portal.act('ad agents', {})).body).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await agentCount()).toBe(before);
  });
});

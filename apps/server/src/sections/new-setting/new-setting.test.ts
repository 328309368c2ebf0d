// New building (act 52060): a system admin of the operator creates a building that every other page can use at once;
// bad input, a duplicate name and other roles are refused, and nothing is written then.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';

const NEW_BUILDING = {
  bname: 'Harbourfront Lofts',
  baddr: '10 Queens Quay W|Toronto|ON|M5J 2R9|Canada',
  timezone: 'America/Toronto',
  contacts: ['Dana Ortiz#Superintendent#4165550142#dana@harbourfront.example'],
  overdue_hours: 48,
  reminder_every_hours: 12,
  reminder_limit: 2,
  notify_language: 'fr',
};

describe.each(testDialects())('new building on %s', (dialect) => {
  let portal: TestPortal;
  let admin: string;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    admin = await portal.login('sysadmin');
  });
  afterAll(() => portal?.close());

  const buildingCount = async () =>
    Number(
      (
        await portal.database.handle.db
          .selectFrom('buildings')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('creates a building with its settings, logs it, and the building lists show it', async () => {
    const { status, body } = await portal.act('create building', { t: admin, ...NEW_BUILDING });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ret: 1,
      data: {
        bname: 'Harbourfront Lofts',
        baddr: NEW_BUILDING.baddr,
        partner: 'BB',
        timezone: 'America/Toronto',
        contacts: NEW_BUILDING.contacts,
        overdue_hours: 48,
        reminder_every_hours: 12,
        reminder_limit: 2,
        notify_language: 'fr',
        lockers: [],
      },
    });
    const buid = (body as { data: { buid: number } }).data.buid;
    const listed = await portal.act('settings buildings', { t: admin, q: 'Harbourfront' });
    expect(
      (listed.body as { data: { items: { buid: number }[] } }).data.items.map((row) => row.buid),
    ).toContain(buid);
    const log = await portal.database.handle.db
      .selectFrom('operation_log')
      .select(['operation', 'category', 'message', 'username'])
      .where('operation', '=', 'building-created')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      category: 'Locker-setting',
      username: 'sysadmin',
      message: 'Building Harbourfront Lofts created: 10 Queens Quay W, Toronto, ON (America/Toronto)',
    });
  });

  it('refuses a second building of the same name, whatever its case', async () => {
    const before = await buildingCount();
    const { status, body } = await portal.act('create building', {
      t: admin,
      ...NEW_BUILDING,
      bname: 'HARBOURFRONT lofts',
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'CONFLICT', issues: [{ path: 'bname' }] });
    expect(await buildingCount()).toBe(before);
  });

  it('refuses bad input field by field and writes nothing', async () => {
    const before = await buildingCount();
    for (const [field, value] of [
      ['timezone', 'Mars/Olympus_Mons'],
      ['baddr', 'somewhere'],
      ['contacts', ['#no name#1#a@b.c']],
      ['reminder_every_hours', 100],
      ['partner', 'NOPE'],
      ['bname', ''],
    ] as const) {
      const { body } = await portal.act('create building', {
        t: admin,
        ...NEW_BUILDING,
        bname: 'Other',
        [field]: value,
      });
      expect(body, field).toMatchObject({ code: 'INVALID_PARAMS' });
      expect(JSON.stringify(body), field).toContain(field);
    }
    expect(await buildingCount()).toBe(before);
  });

  it('is for system admins of the operator only', async () => {
    const before = await buildingCount();
    for (const username of ['partneradmin', 'bdadmin', 'parceladmin']) {
      const token = await portal.login(username);
      const { status } = await portal.act('create building', {
        t: token,
        ...NEW_BUILDING,
        bname: `By ${username}`,
      });
      expect(status, username).toBe(403);
    }
    expect(await buildingCount()).toBe(before);
  });
});

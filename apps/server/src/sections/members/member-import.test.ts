// CSV import of residents (acts 55007, 55008) on both databases: the preview's verdict per row, applying in one
// transaction, a second apply of the same file changing nothing, broken files and rows refused whole, and scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';
import { testDialects } from '../../../test/support/test-dialects.js';

describe.each(testDialects())('member import on %s', (dialect) => {
  let portal: TestPortal;
  let manager: string;
  let buid: number;
  let existing: { name: string; unit: string; phone: string; email: string };
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    manager = await portal.login('bdadmin');
    buid = (await portal.managedBuildings('bdadmin'))[0] as number;
    const row = await portal.database.handle.db
      .selectFrom('members')
      .select(['name', 'unit', 'phones', 'email'])
      .where('building_id', '=', buid)
      .where('status', '=', 'active')
      .where('email', '!=', '')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    existing = { ...row, phone: (JSON.parse(row.phones) as string[])[0] ?? '' };
  });
  afterAll(() => portal?.close());

  const db = () => portal.database.handle.db;
  const counts = async () => {
    const members = await db()
      .selectFrom('members')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const log = await db()
      .selectFrom('operation_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const updated = await db()
      .selectFrom('members')
      .select((eb) => eb.fn.max('updated_at').as('at'))
      .executeTakeFirstOrThrow();
    return [Number(members.n), Number(log.n), updated.at];
  };

  // Semicolons, a BOM, quotes around a cell with the separator in it, a phone written three ways, an alias header.
  const file = () =>
    [
      '\uFEFFName;Apt;Phone;E-mail;Language',
      `"Okafor; Ada";1501;(416) 555-0061;ada.okafor@example.com;fr`,
      `${existing.name};${existing.unit};${existing.phone};${existing.email};`,
      `${existing.name};9999;${existing.phone};;`,
      `Okafor Ada again;1501;416.555.0061;;`,
      `No Contact;12;;;`,
      `Bad Phone;13;12345;;`,
      `Ben Chu;1402;+1 647 555 0062;ben.chu@example.com;pt`,
    ].join('\n');

  it('previews each row with its verdict and reason and writes nothing', async () => {
    const before = await counts();
    const { status, body } = await portal.act('preview member import', { t: manager, buid, csv: file() });
    expect(status, JSON.stringify(body)).toBe(200);
    const rows = body.data?.rows ?? [];
    expect(rows.map((row) => [row.line, row.verdict])).toEqual([
      [2, 'new'],
      [3, 'unchanged'],
      [4, 'duplicate'],
      [5, 'duplicate'],
      [6, 'error'],
      [7, 'error'],
      [8, 'new'],
    ]);
    expect(rows[0]).toMatchObject({
      name: 'Okafor; Ada',
      phones: ['+14165550061'],
      email: 'ada.okafor@example.com',
    });
    expect(rows[3]?.reason).toBe('same phone or email as line 2');
    expect(rows[4]?.reason).toBe('phone: give a phone number or an email address');
    expect(rows[5]?.reason).toBe('phone: not a valid phone number');
    expect(body.data?.counts).toEqual({ new: 2, update: 0, unchanged: 1, duplicate: 2, error: 2 });
    expect(await counts()).toEqual(before);
  });

  it('refuses to apply a file with error rows, and writes nothing', async () => {
    const before = await counts();
    const { status, body } = await portal.act('apply member import', { t: manager, buid, csv: file() });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'INVALID_PARAMS' });
    expect(body.msg).toContain('2 rows with errors');
    expect(JSON.stringify(body.issues)).toContain('line 6');
    expect(await counts()).toEqual(before);
  });

  it('applies in one go, and the same file again changes nothing', async () => {
    const clean = file()
      .split('\n')
      .filter((line) => !line.startsWith('No Contact') && !line.startsWith('Bad Phone'))
      .join('\n')
      .replace(`${existing.name};9999;`, `${existing.name};2201;`);
    const preview = await portal.act('preview member import', { t: manager, buid, csv: clean });
    expect(preview.body.data?.counts).toEqual({ new: 2, update: 0, unchanged: 1, duplicate: 2, error: 0 });

    const first = await portal.act('apply member import', { t: manager, buid, csv: clean });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data?.counts).toMatchObject({ new: 2, update: 0 });
    const ada = await db()
      .selectFrom('members')
      .selectAll()
      .where('building_id', '=', buid)
      .where('name', '=', 'Okafor; Ada')
      .executeTakeFirstOrThrow();
    expect(ada).toMatchObject({
      unit: '1501',
      email: 'ada.okafor@example.com',
      language: 'fr',
      status: 'active',
    });
    const detail = await portal.act('member detail', { t: manager, id: ada.id });
    expect(detail.body.data?.history[0]?.operation).toBe('members-imported');

    const after = await counts();
    const again = await portal.act('apply member import', { t: manager, buid, csv: clean });
    expect(again.body.data?.counts).toEqual({ new: 0, update: 0, unchanged: 3, duplicate: 2, error: 0 });
    expect(await counts()).toEqual(after);
  });

  it('updates a matched member with what the row changes', async () => {
    const csv = `name,unit,phone\n${existing.name},777,${existing.phone}\n`;
    const preview = await portal.act('preview member import', { t: manager, buid, csv });
    expect(preview.body.data?.rows[0]).toMatchObject({ verdict: 'update', changes: ['unit'] });
    await portal.act('apply member import', { t: manager, buid, csv });
    const row = await db()
      .selectFrom('members')
      .select(['unit', 'email'])
      .where('building_id', '=', buid)
      .where('phones', 'like', `%${existing.phone}%`)
      .where('status', '!=', 'moved-out')
      .executeTakeFirstOrThrow();
    // The empty email cell kept the member's email.
    expect(row).toEqual({ unit: '777', email: existing.email });
  });

  it('refuses a file it cannot read, with the reason', async () => {
    for (const [csv, reason] of [
      ['phone,email\n4165550063,a@example.com', 'no name column'],
      ['name,unit\n"Unclosed,1', 'line'],
      ['', 'empty'],
    ] as const) {
      const { status, body } = await portal.act('preview member import', { t: manager, buid, csv });
      expect(status, csv).toBe(400);
      expect(body, csv).toMatchObject({ code: 'INVALID_PARAMS' });
      expect(JSON.stringify(body), csv).toContain(reason);
    }
  });

  it("keeps an import to the caller's buildings", async () => {
    const outside = await db()
      .selectFrom('buildings')
      .select('id')
      .where('id', 'not in', await portal.managedBuildings('bdadmin'))
      .executeTakeFirstOrThrow();
    const before = await counts();
    const { status } = await portal.act('apply member import', {
      t: manager,
      buid: outside.id,
      csv: 'name,unit,phone\nIntruder,1,4165550064\n',
    });
    expect(status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

// GET /api/parcels/export.csv: the current filter as CSV, scoped, streamed in many chunks at 100,000 rows.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import { seedLargeParcels } from '../../src/db/seed/large.js';
import { csvField } from '@bluemanager/protocol';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';
import { testDialects } from '../support/test-dialects.js';

const LARGE = 100_000;

describe('csv fields', () => {
  it('quotes separators and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField(null)).toBe('');
    expect(csvField(-5)).toBe('-5');
  });
});

describe.each(testDialects())('parcel CSV export on %s', (dialect) => {
  let portal: TestPortal;
  let db: Kysely<Database>;
  let address: string;
  let admin: string;
  let bdadmin: string;
  beforeAll(async () => {
    portal = await startTestPortal(dialect);
    db = portal.database.handle.db;
    admin = await portal.login('sysadmin');
    bdadmin = await portal.login('bdadmin');
    address = await portal.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => portal?.close());

  const exportCsv = (token: string | undefined, query = '') =>
    fetch(`${address}/api/parcels/export.csv${query}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('refuses without a token, to other roles, for a short substring and for another building', async () => {
    const none = await exportCsv(undefined);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await exportCsv(await portal.login('adadmin'))).status).toBe(403);
    const short = await exportCsv(admin, '?p=55');
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      code: 'INVALID_PARAMS',
      msg: expect.stringMatching(/at least 3/),
    });
    const managed = await portal.managedBuildings('bdadmin');
    const foreign = await db
      .selectFrom('buildings')
      .select('id')
      .where('id', 'not in', managed)
      .executeTakeFirstOrThrow();
    expect((await exportCsv(bdadmin, `?buid=${foreign.id}`)).status).toBe(403);
  });

  it("exports the filter within the caller's scope", async () => {
    const response = await exportCsv(bdadmin, '?state=pending');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="parcels-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,state,carrier,recipient,phone,email,building,locker,compartment,deposited,due,collected,overdue,abnormal,reason,unattended,note',
    );
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'bdadmin')
      .executeTakeFirstOrThrow();
    const { count } = await db
      .selectFrom('parcels')
      .innerJoin('user_buildings', 'user_buildings.building_id', 'parcels.building_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_buildings.user_id', '=', user.id)
      .where('parcels.state', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(lines.length - 1).toBe(Number(count));
    expect(lines.slice(1).every((line) => line.split(',')[1] === 'pending')).toBe(true);
  });

  it('answers a failing query with an error status before any of the body, not a 200 cut short', async () => {
    // The parcel query joins the compartments: without them it fails on its first batch.
    await sql`ALTER TABLE compartments RENAME TO compartments_away`.execute(db);
    try {
      const response = await exportCsv(admin, '?state=pending');
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({ code: 'INTERNAL' });
    } finally {
      await sql`ALTER TABLE compartments_away RENAME TO compartments`.execute(db);
    }
    expect((await exportCsv(admin, '?state=pending')).status).toBe(200);
  });

  it('exports the header alone when nothing matches', async () => {
    const response = await exportCsv(admin, '?id=2147483647');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(
      'id,state,carrier,recipient,phone,email,building,locker,compartment,deposited,due,collected,overdue,abnormal,reason,unattended,note\r\n',
    );
  });

  it('streams 100,000 rows in many chunks', async () => {
    await seedLargeParcels(db, { count: LARGE, now: portal.clock.now });
    const { count } = await db
      .selectFrom('parcels')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const response = await exportCsv(admin);
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    let chunks = 0;
    let lineBreaks = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      for (const byte of value) if (byte === 10) lineBreaks += 1;
    }
    expect(lineBreaks).toBe(Number(count) + 1);
    // One chunk per batch of 1,000 rows at least: the body is never built whole.
    expect(chunks).toBeGreaterThanOrEqual(Math.floor(Number(count) / 1000));
  }, 240_000);
});

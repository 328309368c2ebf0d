// The substring search index: used by the queries, kept in step with the parcels, and literal about wildcards.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import { searchTextContains } from '../../src/sections/parcels/parcel-search-index.js';
import { dialectOf } from '../../src/sections/parcels/dialect-of.js';
import { depositInto, freeCompartment, seededDatabase } from '../support/parcel-fixtures.js';
import type { TestDatabase } from '../support/test-database.js';
import { SEED_NOW } from '../support/test-portal.js';
import { testDialects } from '../support/test-dialects.js';

describe.each(testDialects())('parcel search index on %s', (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  beforeAll(async () => {
    database = await seededDatabase(dialect);
    db = database.handle.db;
  });
  afterAll(() => database?.drop());

  const find = async (text: string) =>
    (
      await db
        .selectFrom('parcels')
        .select('id')
        .where((eb) =>
          searchTextContains(dialectOf(db), eb.ref('parcels.id'), eb.ref('parcels.search_text'), text),
        )
        .execute()
    ).map((row) => row.id);

  it('finds what a scan finds, case-insensitively', async () => {
    const sample = await db
      .selectFrom('parcels')
      .select(['id', 'phone', 'email'])
      .where('email', '!=', '')
      .executeTakeFirstOrThrow();
    for (const text of [sample.phone.slice(2, 9), sample.email.slice(0, 5).toUpperCase(), 'canada post']) {
      const scanned = (
        await db
          .selectFrom('parcels')
          .select('id')
          .where(sql<boolean>`lower(search_text) like ${`%${text.toLowerCase()}%`}`)
          .execute()
      ).map((row) => row.id);
      expect(scanned.length).toBeGreaterThan(0);
      expect((await find(text)).sort((a, b) => a - b)).toEqual(scanned.sort((a, b) => a - b));
    }
  });

  it('follows inserts and updates of the search text', async () => {
    const { parcelId } = await depositInto(db, await freeCompartment(db), SEED_NOW, {
      email: 'zebra.quartz@example.org',
    });
    expect(await find('zebra.quartz')).toEqual([parcelId]);
    await db
      .updateTable('parcels')
      .set({ search_text: 'Amazon 4165550000 yak.umber@example.org' })
      .where('id', '=', parcelId)
      .execute();
    expect(await find('zebra.quartz')).toEqual([]);
    expect(await find('yak.umber')).toEqual([parcelId]);
  });

  it('takes quotes and LIKE wildcards literally', async () => {
    expect(await find('%%%')).toEqual([]);
    expect(await find('___')).toEqual([]);
    expect(await find('"a" OR b')).toEqual([]);
  });

  it('answers through the index, not a scan', async () => {
    const query = db
      .selectFrom('parcels')
      .select('id')
      .where((eb) =>
        searchTextContains(dialectOf(db), eb.ref('parcels.id'), eb.ref('parcels.search_text'), '5550123'),
      )
      .compile();
    if (dialect === 'sqlite') {
      const { rows } = await db.executeQuery<{ detail: string }>({
        ...query,
        sql: `explain query plan ${query.sql}`,
      });
      expect(rows.map((row) => row.detail).join('\n')).toMatch(/VIRTUAL TABLE INDEX/);
      return;
    }
    // At demo size a scan is cheaper and the planner rightly picks it; forbidding scans shows the index serves.
    const plan = await db.connection().execute(async (connection) => {
      await sql`set enable_seqscan = off`.execute(connection);
      const { rows } = await connection.executeQuery<{ 'QUERY PLAN': string }>({
        ...query,
        sql: `explain ${query.sql}`,
      });
      await sql`reset enable_seqscan`.execute(connection);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('parcels_search_trgm');
  });
});

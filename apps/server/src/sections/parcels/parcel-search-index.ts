// Substring search over the parcels' search text (carrier, phone, email, recipient) that does not scan the table:
// SQLite keeps an FTS5 trigram index in step through triggers, PostgreSQL a pg_trgm GIN index on lower(text).
// Both answer "contains this text, case-insensitively" for texts of at least three characters, which is why
// MIN_SEARCH_LENGTH (protocol) is three: a shorter text has no trigram to look up and would scan.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import { containsText } from '../../db/text-match.js';

async function trigramSchema(db: Kysely<unknown>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema;
}

/**
 * pg_trgm is database-wide. It goes into public, not the current schema, so dropping one schema (tests use one
 * each) never drops the extension from under the others; the operator class is then named with its schema.
 */
async function ensureTrigramExtension(db: Kysely<unknown>): Promise<string> {
  const existing = await trigramSchema(db);
  if (existing) return existing;
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  } catch (error) {
    // Another migration created it at the same moment; what matters is that it is there now.
    if (!(await trigramSchema(db))) throw error;
  }
  const created = await trigramSchema(db);
  if (!created) throw new Error('the pg_trgm extension could not be created');
  return created;
}

export async function createParcelSearchIndex(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    const schema = await ensureTrigramExtension(db);
    await sql`create index parcels_search_trgm on parcels
      using gin (lower(search_text) ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
    return;
  }
  await sql`create virtual table parcels_fts using fts5(
      search_text, content='parcels', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`create trigger parcels_fts_insert after insert on parcels begin
      insert into parcels_fts(rowid, search_text) values (new.id, new.search_text);
    end`.execute(db);
  await sql`create trigger parcels_fts_delete after delete on parcels begin
      insert into parcels_fts(parcels_fts, rowid, search_text) values ('delete', old.id, old.search_text);
    end`.execute(db);
  await sql`create trigger parcels_fts_update after update of search_text on parcels begin
      insert into parcels_fts(parcels_fts, rowid, search_text) values ('delete', old.id, old.search_text);
      insert into parcels_fts(rowid, search_text) values (new.id, new.search_text);
    end`.execute(db);
  await sql`insert into parcels_fts(parcels_fts) values ('rebuild')`.execute(db);
}

/** An FTS5 phrase: inside double quotes every character is literal, a double quote is written twice. */
export function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * The parcels whose search text contains `text` (at least MIN_SEARCH_LENGTH characters), through the index.
 * `idColumn` and `textColumn` are the parcel's id and search_text in the query at hand.
 */
export function searchTextContains(
  dialect: DialectName,
  idColumn: Expression<number>,
  textColumn: Expression<string>,
  text: string,
): Expression<SqlBool> {
  if (dialect === 'postgres') return containsText(textColumn, text);
  return sql<SqlBool>`${idColumn} in (select rowid from parcels_fts where parcels_fts match ${ftsPhrase(text)})`;
}

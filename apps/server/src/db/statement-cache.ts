import type { Database as BetterSqlite } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const CACHE_LIMIT = 500;

/**
 * Kysely prepares every query afresh; preparing costs more than running a small query, so statements are kept by
 * their SQL text. Reuse is safe because Kysely runs one query at a time on the single SQLite connection.
 */
export function withStatementCache(database: BetterSqlite): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        // Drop the oldest entry; query texts are few, so this rarely happens outside ad-hoc statements.
        if (statements.size >= CACHE_LIMIT) statements.delete(statements.keys().next().value ?? '');
        statement = database.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

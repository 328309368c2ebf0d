import { sql, type Expression, type SqlBool } from 'kysely';

/** Escapes LIKE wildcards so a search for "50%" finds that text and not everything. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Case-insensitive substring match; SQLite has no default LIKE escape character, so it is named for both. */
export function containsText(column: Expression<string>, text: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${column}) like ${likePattern(text)} escape '\\'`;
}

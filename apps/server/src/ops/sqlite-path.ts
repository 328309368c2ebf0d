// The SQLite file a DATABASE_URL names, for the operations commands; they act on the same database as the server.
export const DEFAULT_DATABASE_URL = 'sqlite:data/portal.sqlite';

export function sqlitePathOf(databaseUrl: string | undefined): string {
  const url = databaseUrl || DEFAULT_DATABASE_URL;
  if (!url.startsWith('sqlite:')) {
    throw new Error(
      'DATABASE_URL names a PostgreSQL database: back it up with pg_dump -Fc and restore it with pg_restore ' +
        "(see the README's Operations part).",
    );
  }
  const path = url.slice('sqlite:'.length);
  if (path === ':memory:')
    throw new Error('DATABASE_URL names an in-memory database: there is nothing to back up.');
  return path;
}

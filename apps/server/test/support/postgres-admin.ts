// The test PostgreSQL's administration: one statement on a connection of its own (CREATE and DROP DATABASE cannot
// run in a pool's transaction), and the URL of one of its databases.
import pg from 'pg';
import { TEST_POSTGRES_URL } from './test-dialects.js';

export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL tests need a server at ${TEST_POSTGRES_URL} (set TEST_POSTGRES_URL, or DB_DIALECTS=sqlite to run ` +
        `SQLite only): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** TEST_POSTGRES_URL with another database name: the server, user and options stay. */
export function postgresUrlOf(database: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

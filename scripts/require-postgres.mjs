// PostgreSQL is required by the integration tests; this says how to provide it when it is missing.
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const testPostgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function checkPostgres() {
  const client = new pg.Client({ connectionString: testPostgresUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      message:
        `The integration tests run on PostgreSQL as well as SQLite, and no PostgreSQL answered at ${testPostgresUrl} ` +
        `(${error.message}).\nStart one (for example: apt-get install -y postgresql && service postgresql start, ` +
        `with trust auth for 127.0.0.1) or point TEST_POSTGRES_URL at one, e.g. ` +
        `TEST_POSTGRES_URL=postgres://user:password@host:5432/db npm test.`,
    };
  } finally {
    await client.end().catch(() => {});
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await checkPostgres();
  if (!result.ok) {
    console.error(result.message);
    process.exit(1);
  }
}

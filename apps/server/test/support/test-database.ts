// A fresh, migrated database per test file: a temp SQLite file, or a throwaway schema in the test PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgres, openSqlite, type DatabaseHandle } from '../../src/db/connect.js';
import type { DialectName } from '../../src/db/dialect.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { TEST_POSTGRES_URL } from './test-dialects.js';

export interface TestDatabase {
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

async function adminQuery(text: string): Promise<void> {
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

// A test may already have closed the handle to see what happens without a database.
const closeQuietly = (handle: DatabaseHandle) => handle.close().catch(() => undefined);

export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'bluemanager-test-'));
    const handle = openSqlite(join(dir, 'portal.sqlite'));
    await migrateToLatest(handle);
    return {
      handle,
      drop: async () => {
        await closeQuietly(handle);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `bm_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(`create schema ${schema}`);
  const handle = openPostgres(TEST_POSTGRES_URL, { schema, maxConnections: 4 });
  await migrateToLatest(handle);
  return {
    handle,
    drop: async () => {
      await closeQuietly(handle);
      await adminQuery(`drop schema ${schema} cascade`);
    },
  };
}

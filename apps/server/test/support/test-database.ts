// A fresh database per test file, copied from the run's templates (database-templates.ts, the global setup): a
// temp SQLite file, or a database of its own in the test PostgreSQL. 'migrated' is empty tables; 'seeded' holds the
// demo network seeded at SEED_NOW.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openPostgres, openSqlite, type DatabaseHandle } from '../../src/db/connect.js';
import type { DialectName } from '../../src/db/dialect.js';
import { adminQuery, postgresUrlOf } from './postgres-admin.js';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** How another process or another handle opens the same database: 'sqlite:<file>' or a postgres:// URL. */
  url: string;
  drop(): Promise<void>;
}

export type TemplateName = 'migrated' | 'seeded';

// A test may already have closed the handle to see what happens without a database.
const closeQuietly = (handle: DatabaseHandle) => handle.close().catch(() => undefined);

function templatesOf(dialect: DialectName) {
  const templates = inject('databaseTemplates')[dialect];
  if (!templates) throw new Error(`No ${dialect} template: the run's DB_DIALECTS leaves ${dialect} out.`);
  return templates;
}

const DROP_TRIES = 50;
const DROP_PAUSE_MS = 100;

/**
 * Drops a test database once its connections are gone. Forcing it at once would kill a connection still ending
 * (or one a test left open), whose pool then throws the termination as an uncaught error; so the drop waits up to
 * five seconds for them, and only then forces.
 */
async function dropDatabase(name: string): Promise<void> {
  for (let attempt = 0; attempt < DROP_TRIES; attempt += 1) {
    try {
      await adminQuery(`drop database if exists ${name}`);
      return;
    } catch (error) {
      if (!(error instanceof Error && /being accessed by other users/.test(error.message))) throw error;
      await new Promise((resolve) => setTimeout(resolve, DROP_PAUSE_MS));
    }
  }
  await adminQuery(`drop database if exists ${name} with (force)`);
}

export async function createTestDatabase(
  dialect: DialectName,
  template: TemplateName = 'migrated',
): Promise<TestDatabase> {
  const source = templatesOf(dialect)[template];
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'bluemanager-test-'));
    const file = join(dir, 'portal.sqlite');
    copyFileSync(source, file);
    const handle = openSqlite(file);
    return {
      handle,
      url: `sqlite:${file}`,
      drop: async () => {
        await closeQuietly(handle);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `bm_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(`create database ${name} template ${source}`);
  const url = postgresUrlOf(name);
  const handle = openPostgres(url, { maxConnections: 4 });
  return {
    handle,
    url,
    drop: async () => {
      await closeQuietly(handle);
      await dropDatabase(name);
    },
  };
}

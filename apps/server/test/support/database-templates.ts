// Vitest global setup of the server's integration tests: the migrated and the demo-seeded databases are built once
// per run, before any test file, and each test file's database is a copy of one (a file copy on SQLite, CREATE
// DATABASE … TEMPLATE on PostgreSQL). Migrating and seeding per file cost most of the suite's time: some hundred
// seeded portals, each a few seconds of CPU on a two-core machine.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPostgres, openSqlite, type DatabaseHandle } from '../../src/db/connect.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { seedDemo } from '../../src/db/seed/demo.js';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.js';
import { hashPassword } from '../../src/domain/auth/password.js';
import { adminQuery, postgresUrlOf } from './postgres-admin.js';
import { SEED_NOW } from './seed-now.js';
import { testDialects } from './test-dialects.js';

/** Where the two templates of each dialect are: SQLite file paths, PostgreSQL database names. */
export interface DatabaseTemplates {
  sqlite?: { migrated: string; seeded: string };
  postgres?: { migrated: string; seeded: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** The demo network every seeded test database starts from; its passwords are the real hash of the demo one. */
async function seed(handle: DatabaseHandle): Promise<void> {
  const demoHash = await hashPassword(DEMO_PASSWORD);
  await seedDemo(handle.db, {
    now: SEED_NOW,
    hashPassword: (password) =>
      password === DEMO_PASSWORD ? Promise.resolve(demoHash) : hashPassword(password),
  });
}

async function sqliteTemplates(dir: string): Promise<{ migrated: string; seeded: string }> {
  const migrated = join(dir, 'migrated.sqlite');
  const seeded = join(dir, 'seeded.sqlite');
  const first = openSqlite(migrated);
  await migrateToLatest(first);
  // Closing checkpoints the write-ahead log into the file, so a copy of the file alone is the whole database.
  await first.close();
  copyFileSync(migrated, seeded);
  const second = openSqlite(seeded);
  await seed(second);
  await second.close();
  return { migrated, seeded };
}

async function postgresTemplates(prefix: string): Promise<{ migrated: string; seeded: string }> {
  const migrated = `${prefix}_migrated`;
  const seeded = `${prefix}_seeded`;
  await adminQuery(`create database ${migrated}`);
  const first = openPostgres(postgresUrlOf(migrated));
  await migrateToLatest(first);
  // A template may have no open connection while it is copied: every pool is closed before its copy is made.
  await first.close();
  await adminQuery(`create database ${seeded} template ${migrated}`);
  const second = openPostgres(postgresUrlOf(seeded));
  await seed(second);
  await second.close();
  return { migrated, seeded };
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dialects = testDialects();
  const dir = mkdtempSync(join(tmpdir(), 'bluemanager-templates-'));
  const prefix = `bm_tpl_${process.pid}_${Date.now().toString(36)}`;
  const templates: DatabaseTemplates = {};
  if (dialects.includes('sqlite')) templates.sqlite = await sqliteTemplates(dir);
  if (dialects.includes('postgres')) templates.postgres = await postgresTemplates(prefix);
  project.provide('databaseTemplates', templates);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (templates.postgres) {
      await adminQuery(`drop database if exists ${templates.postgres.seeded} with (force)`);
      await adminQuery(`drop database if exists ${templates.postgres.migrated} with (force)`);
    }
  };
}

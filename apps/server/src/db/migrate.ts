import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import { serverSections } from '../sections/server-sections.js';
import type { DatabaseHandle } from './connect.js';
import type { DialectName } from './dialect.js';
import { initialMigration } from './migrations/0001-initial.js';
import { releaseNotesMigration } from './migrations/0002-release-notes.js';
import { parcelLifecycleMigration } from './migrations/0003-parcel-lifecycle.js';
import { fleetMigration } from './migrations/0004-fleet.js';
import { alertsAndCodeSecrecyMigration } from './migrations/0005-alerts-and-code-secrecy.js';

// The first five migrations predate the sections and stay as they were applied; every later migration belongs to the
// section whose tables it makes, and its name starts with a date so the sections' migrations sort together.
function baselineMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-initial': initialMigration(dialect),
    '0002-release-notes': releaseNotesMigration(dialect),
    '0003-parcel-lifecycle': parcelLifecycleMigration(dialect),
    '0004-fleet': fleetMigration(dialect),
    '0005-alerts-and-code-secrecy': alertsAndCodeSecrecyMigration(),
  };
}

export async function migrationsFor(dialect: DialectName): Promise<Record<string, Migration>> {
  const migrations = baselineMigrations(dialect);
  for (const section of await serverSections()) {
    for (const [name, migration] of Object.entries(section.migrations ?? {})) {
      if (name in migrations) throw new Error(`two migrations are named '${name}'`);
      migrations[name] = migration(dialect);
    }
  }
  return migrations;
}

function migratorFor({ db, dialect, schema }: DatabaseHandle): Migrator {
  const provider: MigrationProvider = { getMigrations: () => migrationsFor(dialect) };
  return new Migrator({
    db,
    provider,
    // Sections are written side by side, so one may land a migration that sorts before another's applied one.
    allowUnorderedMigrations: true,
    // Naming the schema keeps the migrator from mistaking another schema's bookkeeping tables for its own.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const { error, results } = await migratorFor(handle).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}

/** How many migrations this build carries and how many the database has applied (Developer tools' health). */
export async function migrationCounts(handle: DatabaseHandle): Promise<{ applied: number; known: number }> {
  const migrations = await migratorFor(handle).getMigrations();
  return {
    applied: migrations.filter((migration) => migration.executedAt !== undefined).length,
    known: migrations.length,
  };
}

import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './connect.js';
import type { DialectName } from './dialect.js';
import { initialMigration } from './migrations/0001-initial.js';
import { releaseNotesMigration } from './migrations/0002-release-notes.js';
import { parcelLifecycleMigration } from './migrations/0003-parcel-lifecycle.js';
import { fleetMigration } from './migrations/0004-fleet.js';
import { alertsAndCodeSecrecyMigration } from './migrations/0005-alerts-and-code-secrecy.js';

// Migrations are listed in code rather than read from a folder so the compiled server and the tests run the same set.
function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-initial': initialMigration(dialect),
    '0002-release-notes': releaseNotesMigration(dialect),
    '0003-parcel-lifecycle': parcelLifecycleMigration(dialect),
    '0004-fleet': fleetMigration(dialect),
    '0005-alerts-and-code-secrecy': alertsAndCodeSecrecyMigration(),
  };
}

export async function migrateToLatest({ db, dialect, schema }: DatabaseHandle): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  // Naming the schema keeps the migrator from mistaking another schema's bookkeeping tables for its own.
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}

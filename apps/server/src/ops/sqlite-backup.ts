// Online backup and restore of the SQLite database. The backup is SQLite's own backup API (better-sqlite3's
// db.backup()), a consistent copy taken while the server keeps serving and writing. A restore checks the copy
// first (a SQLite file, intact, made by this BlueManager or an older one), refuses while a server has the database
// open, and keeps the file it replaces beside it.
import { copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { migrationsFor } from '../db/migrate.js';
import { serverUsing } from './server-marker.js';

export class BackupError extends Error {
  override readonly name = 'BackupError';
}

export interface BackupSummary {
  path: string;
  migrations: number;
  users: number;
  buildings: number;
  parcels: number;
}

/** The SQLite companions of a database file, in WAL mode. */
const COMPANIONS = ['-wal', '-shm'] as const;

function count(db: SqliteDatabase.Database, table: string): number {
  const row = db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number };
  return row.n;
}

/**
 * What a file holds if it is a BlueManager database this build can open: intact (integrity_check), with the
 * migration table, and no migration this build does not know (a newer version's file). Throws BackupError if not.
 */
export async function inspectDatabase(path: string): Promise<BackupSummary> {
  if (!existsSync(path)) throw new BackupError(`${path} does not exist.`);
  let db: SqliteDatabase.Database;
  try {
    db = new SqliteDatabase(path, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${path} cannot be opened: ${(error as Error).message}.`);
  }
  try {
    let integrity: string;
    try {
      integrity = String(db.pragma('integrity_check', { simple: true }));
    } catch (error) {
      throw new BackupError(`${path} is not a SQLite database (${(error as Error).message}).`);
    }
    if (integrity !== 'ok') throw new BackupError(`${path} is damaged: integrity_check says ${integrity}.`);
    const table = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'")
      .get();
    if (!table) throw new BackupError(`${path} is not a BlueManager database: it has no migration table.`);
    const applied = (db.prepare('SELECT name FROM kysely_migration').all() as { name: string }[]).map(
      (row) => row.name,
    );
    const known = await migrationsFor('sqlite');
    const unknown = applied.filter((name) => !(name in known));
    if (!applied.includes('0001-initial')) {
      throw new BackupError(`${path} is not a BlueManager database: its first migration is missing.`);
    }
    if (unknown.length > 0) {
      throw new BackupError(
        `${path} was made by a newer BlueManager (migrations this one does not know: ${unknown.join(', ')}).`,
      );
    }
    return {
      path,
      migrations: applied.length,
      users: count(db, 'users'),
      buildings: count(db, 'buildings'),
      parcels: count(db, 'parcels'),
    };
  } finally {
    db.close();
  }
}

/** Copies the live database at `source` to `target` (a new file), page by page with SQLite's backup API. */
export async function backupDatabase(source: string, target: string): Promise<BackupSummary> {
  if (existsSync(target)) throw new BackupError(`${target} exists already: name a new file for the backup.`);
  if (!existsSync(dirname(target))) throw new BackupError(`The folder of ${target} does not exist.`);
  await inspectDatabase(source);
  const partial = join(dirname(target), `.${basename(target)}.partial`);
  rmSync(partial, { force: true });
  const db = new SqliteDatabase(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // All remaining pages in one step: a step reads in one transaction, so a busy server cannot keep restarting it.
    await db.backup(partial, { progress: ({ totalPages }) => totalPages });
  } catch (error) {
    rmSync(partial, { force: true });
    throw new BackupError(`The backup failed: ${(error as Error).message}.`);
  } finally {
    db.close();
  }
  renameSync(partial, target);
  return inspectDatabase(target);
}

export interface RestoreOutcome extends BackupSummary {
  /** Where the database that was replaced now is, if there was one. */
  replacedTo: string | undefined;
}

/** Puts the backup at `backup` in place of the database at `target`, keeping the replaced file aside. */
export async function restoreDatabase(
  backup: string,
  target: string,
  now = new Date(),
): Promise<RestoreOutcome> {
  const summary = await inspectDatabase(backup);
  const pid = serverUsing(target);
  if (pid !== undefined) {
    throw new BackupError(
      `${target} is in use by a running server (pid ${pid}): stop it first, then restore, then start it again.`,
    );
  }
  const incoming = join(dirname(target), `.${basename(target)}.restoring`);
  copyFileSync(backup, incoming);
  let replacedTo: string | undefined;
  if (existsSync(target)) {
    replacedTo = `${target}.replaced-${now.toISOString().replace(/[:.]/g, '-')}`;
    // The file with its write-ahead log, under one new name, so the set aside copy opens whole.
    for (const suffix of ['', ...COMPANIONS]) {
      if (existsSync(target + suffix)) renameSync(target + suffix, replacedTo + suffix);
    }
  }
  renameSync(incoming, target);
  return { ...summary, path: target, replacedTo };
}

// `npm run backup` and `npm run restore` on SQLite, as built: a backup taken while the server runs and the database
// is being written is a whole, valid copy; a restore refuses while a server has the database open, refuses a file
// that is not a BlueManager database, and otherwise puts the backup in place with the old file kept aside.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite, type DatabaseHandle } from '../../src/db/connect.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { seedDemo } from '../../src/db/seed/demo.js';
import { hashPassword } from '../../src/domain/auth/password.js';
import { testDialects } from '../support/test-dialects.js';
import {
  freePort,
  requireBuiltServer,
  runServer,
  waitForHealth,
  type RunningServer,
} from '../support/server-process.js';

const OPS = fileURLToPath(new URL('../../dist/ops/', import.meta.url));

interface CliResult {
  code: number;
  output: string;
}

function runCli(name: 'backup' | 'restore', arg: string, databasePath: string): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(OPS, `${name}-cli.js`), arg],
      { env: { PATH: process.env.PATH ?? '', DATABASE_URL: `sqlite:${databasePath}` } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

/** Rows of a table in a database file, read with a connection of its own. */
function rows(path: string, query: string): number {
  const db = new SqliteDatabase(path, { readonly: true });
  try {
    return (db.prepare(query).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

const MARKERS = "SELECT COUNT(*) AS n FROM machine_events WHERE kind = 'backup-test'";

describe.runIf(testDialects().includes('sqlite'))('SQLite backup and restore', () => {
  let dir: string;
  let databasePath: string;
  let handle: DatabaseHandle;
  let server: RunningServer | undefined;
  let seededParcels: number;

  beforeAll(async () => {
    requireBuiltServer();
    dir = mkdtempSync(join(tmpdir(), 'bluemanager-backup-'));
    databasePath = join(dir, 'portal.sqlite');
    handle = openSqlite(databasePath);
    await migrateToLatest(handle);
    await seedDemo(handle.db, { now: new Date(), hashPassword });
    seededParcels = rows(databasePath, 'SELECT COUNT(*) AS n FROM parcels');
  }, 120_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await handle?.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  it('backs up while the server runs and the database is written, and restores once the server is stopped', async () => {
    const port = await freePort();
    server = runServer({
      DATABASE_URL: `sqlite:${databasePath}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_FLEET: 'off',
      LOG_LEVEL: 'warn',
    });
    await waitForHealth(port, server);
    const machine = await handle.db.selectFrom('machines').select('id').executeTakeFirstOrThrow();

    // Writes go on for the whole backup, from a connection of their own.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await handle.db
          .insertInto('machine_events')
          .values({ machine_id: machine.id, at: new Date().toISOString(), kind: 'backup-test', detail: '' })
          .execute();
        written += 1;
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = written;
    const backupPath = join(dir, 'backup.sqlite');
    const backup = await runCli('backup', backupPath, databasePath);
    const after = written;
    writing = false;
    await writer;
    expect(backup.output).toMatch(/^Backed up .* parcels, \d+ migrations; integrity checked\.\n$/);
    expect(backup.code).toBe(0);
    expect(rows(backupPath, 'SELECT COUNT(*) AS n FROM parcels')).toBe(seededParcels);
    const inBackup = rows(backupPath, MARKERS);
    expect(inBackup).toBeGreaterThanOrEqual(before);
    expect(inBackup).toBeLessThanOrEqual(after);
    expect(after).toBeGreaterThan(before);

    // It will not overwrite a file.
    const again = await runCli('backup', backupPath, databasePath);
    expect(again.code).toBe(1);
    expect(again.output).toContain('exists already');

    // The database changes after the backup: the restore must bring back the backup's state.
    await handle.db.deleteFrom('machine_events').where('kind', '=', 'backup-test').execute();
    const restoreWhileServing = await runCli('restore', backupPath, databasePath);
    expect(restoreWhileServing.code).toBe(1);
    expect(restoreWhileServing.output).toMatch(/is in use by a running server \(pid \d+\): stop it first/);
    expect(rows(databasePath, MARKERS)).toBe(0);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await handle.close();
    const restore = await runCli('restore', backupPath, databasePath);
    expect(restore.output).toMatch(/^Restored .* The database it replaced is kept as .*\.replaced-/);
    expect(restore.code).toBe(0);
    expect(rows(databasePath, MARKERS)).toBe(inBackup);
    expect(rows(databasePath, 'SELECT COUNT(*) AS n FROM parcels')).toBe(seededParcels);
    const aside = readdirSync(dir).find((name) =>
      /^portal\.sqlite\.replaced-[^.]+$/.test(name.replace(/-(wal|shm)$/, '')),
    );
    expect(aside).toBeDefined();
    expect(rows(join(dir, aside ?? ''), MARKERS)).toBe(0);

    // The restored database serves.
    const restartPort = await freePort();
    server = runServer({
      DATABASE_URL: `sqlite:${databasePath}`,
      PORT: String(restartPort),
      HOST: '127.0.0.1',
      DEMO_FLEET: 'off',
      LOG_LEVEL: 'warn',
    });
    await waitForHealth(restartPort, server);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    handle = openSqlite(databasePath);
  }, 90_000);

  it('refuses to restore what is not a BlueManager database, and leaves the database as it was', async () => {
    const junk = join(dir, 'junk.sqlite');
    writeFileSync(
      junk,
      'not a database at all, just some text that is long enough to look like a file'.repeat(20),
    );
    const other = join(dir, 'other.sqlite');
    const foreign = new SqliteDatabase(other);
    foreign.exec('CREATE TABLE notes (body TEXT)');
    foreign.close();
    const parcels = rows(databasePath, 'SELECT COUNT(*) AS n FROM parcels');
    for (const [file, why] of [
      [junk, /is not a SQLite database/],
      [other, /is not a BlueManager database: it has no migration table/],
      [join(dir, 'missing.sqlite'), /does not exist/],
    ] as const) {
      const result = await runCli('restore', file, databasePath);
      expect(result.code, file).toBe(1);
      expect(result.output, file).toMatch(why);
      expect(result.output, file).not.toMatch(/^\s+at /m);
    }
    expect(rows(databasePath, 'SELECT COUNT(*) AS n FROM parcels')).toBe(parcels);
    expect(existsSync(join(dir, '.portal.sqlite.restoring'))).toBe(false);
  });

  it('points PostgreSQL users to pg_dump', async () => {
    const result = await new Promise<CliResult>((resolve) =>
      execFile(
        process.execPath,
        [join(OPS, 'backup-cli.js'), join(dir, 'pg.dump')],
        { env: { PATH: process.env.PATH ?? '', DATABASE_URL: 'postgres://user@localhost/portal' } },
        (error, stdout, stderr) => resolve({ code: error ? 1 : 0, output: stdout + stderr }),
      ),
    );
    expect(result.code).toBe(1);
    expect(result.output).toContain('pg_dump -Fc');
  });
});

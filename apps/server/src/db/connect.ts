import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect.js';
import type { Database } from './schema.js';
import { withStatementCache } from './statement-cache.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, without credentials, for logs. */
  description: string;
  /** The PostgreSQL schema the tables live in, when not the default. */
  schema?: string;
  /** PostgreSQL only: how to open a connection of one's own, outside the pool (LISTEN needs one). */
  listenConfig?: pg.ClientConfig;
  close(): Promise<void>;
}

// COUNT(*) and bigint columns come back from PostgreSQL as strings; every such value here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openSqlite(path: string): DatabaseHandle {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new SqliteDatabase(path);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
  // Kysely's destroy does nothing to a driver that never ran a query (and the next query would start it again):
  // closing the file itself makes a closed handle stay closed.
  const close = async () => {
    await db.destroy();
    if (database.open) database.close();
  };
  return { db, dialect: 'sqlite', description: `sqlite:${path}`, close };
}

export interface PostgresOptions {
  /** A schema to work in instead of public; tests use one each so they can run side by side. */
  schema?: string;
  maxConnections?: number;
}

export function openPostgres(url: string, options: PostgresOptions = {}): DatabaseHandle {
  const clientConfig: pg.ClientConfig = {
    connectionString: url,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  };
  const pool = new pg.Pool({ ...clientConfig, max: options.maxConnections ?? 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const where = new URL(url);
  return {
    db,
    dialect: 'postgres',
    description: `postgres://${where.host}${where.pathname}${options.schema ? ` (schema ${options.schema})` : ''}`,
    schema: options.schema,
    listenConfig: clientConfig,
    // As for SQLite: a pool that never served a query is ended here, not left for the next query to use.
    close: async () => {
      await db.destroy();
      if (!pool.ending) await pool.end();
    },
  };
}

export function openDatabase(databaseUrl: string): DatabaseHandle {
  if (databaseUrl.startsWith('sqlite:')) return openSqlite(databaseUrl.slice('sqlite:'.length));
  return openPostgres(databaseUrl);
}

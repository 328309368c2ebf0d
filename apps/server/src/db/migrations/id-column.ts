import type { CreateTableBuilder } from 'kysely';
import type { DialectName } from '../dialect.js';

/** The one column that differs between the dialects: an auto-incrementing integer primary key. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: DialectName) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

import type { DialectName } from '../../src/db/dialect.js';

export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The dialects integration tests run on: DB_DIALECTS=sqlite,postgres (the default) or one of them. */
export function testDialects(): DialectName[] {
  const names = (process.env.DB_DIALECTS ?? 'sqlite,postgres').split(',').map((name) => name.trim());
  const unknown = names.filter((name) => name !== 'sqlite' && name !== 'postgres');
  if (unknown.length > 0) throw new Error(`DB_DIALECTS names unknown dialects: ${unknown.join(', ')}`);
  return names as DialectName[];
}

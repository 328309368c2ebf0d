// What the advertising server tests share (ad-agents.test.ts, ad-clicks-report.test.ts): a demo-seeded portal with
// the two roles that manage advertisers signed in, and a row count to show that a refused write wrote nothing.
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { startTestPortal, type TestPortal } from '../../../test/support/test-portal.js';

export interface AdPortal {
  portal: TestPortal;
  /** An advertising admin (level 6). */
  adadmin: string;
  /** A system admin of the operator (level 10). */
  sysadmin: string;
}

export async function startAdPortal(dialect: DialectName): Promise<AdPortal> {
  const portal = await startTestPortal(dialect);
  return { portal, adadmin: await portal.login('adadmin'), sysadmin: await portal.login('sysadmin') };
}

export async function rowCount(portal: TestPortal, table: keyof Database): Promise<number> {
  const row = await portal.database.handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

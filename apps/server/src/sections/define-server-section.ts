// The server's half of a section: the handlers of the acts its declaration lists, the migrations of its tables and
// its demo seed. The server finds it at `sections/<id>/index.ts` by the id in the protocol's SECTIONS list.
import type { Kysely, Migration } from 'kysely';
import type { SectionDeclaration } from '@bluemanager/protocol';
import type { ActImplementation } from '../act-channel/act-handler.js';
import type { Database } from '../db/schema.js';
import type { DialectName } from '../db/dialect.js';

export interface SectionSeedContext {
  now: Date;
}

export interface ServerSection {
  declaration: SectionDeclaration;
  /** One per act of the declaration; a missing or foreign one stops the server starting. */
  handlers: readonly ActImplementation[];
  /**
   * The section's migrations by name. Names sort across every section (the migrator runs them in name order), so
   * start each with the date it was written: `2026-11-24-members-tables`.
   */
  migrations?: Readonly<Record<string, (dialect: DialectName) => Migration>>;
  /** Adds the section's demo rows to a freshly seeded demo database, in the seed's transaction; returns row counts. */
  seed?: (db: Kysely<Database>, context: SectionSeedContext) => Promise<Readonly<Record<string, number>>>;
}

export function defineServerSection(section: ServerSection): ServerSection {
  return section;
}

import { sql, type Kysely, type Migration } from 'kysely';
import { MACHINE_LOG_MODEL } from '@bluemanager/protocol';
import type { DialectName } from '../../../db/dialect.js';

// The machine log is the machine events table, made to filter fast at a year of a thousand lockers: each row keeps
// its building and its kind's category and severity (so a filter reads an index in time order instead of joining
// machines or listing kinds), indexed by (building, time), (category, time), (severity, time), (building, category,
// time) and (building, severity, time) beside the existing (machine, time) and (time). Machines keep what their heartbeats last reported, so only a change writes a row.
// A small table holds the retention setting.
export function machineLogMigration(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('machine_events').addColumn('building_id', 'integer').execute();
      await db.schema
        .alterTable('machine_events')
        .addColumn('category', 'text', (col) => col.notNull().defaultTo('admin'))
        .execute();
      await db.schema
        .alterTable('machine_events')
        .addColumn('severity', 'text', (col) => col.notNull().defaultTo('info'))
        .execute();
      await sql`update machine_events set building_id = (select machines.building_id from machines where machines.id = machine_events.machine_id)`.execute(
        db,
      );
      for (const [kind, key] of Object.entries(MACHINE_LOG_MODEL)) {
        await sql`update machine_events set category = ${key.category}, severity = ${key.severity} where kind = ${kind}`.execute(
          db,
        );
      }
      // A building with a category or a severity is the common filter: its own index serves both the page and
      // the capped count (measured by npm run bench:logs; without them a building's doors took 1.4 s at p95).
      const indexes = [
        ['building_id'],
        ['category'],
        ['severity'],
        ['building_id', 'category'],
        ['building_id', 'severity'],
      ];
      for (const columns of indexes) {
        await db.schema
          .createIndex(`machine_events_${columns.join('_')}_at`)
          .on('machine_events')
          .columns([...columns, 'at'])
          .execute();
      }

      await db.schema.alterTable('machines').addColumn('firmware', 'text').execute();
      await db.schema.alterTable('machines').addColumn('power_source', 'text').execute();
      await db.schema.alterTable('machines').addColumn('battery', 'integer').execute();
      await db.schema.alterTable('machines').addColumn('network', 'text').execute();

      await db.schema
        .createTable('log_retention')
        .addColumn('log', 'text', (col) => col.primaryKey())
        .addColumn('days', 'integer', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
    },
  };
}

import type { Kysely, Migration } from 'kysely';

// Short-link clicks as Ad Analytics figures: a link names the agent and group it advertises, and its clicks are
// kept per UTC day (one row per day and link, added to by each click) beside the total it always had. A deleted
// link takes its days with it, as its total; a deleted agent or group leaves the link unlinked.
export function redirectClicksMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('ad_redirects')
        .addColumn('agent_id', 'integer', (col) => col.references('ad_agents.id').onDelete('set null'))
        .execute();
      await db.schema
        .alterTable('ad_redirects')
        .addColumn('group_id', 'integer', (col) => col.references('ad_groups.id').onDelete('set null'))
        .execute();
      await db.schema
        .createTable('ad_redirect_daily')
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('redirect_id', 'integer', (col) =>
          col.notNull().references('ad_redirects.id').onDelete('cascade'),
        )
        .addColumn('agent_id', 'integer')
        .addColumn('group_id', 'integer')
        .addColumn('clicks', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('ad_redirect_daily_pk', ['day', 'redirect_id'])
        .execute();
      // Analytics reads a period, narrowed to an agent or not.
      await db.schema
        .createIndex('ad_redirect_daily_day_agent')
        .on('ad_redirect_daily')
        .columns(['day', 'agent_id'])
        .execute();
    },
  };
}

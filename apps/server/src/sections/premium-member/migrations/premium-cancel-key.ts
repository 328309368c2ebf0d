import type { Kysely, Migration } from 'kysely';

// A cancellation now remembers its key and the refund it decided, written with the cancellation itself: a retry with
// the same key (after a crash between the two, or a lost answer) asks for that same refund again, never another.
export function premiumCancelKeyMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('premium_subscriptions').addColumn('cancel_key', 'text').execute();
      await db.schema.alterTable('premium_subscriptions').addColumn('cancel_refund', 'bigint').execute();
    },
  };
}

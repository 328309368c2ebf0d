import type { Kysely, Migration } from 'kysely';

// The outbox is listed newest first and the SMS Dashboard counts it over a period: both read messages by the time
// they were queued.
export function messagesByTimeMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('messages_created_at')
        .on('messages')
        .columns(['created_at', 'id'])
        .execute();
    },
  };
}

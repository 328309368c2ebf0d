import type { Kysely, Migration } from 'kysely';

// The editor's columns: a note is a draft until published (the notes published before stay published), and its
// French, German and Portuguese texts beside the English title and body the release-notes service always served.
export function releaseNoteEditorMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('release_notes')
        .addColumn('state', 'text', (col) => col.notNull().defaultTo('published'))
        .execute();
      await db.schema.alterTable('release_notes').addColumn('updated_at', 'text').execute();
      await db.schema
        .createTable('release_note_translations')
        .addColumn('note_id', 'integer', (col) =>
          col.notNull().references('release_notes.id').onDelete('cascade'),
        )
        .addColumn('language', 'text', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('release_note_translations_pk', ['note_id', 'language'])
        .execute();
      await db.schema
        .createIndex('release_notes_state_time')
        .on('release_notes')
        .columns(['state', 'create_time'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('release_note_translations').execute();
      await db.schema.dropIndex('release_notes_state_time').execute();
      await db.schema.alterTable('release_notes').dropColumn('updated_at').execute();
      await db.schema.alterTable('release_notes').dropColumn('state').execute();
    },
  };
}

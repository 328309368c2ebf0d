// The release-notes editor's additions to the Database type (see db/schema.ts): a note's state and last edit are
// columns the editor's migration added to release_notes; its translations are rows of their own.
import type { ReleaseNoteLanguage, ReleaseNoteState } from '@bluemanager/protocol';
import type { Generated } from 'kysely';

export interface ReleaseNoteTranslationsTable {
  note_id: number;
  language: ReleaseNoteLanguage;
  title: string;
  body: string;
}

declare module '../../db/schema.js' {
  interface ReleaseNotesTable {
    /** Added by 2026-11-26-release-note-editor; a note written before it is published. */
    state: Generated<ReleaseNoteState>;
    updated_at: string | null;
  }
  interface Database {
    release_note_translations: ReleaseNoteTranslationsTable;
  }
}

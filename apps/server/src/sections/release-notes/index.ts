import { releaseNotesSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { releaseNoteEditorMigration } from './migrations/release-note-editor.js';
import { releaseNotesHandlers } from './release-notes.handlers.js';
import { seedReleaseNotes } from './release-note-seed.js';
import './release-note.tables.js';

export const serverSection = defineServerSection({
  declaration: releaseNotesSection,
  handlers: releaseNotesHandlers,
  migrations: { '2026-11-26-release-note-editor': releaseNoteEditorMigration },
  seed: seedReleaseNotes,
});

// Product Update (`release-notes`, spec §2): the release notes, read by everyone, written, translated and published by system admins.
import { defineSection } from '../define-section.js';
import { pages } from './release-notes.pages.js';
import { publishReleaseNoteAct } from './release-notes.acts.js';
import {
  releaseNoteDeleteAct,
  releaseNoteEditListAct,
  releaseNoteSaveAct,
  releaseNoteStateAct,
} from './release-notes-editor.acts.js';

export const releaseNotesSection = defineSection({
  id: 'release-notes',
  summary: 'The release notes and the New badge of Product Update.',
  acts: [
    publishReleaseNoteAct,
    releaseNoteEditListAct,
    releaseNoteSaveAct,
    releaseNoteStateAct,
    releaseNoteDeleteAct,
  ],
  operations: {
    'release-note-published': { category: 'Account', template: 'Release note {} published' },
    'release-note-written': { category: 'Account', template: 'Release note {} written' },
    'release-note-edited': { category: 'Account', template: 'Release note {} edited' },
    'release-note-unpublished': { category: 'Account', template: 'Release note {} taken back to draft' },
    'release-note-deleted': { category: 'Account', template: 'Release note {} deleted' },
  },
  pages,
});
export * from './release-notes.acts.js';
export * from './release-notes-editor.acts.js';

// Product Update (`release-notes`, spec §2): the release notes, read by everyone, published by system admins.
import { defineSection } from '../define-section.js';
import { pages } from './release-notes.pages.js';
import { publishReleaseNoteAct } from './release-notes.acts.js';

export const releaseNotesSection = defineSection({
  id: 'release-notes',
  summary: 'The release notes and the New badge of Product Update.',
  acts: [publishReleaseNoteAct],
  operations: {},
  pages,
});
export * from './release-notes.acts.js';

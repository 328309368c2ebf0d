import { releaseNotesSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { releaseNotesHandlers } from './release-notes.handlers.js';

export const serverSection = defineServerSection({
  declaration: releaseNotesSection,
  handlers: releaseNotesHandlers,
});

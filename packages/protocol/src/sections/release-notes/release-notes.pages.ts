// The pages of the release-notes section, by route (without the leading '/'). The web app reads every section's pages file to
// build its routes, so this file holds nothing heavier than the declarations.
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  'release-notes': { page: 'ReleaseNotesPage' },
  // Under the menu entry, so whoever reads the notes may open it; the editor's acts (and the page) let only system
  // admins write.
  'release-notes/edit': { page: 'ReleaseNotesEditorPage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;

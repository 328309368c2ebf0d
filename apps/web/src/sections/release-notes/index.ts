// The release-notes section's web entry: Product Update.
import type { SectionCatalogue } from '../../i18n/section-catalogues';

export { ReleaseNotesPage } from './ReleaseNotesPage';
export const catalogues: readonly SectionCatalogue[] = [];

// The release-notes section's web entry: Product Update and its editor.
import { productUpdateCatalogue } from './i18n/catalogue';

export { ReleaseNotesPage } from './ReleaseNotesPage';
export { ReleaseNotesEditorPage } from './ReleaseNotesEditorPage';
export const catalogues = [productUpdateCatalogue];

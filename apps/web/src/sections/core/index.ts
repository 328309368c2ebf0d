// The core section's web entry: the start page, the home of the main and bike menus (spec §2).
import type { SectionCatalogue } from '../../i18n/section-catalogues';

export { HomePage } from './HomePage';
export const catalogues: readonly SectionCatalogue[] = [];

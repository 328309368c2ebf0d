// The pages of the settings section, by route (without the leading '/'). The web app reads every section's pages file to
// build its routes, so this file holds nothing heavier than the declarations.
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  settings: { page: 'SettingsListPage' },
  'settings/:buid': { page: 'BuildingSettingsPage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;

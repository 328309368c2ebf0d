// The pages of the core section, by route (without the leading '/'). The web app reads every section's pages file to
// build its routes, so this file holds nothing heavier than the declarations.
import type { PageDeclaration } from '../define-section.js';

export const pages = {
  // Spec §2: '/' is the main home (the bike home '/bike' is the family-homes section's).
  '': { page: 'HomePage', access: 'signed-in' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;

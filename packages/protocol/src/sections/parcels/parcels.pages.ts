// The pages of the parcels section, by route (without the leading '/'). The web app reads every section's pages file to
// build its routes, so this file holds nothing heavier than the declarations.
import type { PageDeclaration } from '../define-section.js';

// One page serves the list and its pre-filled form /parcels/{json or text} (spec §2).
export const pages = {
  parcels: { page: 'ParcelsPage' },
  'parcels/:query': { page: 'ParcelsPage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;

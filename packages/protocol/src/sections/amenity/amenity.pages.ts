// The amenity section's pages by route. `amenity` is the amenity family's home (where switching to the amenity
// menu lands); no menu entry covers it, so it says who may open it: the levels of the amenity menu's entries. The
// three others are the amenity menu's entries and are guarded by them.
import type { PageDeclaration } from '../define-section.js';
import { AMENITY_ROLES } from './amenity.vocabulary.js';

export const pages = {
  amenity: { page: 'AmenityHomePage', access: AMENITY_ROLES },
  'amenity/machine': { page: 'AmenityMachinesPage' },
  'amenity/machine/:uuid': { page: 'AmenityMachinePage' },
  'amenity/tags': { page: 'AmenityTagsPage' },
  'amenity/deposits': { page: 'AmenityDepositsPage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;

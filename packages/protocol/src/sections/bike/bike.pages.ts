// The bike section's pages by route. `bike` is the bike family's home (spec §1: where switching to the bike menu
// lands); no menu entry covers it, so it says who may open it: the levels of the bike menu's entries, a business
// partner's admins included. The three others are the bike menu's Location entries and are guarded by them.
import type { PageDeclaration } from '../define-section.js';
import { BIKE_ROLES } from './bike.vocabulary.js';

export const pages = {
  bike: { page: 'BikeHomePage', access: BIKE_ROLES },
  'bike/list': { page: 'BikeLocationsPage' },
  'bike/session': { page: 'BikeSessionsPage' },
  'bike/collection': { page: 'BikeCollectionsPage' },
} as const satisfies Readonly<Record<string, PageDeclaration>>;

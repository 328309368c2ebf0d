// The bike section's web entry (spec §2's bike menu): the bike home with its live key figures, the locations, the
// sessions and the collections, with their texts.
import { bikeCatalogue } from './i18n/catalogue';

export { BikeHomePage } from './BikeHomePage';
export { BikeLocationsPage } from './BikeLocationsPage';
export { BikeSessionsPage } from './BikeSessionsPage';
export { BikeCollectionsPage } from './BikeCollectionsPage';
export const catalogues = [bikeCatalogue];

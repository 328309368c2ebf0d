// The Pending / Collected section's entry: the list and its pre-filled routes in one chunk, with the texts they use
// (the route waits for them, see section-catalogues.ts).
import { parcelsCatalogue } from './i18n/catalogue';

export { ParcelsPage } from './ParcelsPage';
export const catalogues = [parcelsCatalogue];

// The amenity section's web entry (spec §2's amenity menu): the amenity home with its live key figures, the
// machines and one machine's slots, the BlueTags and the deposits with their ledger, with their texts.
import { amenityCatalogue } from './i18n/catalogue';

export { AmenityHomePage } from './AmenityHomePage';
export { AmenityMachinesPage } from './AmenityMachinesPage';
export { AmenityMachinePage } from './AmenityMachinePage';
export { AmenityTagsPage } from './AmenityTagsPage';
export { AmenityDepositsPage } from './AmenityDepositsPage';
export const catalogues = [amenityCatalogue];

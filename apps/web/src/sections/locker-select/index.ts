// The locker-select section's web entry: Choose building and locker, with its texts.
import { lockerSelectCatalogue } from './i18n/catalogue';

export { LockerSelectPage } from './LockerSelectPage';
export const catalogues = [lockerSelectCatalogue];

// The profile section's web entry: the Profile page and its texts.
import { profileCatalogue } from './i18n/catalogue';

export { ProfilePage } from './ProfilePage';
export const catalogues = [profileCatalogue];

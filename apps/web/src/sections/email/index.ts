// The email section's web entry: the Email page and its texts.
import { emailCatalogue } from './i18n/catalogue';

export { EmailPage } from './EmailPage';
export const catalogues = [emailCatalogue];

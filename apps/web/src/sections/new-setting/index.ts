// The new-setting section's web entry: the New building page, with its texts and the Machine dialog's.
import { machinesCatalogue } from '../machines/i18n/catalogue';
import { newSettingCatalogue } from './i18n/catalogue';

export { NewSettingPage } from './NewSettingPage';
export const catalogues = [newSettingCatalogue, machinesCatalogue];

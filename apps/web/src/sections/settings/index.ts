// The Locker Settings section's entry: both pages in one chunk, loaded when either route is first opened, with the
// texts they use (the route waits for them, see section-catalogues.ts).
import { lockerSettingsCatalogue } from './i18n/catalogue';

export { SettingsListPage } from './SettingsListPage';
export { BuildingSettingsPage } from './BuildingSettingsPage';
export const catalogues = [lockerSettingsCatalogue];

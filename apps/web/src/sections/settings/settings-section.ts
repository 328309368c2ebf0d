// The Locker Settings section's entry: both pages in one chunk, loaded when either route is first opened.
export { SettingsListPage } from './SettingsListPage';
export { BuildingSettingsPage } from './BuildingSettingsPage';

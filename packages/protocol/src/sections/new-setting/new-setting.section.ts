// New building (`new-setting`, spec §2): create a building, then its first locker.
import { defineSection } from '../define-section.js';
import { NEW_SETTING_ACTS } from './new-setting.acts.js';
import { pages } from './new-setting.pages.js';

export const newSettingSection = defineSection({
  id: 'new-setting',
  summary: 'A new building with its address, time zone, contacts and thresholds, then its first locker.',
  acts: NEW_SETTING_ACTS,
  operations: {
    'building-created': { category: 'Locker-setting', template: 'Building {} created' },
  },
  pages,
});
export * from './new-setting.acts.js';
export * from './new-setting.roles.js';

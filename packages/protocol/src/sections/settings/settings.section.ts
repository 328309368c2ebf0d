// Locker Settings (`settings`, spec §2): the buildings a user manages, one building's settings and its unit join
// requests.
import { defineSection } from '../define-section.js';
import { pages } from './settings.pages.js';
import { SETTINGS_ACTS } from './settings.acts.js';

export const settingsSection = defineSection({
  id: 'settings',
  summary:
    'The buildings a user manages: settings, contacts, reminders, notifications and unit join requests.',
  acts: SETTINGS_ACTS,
  operations: {
    'building-settings-updated': { category: 'Locker-setting', template: 'Settings of building {} updated' },
    'join-request-approved': { category: 'Unit', template: 'Unit join request {} approved' },
    'join-request-rejected': { category: 'Unit', template: 'Unit join request {} rejected' },
  },
  pages,
});
export * from './settings.acts.js';

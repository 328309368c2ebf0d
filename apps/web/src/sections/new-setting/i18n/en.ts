// The New building texts, loaded with the section as `newSetting` (see catalogue.ts).
import type { Shape } from '../../../i18n/catalogue';

export const newSettingEn = {
  title: 'New building',
  intro: 'Add a building to the network, then install its first locker.',
  building: 'Building',
  name: 'Name',
  street: 'Street',
  city: 'City',
  province: 'Province',
  postalCode: 'Postal code',
  country: 'Country',
  timezone: 'Time zone',
  timezoneHelp: 'Deposits, reminders and overdue times are counted in this zone.',
  partner: 'Partner',
  contact: 'First contact (optional)',
  contactName: 'Name',
  contactRole: 'Role',
  contactPhone: 'Phone',
  contactEmail: 'Email',
  rules: 'Reminders and overdue parcels',
  overdueHours: 'A parcel is overdue after (hours)',
  reminderEveryHours: 'Remind the recipient every (hours)',
  reminderLimit: 'Reminders at most',
  language: 'Language of recipient messages',
  create: 'Create building',
  creating: 'Creating…',
  created: '{{name}} is created.',
  failed: 'The building could not be created: {{reason}}',
  checkFields: 'Some fields need a look.',
  nextTitle: '{{name}} is ready',
  nextBody:
    'Install its first locker now, or open its settings to add contacts and notification preferences.',
  addLocker: 'Install the first locker',
  openSettings: 'Open its settings',
  another: 'Create another building',
};

export type NewSettingCatalogue = Shape<typeof newSettingEn>;

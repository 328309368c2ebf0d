// Profile (spec §2 user menu `profile`), act codes 60200–60299: every signed-in user's own account: avatar,
// password, language and time zone, sessions, two-factor (core acts 8006–8008).
import { defineSection } from '../define-section.js';
import { pages } from './profile.pages.js';
import { PROFILE_ACTS } from './profile.acts.js';

export const profileSection = defineSection({
  id: 'profile',
  summary: 'The signed-in user’s own account: avatar, password, language and time zone, sessions.',
  acts: PROFILE_ACTS,
  operations: {
    'profile-updated': { category: 'Account', template: 'Profile of {} changed' },
    'password-changed': { category: 'Account', template: 'Password of {} changed' },
    'avatar-changed': { category: 'Account', template: 'Avatar of {} changed' },
    'own-sessions-ended': { category: 'Account', template: '{} ended their other sessions' },
    'recovery-codes-renewed': { category: 'Account', template: 'Recovery codes of {} renewed' },
    'recovery-code-used': { category: 'Account', template: '{} signed in with a recovery code' },
  },
  pages,
});
export * from './profile.acts.js';
export * from './profile-vocabulary.js';
export * from './two-factor-enrolment.js';

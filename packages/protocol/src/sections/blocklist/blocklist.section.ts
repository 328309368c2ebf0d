// The Black List (spec §2 `users-locked`), act codes 54001–54099: blocked phones, emails and staff accounts, and the
// login throttle's locks.
import { defineSection } from '../define-section.js';
import { pages } from './blocklist.pages.js';
import { BLOCKLIST_ACTS } from './blocklist.acts.js';

export const blocklistSection = defineSection({
  id: 'blocklist',
  summary:
    'Blocked phones, emails and staff accounts (no messages, no pickups, no sign-in) and the sign-in locks of the login throttle.',
  acts: BLOCKLIST_ACTS,
  operations: {
    'contact-blocked': { category: 'Account', template: 'Blocked {}' },
    'contact-unblocked': { category: 'Account', template: 'Unblocked {}' },
    'sign-in-unlocked': { category: 'Account', template: 'Sign-in unlocked for {}' },
  },
  pages,
});
export * from './blocklist-fields.js';
export * from './blocklist.acts.js';

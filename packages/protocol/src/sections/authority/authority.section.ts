// Authority (spec §2 `authority`), act codes 60000–60099: staff accounts, their levels, partners and buildings,
// password resets, sessions and the two-factor rule per level.
import { defineSection } from '../define-section.js';
import { pages } from './authority.pages.js';
import { AUTHORITY_ACTS } from './authority.acts.js';

export const authoritySection = defineSection({
  id: 'authority',
  summary:
    'Staff accounts: created, edited, disabled and deleted within the manager’s own reach; passwords reset, sessions ended, two-factor required per level.',
  acts: AUTHORITY_ACTS,
  operations: {
    'staff-created': { category: 'Account', template: 'Staff account {} created' },
    'staff-updated': { category: 'Account', template: 'Staff account {} changed' },
    'staff-disabled': { category: 'Account', template: 'Staff account {} disabled' },
    'staff-enabled': { category: 'Account', template: 'Staff account {} enabled' },
    'staff-deleted': { category: 'Account', template: 'Staff account {} deleted' },
    'staff-password-reset': { category: 'Account', template: 'Password of {} reset' },
    'staff-sessions-ended': { category: 'Account', template: 'Sessions of {} ended' },
    'two-factor-policy-changed': { category: 'Account', template: 'Two-factor rule for level {} changed' },
  },
  pages,
});
export * from './authority.acts.js';
export * from './authority-vocabulary.js';

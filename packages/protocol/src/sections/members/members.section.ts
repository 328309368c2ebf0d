// Members (spec §2 `members`): the residents who receive parcels.
import { defineSection } from '../define-section.js';
import { pages } from './members.pages.js';
import { MEMBERS_ACTS } from './members.acts.js';

export const membersSection = defineSection({
  id: 'members',
  summary: 'The residents who receive parcels: their contacts, status, parcels and history.',
  acts: MEMBERS_ACTS,
  operations: {
    'member-created': { category: 'Member', template: 'Member {} created' },
    'member-updated': { category: 'Member', template: 'Member {} updated' },
    'member-moved-out': { category: 'Member', template: 'Member {} moved out' },
    'member-activated': { category: 'Member', template: 'Member {} activated' },
    'member-suspended': { category: 'Member', template: 'Member {} suspended' },
    'member-reactivated': { category: 'Member', template: 'Member {} reactivated' },
    'members-merged': { category: 'Member', template: 'Member {} merged' },
    'member-hold-set': { category: 'Member', template: 'Member {} on hold' },
    'member-hold-ended': { category: 'Member', template: 'Member {} hold ended' },
    'members-imported': { category: 'Member', template: 'Members imported into {}' },
  },
  pages,
});
export * from './member-vocabulary.js';
export * from './member-fields.js';
export * from './member-list.acts.js';
export * from './member-import.acts.js';
export * from './members.acts.js';

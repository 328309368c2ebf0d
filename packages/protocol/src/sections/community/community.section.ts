// Community (spec §2 Community group: `community` and `system-msg`), act codes 56000–56999: the residents' board and
// its moderation, the operator's announcements, and the community service (apps/server/src/sections/community/
// service) residents call with their member token.
import { defineSection } from '../define-section.js';
import { pages } from './community.pages.js';
import { COMMUNITY_ACTS } from './community.acts.js';
import { SYSTEM_MSG_ACTS } from './system-msg.acts.js';

export const communitySection = defineSection({
  id: 'community',
  summary:
    "The residents' board: posts, comments and reports, their moderation (approve, reject, pin, label, delete), and announcements from the operator.",
  acts: [...COMMUNITY_ACTS, ...SYSTEM_MSG_ACTS],
  operations: {
    'post-created': { category: 'Member', template: 'Community post {} written' },
    'post-approved': { category: 'Member', template: 'Community post {} approved' },
    'post-rejected': { category: 'Member', template: 'Community post {} rejected' },
    'post-held': { category: 'Member', template: 'Community post {} held for moderation' },
    'post-pinned': { category: 'Member', template: 'Community post {} pinned' },
    'post-unpinned': { category: 'Member', template: 'Community post {} unpinned' },
    'post-labelled': { category: 'Member', template: 'Community post {} relabelled' },
    'post-deleted': { category: 'Member', template: 'Community post {} deleted' },
    'post-reported': { category: 'Member', template: 'Community post {} reported' },
    'comment-created': { category: 'Member', template: 'Comment on community post {}' },
    'comment-deleted': { category: 'Member', template: 'Comment on community post {} deleted' },
    'member-token-issued': { category: 'Member', template: 'Community token issued to {}' },
    'system-msg-sent': { category: 'Member', template: 'Announcement {} sent' },
    'system-msg-withdrawn': { category: 'Member', template: 'Announcement {} withdrawn' },
  },
  pages,
});
export * from './community-text.js';
export * from './community-vocabulary.js';
export * from './community-fields.js';
export * from './community-bell.acts.js';
export * from './community.acts.js';
export * from './system-msg.acts.js';

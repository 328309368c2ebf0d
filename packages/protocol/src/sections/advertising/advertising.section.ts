// The Advertisement group (spec §2): Ad Agents (`advertise-setting`) and Ad Groups (`business`), for advertising
// admins and system admins.
import { defineSection } from '../define-section.js';
import { pages } from './advertising.pages.js';
import { AD_AGENT_ACTS } from './ad-agents.acts.js';
import { AD_GROUP_ACTS } from './ad-groups.acts.js';
import { REDIRECT_ACTS } from './redirects.acts.js';
import { AD_SCREEN_ACTS } from './ad-screens.acts.js';
import { AD_ANALYTICS_ACTS } from './ad-analytics.acts.js';
import { AD_REPORT_ACTS } from './ad-reports.acts.js';

export const advertisingSection = defineSection({
  id: 'advertising',
  summary: 'Advertising on locker screens: the advertisers and agencies, their campaigns and ad items.',
  acts: [
    ...AD_AGENT_ACTS,
    ...AD_GROUP_ACTS,
    ...REDIRECT_ACTS,
    ...AD_SCREEN_ACTS,
    ...AD_ANALYTICS_ACTS,
    ...AD_REPORT_ACTS,
  ],
  operations: {
    'ad-agent-created': { category: 'Ad', template: 'Ad agent {} created' },
    'ad-agent-updated': { category: 'Ad', template: 'Ad agent {} updated' },
    'ad-agent-activated': { category: 'Ad', template: 'Ad agent {} activated' },
    'ad-agent-deactivated': { category: 'Ad', template: 'Ad agent {} deactivated' },
    'ad-group-created': { category: 'Ad', template: 'Ad group {} created' },
    'ad-group-updated': { category: 'Ad', template: 'Ad group {} updated' },
    'ad-group-starred': { category: 'Ad', template: 'Ad group {} starred' },
    'ad-group-unstarred': { category: 'Ad', template: 'Ad group {} unstarred' },
    'ad-item-created': { category: 'Ad', template: 'Ad item {} added' },
    'ad-item-deleted': { category: 'Ad', template: 'Ad item {} removed' },
    'ad-item-file-set': { category: 'Ad', template: 'File of ad item {} set' },
    'ad-media-uploaded': { category: 'Ad', template: 'Ad file {} uploaded' },
    'ad-screen-created': { category: 'Ad', template: 'Screen {} created' },
    'ad-screen-updated': { category: 'Ad', template: 'Screen {} updated' },
    'ad-machine-screen-set': { category: 'Ad', template: 'Screen of {} set' },
    'redirect-created': { category: 'Ad', template: 'Redirect {} created' },
    'redirect-updated': { category: 'Ad', template: 'Redirect {} updated' },
    'redirect-deleted': { category: 'Ad', template: 'Redirect {} deleted' },
    'ad-report-sent': { category: 'Ad', template: 'Report of ad agent {} sent' },
  },
  pages,
});
export * from './ad-fields.js';
export * from './ad-media.js';
export * from './ad-agents.acts.js';
export * from './ad-groups.acts.js';
export * from './redirects.acts.js';
export * from './ad-screens.acts.js';
export * from './advertising.device.js';
export * from './ad-analytics.acts.js';
export * from './ad-reports.acts.js';

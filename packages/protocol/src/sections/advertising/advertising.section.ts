// The Advertisement group (spec §2): Ad Agents (`advertise-setting`), for advertising admins and system admins.
import { defineSection } from '../define-section.js';
import { pages } from './advertising.pages.js';
import { AD_AGENT_ACTS } from './ad-agents.acts.js';

export const advertisingSection = defineSection({
  id: 'advertising',
  summary: 'Advertising on locker screens: the advertisers and agencies, their campaigns and ad items.',
  acts: [...AD_AGENT_ACTS],
  operations: {
    'ad-agent-created': { category: 'Ad', template: 'Ad agent {} created' },
    'ad-agent-updated': { category: 'Ad', template: 'Ad agent {} updated' },
    'ad-agent-activated': { category: 'Ad', template: 'Ad agent {} activated' },
    'ad-agent-deactivated': { category: 'Ad', template: 'Ad agent {} deactivated' },
  },
  pages,
});
export * from './ad-fields.js';
export * from './ad-agents.acts.js';

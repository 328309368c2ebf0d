import { advertisingSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import './ad-tables.js';
import { seedAgents } from './ad-seed.js';
import { seedGroups } from './ad-group-seed.js';
import { adAgentHandlers, adGroupHandlers } from './advertising.handlers.js';
import { advertisingTablesMigration } from './migrations/advertising-tables.js';

export const serverSection = defineServerSection({
  declaration: advertisingSection,
  handlers: [...adAgentHandlers, ...adGroupHandlers],
  migrations: { '2026-11-25-advertising-tables': advertisingTablesMigration },
  seed: async (db, { now }) => {
    const agents = await seedAgents(db, now);
    return { ad_agents: agents.size, ...(await seedGroups(db, now, agents)) };
  },
});

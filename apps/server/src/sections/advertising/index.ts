import { advertisingSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import './ad-tables.js';
import { seedAgents } from './ad-seed.js';
import { seedGroups } from './ad-group-seed.js';
import {
  adAgentHandlers,
  adGroupHandlers,
  adReportHandlers,
  adScreenHandlers,
  redirectHandlers,
} from './advertising.handlers.js';
import { redirectsTableMigration } from './migrations/redirects-table.js';
import { redirectClicksMigration } from './migrations/redirect-clicks.js';
import { seedRedirects } from './redirect-seed.js';
import { seedScreens } from './ad-screen-seed.js';
import { advertisingTablesMigration } from './migrations/advertising-tables.js';
import {
  adDailyByBuildingMigration,
  adMediaMigration,
  adScreensMigration,
} from './migrations/media-and-screens.js';
import { adGroupTargetsMigration } from './migrations/advertising-targets.js';

export const serverSection = defineServerSection({
  declaration: advertisingSection,
  handlers: [
    ...adAgentHandlers,
    ...adGroupHandlers,
    ...redirectHandlers,
    ...adScreenHandlers,
    ...adReportHandlers,
  ],
  migrations: {
    '2026-11-25-advertising-tables': advertisingTablesMigration,
    '2026-11-25-advertising-redirects': redirectsTableMigration,
    '2026-11-25-advertising-uploads': adMediaMigration,
    '2026-11-25-advertising-viewing': adScreensMigration,
    '2026-11-25-advertising-viewing-by-building': adDailyByBuildingMigration,
    '2026-11-26-advertising-targets': adGroupTargetsMigration,
    '2026-11-26-advertising-clicks': redirectClicksMigration,
  },
  seed: async (db, { now }) => {
    const agents = await seedAgents(db, now);
    return {
      ad_agents: agents.size,
      ...(await seedGroups(db, now, agents)),
      ...(await seedRedirects(db, now, agents)),
      ...(await seedScreens(db, now)),
    };
  },
});

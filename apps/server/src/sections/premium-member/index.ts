import { premiumMemberSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { premiumCancelKeyMigration } from './migrations/premium-cancel-key.js';
import { premiumFreeUsedMigration } from './migrations/premium-free-used.js';
import { premiumTablesMigration } from './migrations/premium-tables.js';
import { premiumMemberHandlers } from './premium-member.handlers.js';
import { seedPremium } from './premium-seed.js';
import './premium.tables.js';

export const serverSection = defineServerSection({
  declaration: premiumMemberSection,
  handlers: premiumMemberHandlers,
  migrations: {
    '2026-11-26-premium-member-tables': premiumTablesMigration,
    '2026-11-26-premium-member-tables-cancel-key': premiumCancelKeyMigration,
    '2026-11-26-premium-member-tables-free-used': premiumFreeUsedMigration,
  },
  seed: seedPremium,
});

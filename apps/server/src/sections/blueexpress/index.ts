import { blueexpressSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { blueexpressHandlers } from './blueexpress.handlers.js';
import { seedShipments } from './express-seed.js';
import { expressPremiumMigration } from './migrations/express-premium.js';
import { expressTablesMigration } from './migrations/express-tables.js';
import './express.tables.js';

export const serverSection = defineServerSection({
  declaration: blueexpressSection,
  handlers: blueexpressHandlers,
  migrations: {
    '2026-11-26-blueexpress-tables': expressTablesMigration,
    '2026-11-26-blueexpress-tables-premium-parcel': expressPremiumMigration,
  },
  seed: seedShipments,
});

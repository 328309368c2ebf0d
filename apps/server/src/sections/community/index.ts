import { communitySection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { seedCommunity } from './community-seed.js';
import { communityHandlers } from './community.handlers.js';
import { communityPostImagesMigration } from './migrations/community-post-images.js';
import { communityTablesMigration } from './migrations/community-tables.js';
import './community.table.js';

export const serverSection = defineServerSection({
  declaration: communitySection,
  handlers: communityHandlers,
  migrations: {
    '2026-11-25-community-tables': communityTablesMigration,
    '2026-11-26-community-post-images': communityPostImagesMigration,
  },
  seed: seedCommunity,
});

import { rewardSystemSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { rewardTablesMigration } from './migrations/reward-tables.js';
import { rewardSystemHandlers } from './reward-system.handlers.js';
import { seedRewards } from './reward-seed.js';
import './reward.tables.js';

export const serverSection = defineServerSection({
  declaration: rewardSystemSection,
  handlers: rewardSystemHandlers,
  migrations: { '2026-11-25-reward-tables': rewardTablesMigration },
  seed: seedRewards,
});

import { groupBuyScheduleSection } from '@bluemanager/protocol';
import { defineServerSection } from '../define-server-section.js';
import { groupBuyHandlers } from './group-buy-schedule.handlers.js';
import { seedGroupBuys } from './group-buy-seed.js';
import { groupBuyTablesMigration } from './migrations/group-buy-tables.js';
import './group-buy.tables.js';

export const serverSection = defineServerSection({
  declaration: groupBuyScheduleSection,
  handlers: groupBuyHandlers,
  migrations: { '2026-11-26-group-buy-schedule-tables': groupBuyTablesMigration },
  seed: seedGroupBuys,
});
